// Open invoices by age (current, then days past due in four buckets), with how many and how much.
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { AGING_BUCKET_LABELS, type PaymentsOverview } from '@portal/contracts';
import { formatCurrency } from '../../../lib/format.ts';

export function AgingTable({ buckets }: { buckets: PaymentsOverview['agingBuckets'] }) {
  return (
    <Table size="small" aria-label="Open invoices by age">
      <TableHead>
        <TableRow>
          <TableCell>Age</TableCell>
          <TableCell align="right">Invoices</TableCell>
          <TableCell align="right">Amount</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {buckets.map((b) => (
          <TableRow key={b.bucket}>
            <TableCell component="th" scope="row">
              {AGING_BUCKET_LABELS[b.bucket]}
            </TableCell>
            <TableCell align="right">{b.count}</TableCell>
            <TableCell align="right">{formatCurrency(b.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
