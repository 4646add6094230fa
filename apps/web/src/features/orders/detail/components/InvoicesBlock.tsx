// The Invoices block: accepted invoices, then those in review with an 'Invoice review' chip (spec 2.2).
import type { ReactNode } from 'react';
import { Chip, Typography, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { invoiceTypesLabel, type SupplierInvoice } from '@portal/contracts';
import { EMPTY_VALUE, formatCurrency, formatDate } from '../../../../lib/format.ts';
import { Section } from './Section.tsx';

/** Quantity when a positive number, else the type in the spec's words ("Additional invoice"), else '--'. */
export function invoiceQuantityText(invoice: Pick<SupplierInvoice, 'quantity' | 'types'>): string {
  if (typeof invoice.quantity === 'number' && invoice.quantity > 0) return String(invoice.quantity);
  return invoiceTypesLabel(invoice.types ?? '') || EMPTY_VALUE;
}

export function InvoicesBlock({
  invoices,
  inReview,
  rejected = [],
  action,
  rowAction,
}: {
  invoices: SupplierInvoice[];
  inReview: SupplierInvoice[];
  /** Additional invoices the marketplace rejected: a 'Rejected' chip and the marketplace's note. */
  rejected?: SupplierInvoice[];
  action: ReactNode;
  /** A control per invoice (Open a case about it), in a column of its own. */
  rowAction?: (invoice: SupplierInvoice) => ReactNode;
}) {
  const rows = [
    ...invoices.map((i) => ({ ...i, review: false, rejected: false })),
    ...inReview.map((i) => ({ ...i, review: true, rejected: false })),
    ...rejected.map((i) => ({ ...i, review: false, rejected: true })),
  ];
  if (rows.length === 0) return null;
  return (
    <Section title="Invoices" action={action}>
      <TableContainer>
        <Table size="small" aria-label="Invoices">
          <TableHead>
            <TableRow>
              <TableCell>Invoice number</TableCell>
              <TableCell>Invoice date</TableCell>
              <TableCell>Invoice creation date</TableCell>
              <TableCell>Quantity / Type</TableCell>
              <TableCell align="right">Total</TableCell>
              {rowAction && <TableCell>Case</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.review ? 'r' : row.rejected ? 'x' : 'a'}-${row.id}`}>
                <TableCell>
                  {row.invoiceNumber}
                  {row.review && <Chip size="small" variant="outlined" color="error" label="Invoice review" sx={{ ml: 1 }} />}
                  {row.rejected && <Chip size="small" color="error" label="Rejected" sx={{ ml: 1 }} />}
                  {row.rejected && row.reviewNote && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      Marketplace note: {row.reviewNote}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{row.invoiceDate ? formatDate(`${row.invoiceDate}T00:00:00`) : EMPTY_VALUE}</TableCell>
                <TableCell>{formatDate(row.invoiceCreationDate)}</TableCell>
                <TableCell>{invoiceQuantityText(row)}</TableCell>
                <TableCell align="right">{formatCurrency(row.total)}</TableCell>
                {rowAction && <TableCell>{rowAction(row)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Section>
  );
}
