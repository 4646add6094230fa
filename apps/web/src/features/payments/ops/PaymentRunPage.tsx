// /ops/payment-runs: a payment run for a date: Preview computes each supplier's remittance without writing, Post
// writes the run in one transaction; a date already posted is refused (409) and the refusal shown as it came.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type PaymentRunPreview } from '@portal/contracts';
import { notify } from '../../../components/feedback/notifications.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatCurrency, formatDate } from '../../../lib/format.ts';
import { previewRun, usePostRun, useRuns } from './api.ts';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

function PreviewTable({ preview }: { preview: PaymentRunPreview }) {
  return (
    <Table size="small" aria-label={`Preview of the run on ${preview.runDate}`}>
      <TableHead>
        <TableRow>
          <TableCell>Supplier</TableCell>
          <TableCell align="right">Lines</TableCell>
          <TableCell align="right">Gross</TableCell>
          <TableCell align="right">Deductions</TableCell>
          <TableCell align="right">Net</TableCell>
          <TableCell>Remittance</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {preview.suppliers.map((s) => (
          <TableRow key={s.supplierId}>
            <TableCell component="th" scope="row">
              {s.supplierName}
            </TableCell>
            <TableCell align="right">{s.lineCount}</TableCell>
            <TableCell align="right">{formatCurrency(s.gross)}</TableCell>
            <TableCell align="right">{formatCurrency(s.deductions)}</TableCell>
            <TableCell align="right">{formatCurrency(s.net)}</TableCell>
            <TableCell>{s.remittanceNumber ?? 'Paid in this run'}</TableCell>
          </TableRow>
        ))}
        {preview.held.map((h) => (
          <TableRow key={`held-${h.supplierId}`}>
            <TableCell component="th" scope="row">
              {h.supplierName}
            </TableCell>
            <TableCell colSpan={3} />
            <TableCell align="right">{formatCurrency(h.net)}</TableCell>
            <TableCell>Waits for the next run: its net is not above $0.00</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function PaymentRunPage() {
  useDocumentTitle('Payment runs');
  const [runDate, setRunDate] = useState('');
  const preview = useMutation({ mutationFn: previewRun });
  const post = usePostRun();
  const runs = useRuns();
  const shown = preview.data?.runDate === runDate ? preview.data : null;

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        Payment runs
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Stack
            component="form"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' } }}
            onSubmit={(event) => {
              event.preventDefault();
              post.reset();
              if (runDate) preview.mutate(runDate);
            }}
          >
            <TextField
              label="Run date"
              type="date"
              required
              value={runDate}
              onChange={(e) => setRunDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button type="submit" variant="outlined" loading={preview.isPending} disabled={!runDate}>
              Preview
            </Button>
            <Button
              variant="contained"
              disabled={!shown || post.isPending}
              loading={post.isPending}
              onClick={() =>
                post.mutate(runDate, {
                  onSuccess: (run) => notify('run-posted', `The run on ${formatDate(`${run.runDate}T12:00:00`)} was posted.`),
                })
              }
            >
              Post run
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {preview.isError && <Alert severity="error">{errorMessage(preview.error)}</Alert>}
      {post.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(post.error)}
        </Alert>
      )}
      {shown && (
        <Card variant="outlined" sx={{ overflowX: 'auto' }}>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Preview: {shown.supplierCount === 1 ? '1 supplier' : `${shown.supplierCount} suppliers`} paid, net {formatCurrency(shown.net)}
            </Typography>
            {shown.suppliers.length + shown.held.length === 0 ? (
              <Typography variant="body2">Nothing is due by this date.</Typography>
            ) : (
              <PreviewTable preview={shown} />
            )}
          </CardContent>
        </Card>
      )}
      <Card variant="outlined" sx={{ overflowX: 'auto' }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Posted runs
          </Typography>
          {runs.isError && <Alert severity="error">{errorMessage(runs.error)}</Alert>}
          {runs.data && runs.data.length === 0 && <Typography variant="body2">No run has been posted.</Typography>}
          {runs.data && runs.data.length > 0 && (
            <Table size="small" aria-label="Posted runs">
              <TableHead>
                <TableRow>
                  <TableCell>Run date</TableCell>
                  <TableCell align="right">Suppliers</TableCell>
                  <TableCell align="right">Gross</TableCell>
                  <TableCell align="right">Deductions</TableCell>
                  <TableCell align="right">Net</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {runs.data.map((run) => (
                  <TableRow key={run.paymentRunId}>
                    <TableCell component="th" scope="row">
                      {formatDate(`${run.runDate}T12:00:00`)}
                    </TableCell>
                    <TableCell align="right">{run.supplierCount}</TableCell>
                    <TableCell align="right">{formatCurrency(run.gross)}</TableCell>
                    <TableCell align="right">{formatCurrency(run.deductions)}</TableCell>
                    <TableCell align="right">{formatCurrency(run.net)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

export { PaymentRunPage as Component };
