// A deduction's disputes, first to last: the supplier's reason, comment and files, then the marketplace's answer.
import { Box, Divider, Stack, Typography } from '@mui/material';
import { DISPUTE_REASON_LABELS, type DeductionDetail } from '@portal/contracts';
import { formatDateTime } from '../../../lib/format.ts';
import { FileList } from './DeductionEvidence.tsx';

type Dispute = DeductionDetail['disputes'][number];

function decisionText(d: Dispute) {
  if (!d.decision) return 'Waiting for the marketplace\u2019s answer';
  const when = d.decidedOn ? ` on ${formatDateTime(d.decidedOn)}` : '';
  return d.decision === 'Accepted'
    ? `Accepted${when}: the deduction is reversed on the next remittance.`
    : `Upheld${when}: ${d.decisionReason ?? ''}`;
}

export function DisputeHistory<F extends DeductionDetail['files'][number]>({
  disputes,
  files,
  onDownload,
}: {
  disputes: DeductionDetail['disputes'];
  files: readonly F[];
  onDownload: (file: F) => void;
}) {
  if (disputes.length === 0) return <Typography variant="body2">This deduction has not been disputed.</Typography>;
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      {disputes.map((d) => (
        <Box key={d.disputeId} component="section" aria-label={`Dispute ${d.attempt}`}>
          <Typography variant="subtitle2">
            Dispute {d.attempt} of 2, sent {formatDateTime(d.createdOn)}: {DISPUTE_REASON_LABELS[d.reason]}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {d.comment}
          </Typography>
          <FileList files={files.filter((f) => f.disputeId === d.disputeId)} onDownload={onDownload} />
          <Typography variant="body2" color={d.decision === 'Upheld' ? 'text.secondary' : undefined}>
            {decisionText(d)}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
