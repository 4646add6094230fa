// A deduction's evidence (docs/decisions/payments.md): the facts the rule read (promised date against ship date, the
// tracking record, the credit memo) and the stored files, each a download.
import { Button, List, ListItem, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { stripTimestampPrefix, type DeductionDetail } from '@portal/contracts';
import { formatDayOrInstant } from '../../../components/data-grid/value-columns.tsx';
import { formatCurrency } from '../../../lib/format.ts';
import { RecordFacts } from './RecordFacts.tsx';

export function evidenceFacts(evidence: DeductionDetail['evidence']): [string, string][] {
  const facts: [string, string][] = [];
  if (evidence.promisedShipDate) facts.push(['Promised shipping date', formatDayOrInstant(evidence.promisedShipDate)]);
  if (evidence.shipDate !== undefined) facts.push(['Shipped on', evidence.shipDate ? formatDayOrInstant(evidence.shipDate) : 'Not shipped']);
  if (evidence.tracking) {
    const t = evidence.tracking;
    facts.push(['Tracking', [t.carrier, t.trackingNumber].filter(Boolean).join(' ') || 'No tracking number']);
    if (t.note) facts.push(['Tracking record', t.note]);
  }
  if (evidence.creditMemo) facts.push(['Credit memo', `${evidence.creditMemo.memoNumber} (${formatCurrency(evidence.creditMemo.amount)})`]);
  if (evidence.note) facts.push(['Note', evidence.note]);
  return facts;
}

export function DeductionEvidence({
  deduction,
  onDownload,
}: {
  deduction: Pick<DeductionDetail, 'evidence' | 'files'>;
  onDownload: (storedName: string) => void;
}) {
  const facts = evidenceFacts(deduction.evidence);
  const files = deduction.files.filter((f) => f.disputeId === null);
  return (
    <Stack spacing={2}>
      {facts.length > 0 ? <RecordFacts facts={facts} /> : <Typography variant="body2">No facts were recorded.</Typography>}
      {files.length > 0 && <FileList files={files} onDownload={onDownload} />}
    </Stack>
  );
}

export function FileList({
  files,
  onDownload,
}: {
  files: readonly { storedName: string; fileName: string }[];
  onDownload: (storedName: string) => void;
}) {
  return (
    <List dense disablePadding aria-label="Files">
      {files.map((f) => (
        <ListItem key={f.storedName} disableGutters>
          <Button size="small" startIcon={<AttachFileIcon />} onClick={() => onDownload(f.storedName)} aria-label={`Download ${f.fileName}`}>
            {f.fileName || stripTimestampPrefix(f.storedName)}
          </Button>
        </ListItem>
      ))}
    </List>
  );
}
