// What a case is about, as both sides' screens write it: "Order PO-123", "Remittance RMT-000004", or "--" for a case
// about nothing in particular (a module of its own: the console's pages take it without the Support grid's code).
import { caseLinkText, type CaseSummary } from '@portal/contracts';

export const caseAboutText = (row: Pick<CaseSummary, 'link'>) => (row.link ? caseLinkText(row.link.kind, row.link.label) : '--');
