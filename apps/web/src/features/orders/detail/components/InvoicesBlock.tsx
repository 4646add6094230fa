// The Invoices block: accepted invoices, then those in review with an 'Invoice review' chip (spec 2.2).
import type { ReactNode } from 'react';
import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { SupplierInvoice } from '@portal/contracts';
import { EMPTY_VALUE, formatCurrency, formatDate } from '../../../../lib/format.ts';
import { Section } from './Section.tsx';

/** Quantity when a positive number, else the type text, else '--'. */
export function invoiceQuantityText(invoice: Pick<SupplierInvoice, 'quantity' | 'types'>): string {
  if (typeof invoice.quantity === 'number' && invoice.quantity > 0) return String(invoice.quantity);
  return invoice.types?.trim() || EMPTY_VALUE;
}

export function InvoicesBlock({
  invoices,
  inReview,
  action,
}: {
  invoices: SupplierInvoice[];
  inReview: SupplierInvoice[];
  action: ReactNode;
}) {
  const rows = [...invoices.map((i) => ({ ...i, review: false })), ...inReview.map((i) => ({ ...i, review: true }))];
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
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.review ? 'r' : 'a'}-${row.id}`}>
                <TableCell>
                  {row.invoiceNumber}
                  {row.review && <Chip size="small" variant="outlined" color="error" label="Invoice review" sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell>{row.invoiceDate ? formatDate(`${row.invoiceDate}T00:00:00`) : EMPTY_VALUE}</TableCell>
                <TableCell>{formatDate(row.invoiceCreationDate)}</TableCell>
                <TableCell>{invoiceQuantityText(row)}</TableCell>
                <TableCell align="right">{formatCurrency(row.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Section>
  );
}
