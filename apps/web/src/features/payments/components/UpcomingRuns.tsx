// The overview's coming payment runs (docs/decisions/payments.md, "Payment calendar"): the next run days of the
// marketplace's calendar, what each pays (the next one's amount as its preview computes it) and its invoices, linked
// to the invoices grid; and how the calendar works, in the contracts' sentences.
import { Box, Card, CardContent, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { PaymentsOverview, UpcomingRun } from '@portal/contracts';
import { formatDayOrInstant } from '../../../components/data-grid/value-columns.tsx';
import { formatCurrency } from '../../../lib/format.ts';
import { invoiceSearchPath } from '../payments-links.ts';

const invoicesText = (n: number) => (n === 1 ? '1 invoice' : `${n} invoices`);

/** What a run pays, in words: the next payment's amount, or the invoices due in it. */
export function runSummary(run: UpcomingRun): string {
  if (run.invoiceCount === 0 && run.expectedAmount === null) return 'Nothing of yours is due by this run.';
  const due = `${invoicesText(run.invoiceCount)} due, ${formatCurrency(run.invoicesTotal)}`;
  return run.expectedAmount === null ? `${due} before deductions` : `Pays you ${formatCurrency(run.expectedAmount)} (${due})`;
}

function RunInvoices({ run }: { run: UpcomingRun }) {
  const date = formatDayOrInstant(run.runDate);
  if (run.invoices.length === 0) return null;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`Invoices paid on ${date}`}>
        <TableHead>
          <TableRow>
            <TableCell>Invoice</TableCell>
            <TableCell>PO number</TableCell>
            <TableCell>Due</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {run.invoices.map((i) => (
            <TableRow key={i.invoiceId}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link component={RouterLink} to={invoiceSearchPath(i.invoiceNumber)}>
                  {i.invoiceNumber}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link component={RouterLink} to={`/orders/${i.orderId}`}>
                  {i.purchaseOrderNumber}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDayOrInstant(i.dueDate)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatCurrency(i.total)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {run.invoiceCount > run.invoices.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The first {run.invoices.length} of {run.invoiceCount} invoices by due date.{' '}
          <Link component={RouterLink} to="/payments/invoices">
            All invoices
          </Link>
        </Typography>
      )}
    </Box>
  );
}

export function UpcomingRuns({ runs, calendar }: { runs: UpcomingRun[]; calendar: PaymentsOverview['calendar'] }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="coming-runs-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2" id="coming-runs-title">
            Coming payment runs
          </Typography>
          <Stack spacing={0.5}>
            {calendar.explanation.map((sentence) => (
              <Typography key={sentence} variant="body2" color="text.secondary">
                {sentence}
              </Typography>
            ))}
          </Stack>
          {runs.map((run) => (
            <Stack key={run.runDate} spacing={1} component="section" aria-label={`Payment run on ${formatDayOrInstant(run.runDate)}`}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {formatDayOrInstant(run.runDate)}
              </Typography>
              <Typography variant="body2">{runSummary(run)}</Typography>
              <RunInvoices run={run} />
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
