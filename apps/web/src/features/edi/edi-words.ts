// The EDI page's words for a partner and an interchange, from the contracts' labels (the page, its interchange, the console).
import { EDI_DIRECTION_LABELS, EDI_DOCUMENTS, EDI_STATE_LABELS, type EdiDocumentType, type EdiInterchangeSummary } from '@portal/contracts';

/** "856 Ship notice". */
export const documentWords = (type: EdiDocumentType | null) => (type ? `${type} ${EDI_DOCUMENTS[type].label}` : 'Unread');
/** "Received · Rejected (test)". */
export const interchangeWords = (i: Pick<EdiInterchangeSummary, 'direction' | 'state' | 'testMode'>) =>
  `${EDI_DIRECTION_LABELS[i.direction]} · ${EDI_STATE_LABELS[i.state]}${i.testMode ? ' (test)' : ''}`;
/** The partner's ISA sender as the ISA carries it: "ZZ / INTEGRATED". */
export const isaWords = (p: { isaQualifier: string; isaId: string }) => `${p.isaQualifier} / ${p.isaId}`;
