// A remittance's lines (docs/decisions/payments.md): the invoice, deduction, reversal or credit memo, the PO number
// opening its order, the gross, what was held back, the net; the totals row is the contracts' remittanceTotals of the same lines, so
// what the page adds up is what the run, the PDF and the spreadsheet add up.
import { Link, Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { DEDUCTION_TYPE_LABELS, REMITTANCE_LINE_KIND_LABELS, remittanceTotals, type RemittanceLineRow } from '@portal/contracts';
import { EMPTY_VALUE, formatCurrency } from '../../../lib/format.ts';

function LineLabel({ line }: { line: RemittanceLineRow }) {
  if (line.kind === 'Invoice') return <>{`Invoice ${line.invoiceNumber ?? ''}`.trim()}</>;
  if (line.kind === 'CreditMemo') return <>{`Credit memo ${line.creditMemoNumber ?? ''}`.trim()}</>;
  return (
    <>
      {REMITTANCE_LINE_KIND_LABELS[line.kind]}{' '}
      {line.deductionId && (
        <Link component={RouterLink} to={`/payments/deductions/${line.deductionId}`}>
          {line.deductionNumber}
        </Link>
      )}
      {line.deductionType && ` (${DEDUCTION_TYPE_LABELS[line.deductionType]})`}
    </>
  );
}

/** Held back: shown as a subtraction, "--" when nothing was. */
const deductionText = (amount: string) => (Number(amount) === 0 ? EMPTY_VALUE : `-${formatCurrency(amount)}`);

export function RemittanceLinesTable({ lines }: { lines: readonly RemittanceLineRow[] }) {
  const totals = remittanceTotals(lines);
  return (
    <Table size="small" aria-label="Remittance lines">
      <TableHead>
        <TableRow>
          <TableCell>Line</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>PO number</TableCell>
          <TableCell align="right">Gross</TableCell>
          <TableCell align="right">Deductions</TableCell>
          <TableCell align="right">Net</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.lineId}>
            <TableCell component="th" scope="row">
              <LineLabel line={line} />
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
            <TableCell align="right">{deductionText(line.deductions)}</TableCell>
            <TableCell align="right">{formatCurrency(line.net)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter sx={{ '& .MuiTableCell-root': { color: 'text.primary', fontSize: 'body2.fontSize', fontWeight: 600 } }}>
        <TableRow>
          <TableCell component="th" scope="row" colSpan={2}>
            Total
          </TableCell>
          <TableCell align="right">{formatCurrency(totals.gross)}</TableCell>
          <TableCell align="right">{deductionText(totals.deductions)}</TableCell>
          <TableCell align="right">{formatCurrency(totals.net)}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
