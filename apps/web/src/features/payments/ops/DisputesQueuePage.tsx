// /ops/disputes: the suppliers' disputes of deductions, those waiting for a decision first (oldest first), then the
// decided ones with their answers (the newest page of the grid call). Accept reverses the
// deduction (paid back on the next remittance); Uphold keeps it, with a reason the supplier reads. A dispute decided
// meanwhile answers 409, shown as it came.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Button,
  Card,
  Chip,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  DEDUCTION_TYPE_LABELS,
  DISPUTE_DECISION_LABELS,
  DISPUTE_REASON_LABELS,
  stripTimestampPrefix,
  type DisputeQueueRow,
} from '@portal/contracts';
import { notify, notifyError } from '../../../components/feedback/notifications.tsx';
import { downloadDocument } from '../../../lib/documents.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { opsOrderPath } from '../../../lib/operator.ts';
import { capitalizeFirst, formatCurrency, formatDateTime } from '../../../lib/format.ts';
import { useDecideDispute, useDisputeQueue } from './api.ts';
import { UpholdDisputeDialog } from './UpholdDisputeDialog.tsx';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
const label = (d: DisputeQueueRow) => `dispute ${d.attempt} of ${d.deductionNumber}`;
const download = (storedName: string) =>
  downloadDocument(storedName, stripTimestampPrefix(storedName)).catch((error: unknown) =>
    notifyError('dispute-file', errorMessage(error)),
  );

export function DisputesQueuePage() {
  useDocumentTitle('Disputes');
  const queue = useDisputeQueue();
  const decide = useDecideDispute();
  const [upholding, setUpholding] = useState<DisputeQueueRow | null>(null);
  const accept = (d: DisputeQueueRow) =>
    decide
      .mutateAsync({ disputeId: d.disputeId, decision: 'Accepted', reason: null })
      .then(() =>
        notify('dispute-accepted', `The dispute of ${d.deductionNumber} was accepted: the deduction is paid back on the next remittance.`),
      )
      .catch((error: unknown) => notifyError('dispute-decision', errorMessage(error)));

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        Disputes
      </Typography>
      {queue.isError && <Alert severity="error">{errorMessage(queue.error)}</Alert>}
      {queue.data && queue.data.length === 0 && <Typography variant="body2">No dispute has been sent.</Typography>}
      {queue.data && queue.data.length > 0 && (
        <Card variant="outlined" sx={{ overflowX: 'auto' }}>
          <CardContent>
            <Table size="small" aria-label="Disputes">
              <TableHead sx={{ '& .MuiTableCell-root': { whiteSpace: 'nowrap' } }}>
                <TableRow>
                  <TableCell>Deduction</TableCell>
                  <TableCell>Supplier</TableCell>
                  <TableCell>PO number</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell>Dispute</TableCell>
                  <TableCell>Sent</TableCell>
                  <TableCell>Decision</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {queue.data.map((d) => (
                  <TableRow key={d.disputeId}>
                    <TableCell component="th" scope="row">
                      {d.deductionNumber}
                      <Typography variant="body2" color="text.secondary">
                        {capitalizeFirst(DEDUCTION_TYPE_LABELS[d.deductionType])}
                      </Typography>
                    </TableCell>
                    <TableCell>{d.supplierName}</TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={opsOrderPath(d)}>
                        {d.purchaseOrderNumber}
                      </Link>
                    </TableCell>
                    <TableCell align="right">{formatCurrency(d.amount)}</TableCell>
                    <TableCell sx={{ maxWidth: 360 }}>
                      <Typography variant="body2">
                        {d.attempt === 2 ? 'Second dispute: ' : ''}
                        {capitalizeFirst(DISPUTE_REASON_LABELS[d.reason])}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                        {d.comment}
                      </Typography>
                      {d.files.map((f) => (
                        <Link
                          key={f.fileId}
                          component="button"
                          type="button"
                          variant="body2"
                          onClick={() => void download(f.storedName)}
                          sx={{ display: 'block' }}
                        >
                          {f.fileName}
                        </Link>
                      ))}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(d.createdOn)}</TableCell>
                    <TableCell>
                      {d.decision ? (
                        <Stack spacing={0.5}>
                          <div>
                            <Chip
                              size="small"
                              variant="outlined"
                              color={d.decision === 'Accepted' ? 'success' : 'default'}
                              label={DISPUTE_DECISION_LABELS[d.decision]}
                            />
                          </div>
                          {d.decisionReason && <Typography variant="body2">{d.decisionReason}</Typography>}
                        </Stack>
                      ) : (
                        <Stack direction="row" spacing={1}>
                          <Button
                            size="small"
                            variant="contained"
                            disabled={decide.isPending}
                            onClick={() => void accept(d)}
                            aria-label={`Accept ${label(d)}`}
                          >
                            Accept
                          </Button>
                          <Button
                            size="small"
                            variant="outlined"
                            disabled={decide.isPending}
                            onClick={() => setUpholding(d)}
                            aria-label={`Uphold ${label(d)}`}
                          >
                            Uphold
                          </Button>
                        </Stack>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
      {upholding && (
        <UpholdDisputeDialog
          disputeLabel={label(upholding)}
          uphold={(reason) => decide.mutateAsync({ disputeId: upholding.disputeId, decision: 'Upheld', reason })}
          onDone={() => {
            notify('dispute-upheld', `The deduction ${upholding.deductionNumber} stands; the supplier reads your reason.`);
            setUpholding(null);
          }}
          onClose={() => setUpholding(null)}
        />
      )}
    </Stack>
  );
}

export { DisputesQueuePage as Component };
