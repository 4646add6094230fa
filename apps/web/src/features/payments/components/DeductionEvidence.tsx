// A deduction's evidence (docs/decisions/payments.md): the facts the rule read (promised date against ship date, the
// tracking record, the credit memo) and the stored files, each a download.
import { Button, List, ListItem, Stack } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import {
  capitalizeWords,
  deductionEvidenceSentences,
  EVIDENCE_KEYS_IN_SENTENCES,
  stripTimestampPrefix,
  type DeductionDetail,
} from '@portal/contracts';
import { formatDayOrInstant } from '../../../components/data-grid/value-columns.tsx';
import { EMPTY_VALUE, formatCurrency } from '../../../lib/format.ts';
import { RecordFacts } from './RecordFacts.tsx';

// the facts' names in people's words; a fact without a name here shows under its own key, capitalised
const FACT_LABELS: Record<string, string> = {
  promisedShipDate: 'Promised shipping date',
  shipDate: 'Shipped on',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  trackingNumbers: 'Tracking numbers',
  tracking: 'Tracking record',
  trackingValid: 'Valid tracking',
  creditMemoNumber: 'Credit memo',
  creditMemo: 'Credit memo',
  memoNumber: 'Credit memo',
  acceptedOn: 'Order accepted on',
  cancelRequestedOn: 'Cancellation asked on',
  itemsTotal: "Order's items total",
  basis: 'Amount basis',
  value: 'Rule value',
};
const MONEY_KEYS = new Set(['amount', 'itemsTotal', 'total', 'creditMemoAmount']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function factText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return key === 'shipDate' ? 'Not shipped' : EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (MONEY_KEYS.has(key) && (typeof value === 'string' || typeof value === 'number')) return formatCurrency(value);
  if (typeof value === 'string') return DAY.test(value) || /^\d{4}-\d{2}-\d{2}T/.test(value) ? formatDayOrInstant(value) : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((v) => factText('', v)).join(', ');
  // a record (the tracking record, the credit memo): its own facts in one line
  return evidenceFacts(value as Record<string, unknown>)
    .map(([label, text]) => `${label}: ${text}`)
    .join(' · ');
}

/** The evidence's facts as label and text, in the order the server wrote them. */
export function evidenceFacts(evidence: Record<string, unknown>): [string, string][] {
  return Object.entries(evidence).map(([key, value]) => [FACT_LABELS[key] ?? capitalizeWords(key), factText(key, value)]);
}

const IN_SENTENCES = new Set<string>(EVIDENCE_KEYS_IN_SENTENCES);

/** Said by the basis sentence whatever the evidence: by hand, or the rule's basis of an older deduction. */
const SAID_BY_BASIS = new Set(['raisedByHand', 'rule']);

/** The facts the sentences (DeductionWhy) do not say already: with no evidence sentence, every other fact. */
export function factsBesideSentences(deduction: Pick<DeductionDetail, 'type' | 'evidence'>): Record<string, unknown> {
  const worded = deductionEvidenceSentences(deduction.type, deduction.evidence).length > 0 ? IN_SENTENCES : SAID_BY_BASIS;
  return Object.fromEntries(Object.entries(deduction.evidence).filter(([key]) => !worded.has(key)));
}

export function DeductionEvidence<F extends StoredFile & { disputeId: number | null }>({
  deduction,
  onDownload,
}: {
  deduction: Pick<DeductionDetail, 'type' | 'evidence'> & { files: readonly F[] };
  onDownload: (file: F) => void;
}) {
  const facts = evidenceFacts(factsBesideSentences(deduction));
  const files = deduction.files.filter((f) => f.disputeId === null);
  return (
    <Stack spacing={2}>
      {facts.length > 0 && <RecordFacts facts={facts} />}
      {files.length > 0 && <FileList files={files} onDownload={onDownload} />}
    </Stack>
  );
}

interface StoredFile {
  storedName: string;
  fileName: string;
}

export function FileList<F extends StoredFile>({ files, onDownload }: { files: readonly F[]; onDownload: (file: F) => void }) {
  return (
    <List dense disablePadding aria-label="Files">
      {files.map((f) => (
        <ListItem key={f.storedName} disableGutters>
          <Button size="small" startIcon={<AttachFileIcon />} onClick={() => onDownload(f)} aria-label={`Download ${f.fileName}`}>
            {f.fileName || stripTimestampPrefix(f.storedName)}
          </Button>
        </ListItem>
      ))}
    </List>
  );
}
