// A remittance's lines (docs/decisions/payments.md): the invoice or deduction, the PO number opening its order, the
// gross, each deduction held back, the net; the totals row is the contracts' remittanceTotals of the same lines, so
// what the page adds up is what the run, the PDF and the spreadsheet add up.
import { Link, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { DEDUCTION_TYPE_LABELS, REMITTANCE_LINE_KIND_LABELS, remittanceTotals, type RemittanceLine } from '@portal/contracts';
import { EMPTY_VALUE, formatCurrency } from '../../../lib/format.ts';

function lineLabel(line: RemittanceLine) {
  if (line.kind === 'Invoice') return `Invoice ${line.invoiceNumber ?? ''}`.trim();
  return `${REMITTANCE_LINE_KIND_LABELS[line.kind]} ${line.deductionNumber ?? line.creditMemoNumber ?? ''}`.trim();
}

export function RemittanceLinesTable({ lines }: { lines: readonly RemittanceLine[] }) {
  const totals = remittanceTotals(lines);
  return (
    <Table size="small" aria-label="Remittance lines">
      <TableHead>
        <TableRow>
          <TableCell>Line</TableCell>
          <TableCell>PO number</TableCell>
          <TableCell align="right">Gross</TableCell>
          <TableCell>Deductions</TableCell>
          <TableCell align="right">Net</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.lineId}>
            <TableCell component="th" scope="row">
              {lineLabel(line)}
            </TableCell>
            <TableCell>
              {line.orderId && line.purchaseOrderNumber ? (
                <Link component={RouterLink} to={`/orders/${line.orderId}`}>
                  {line.purchaseOrderNumber}
                </Link>
              ) : (
                (line.purchaseOrderNumber ?? EMPTY_VALUE)
              )}
            </TableCell>
            <TableCell align="right">{formatCurrency(line.gross)}</TableCell>
            <TableCell>
              {line.lineDeductions.length === 0
                ? EMPTY_VALUE
                : line.lineDeductions.map((d) => (
                    <Typography key={d.deductionId} variant="body2">
                      <Link component={RouterLink} to={`/payments/deductions/${d.deductionId}`}>
                        {d.deductionNumber}
                      </Link>{' '}
                      {DEDUCTION_TYPE_LABELS[d.type]}: -{formatCurrency(d.amount)}
                    </Typography>
                  ))}
            </TableCell>
            <TableCell align="right">{formatCurrency(line.net)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell component="th" scope="row" colSpan={2}>
            Total
          </TableCell>
          <TableCell align="right">{formatCurrency(totals.gross)}</TableCell>
          <TableCell>-{formatCurrency(totals.deductions)}</TableCell>
          <TableCell align="right">{formatCurrency(totals.net)}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
