// The Invoices block's Quantity / Type column: the quantity, else the type in the spec's words, never its code name.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { SupplierInvoice } from '@portal/contracts';
import { InvoicesBlock, invoiceQuantityText } from './InvoicesBlock.tsx';

const invoice = (over: Partial<SupplierInvoice>): SupplierInvoice =>
  ({
    id: 1,
    invoiceNumber: 'INV-1',
    invoiceDate: '2026-03-10',
    invoiceCreationDate: '2026-03-10T15:00:00Z',
    quantity: 2,
    total: '10.00',
    types: 'Invoice',
    ...over,
  }) as SupplierInvoice;

describe('InvoicesBlock', () => {
  it('shows the quantity, else the type in words, else --', () => {
    expect(invoiceQuantityText({ quantity: 3, types: 'Invoice' })).toBe('3');
    expect(invoiceQuantityText({ quantity: 0, types: 'AdditionalInvoice' })).toBe('Additional invoice');
    expect(invoiceQuantityText({ quantity: null, types: 'Invoice' } as never)).toBe('Invoice');
    expect(invoiceQuantityText({ quantity: 0, types: '' })).toBe('--');
  });

  it('reads "Additional invoice" for an additional invoice in review, never the code AdditionalInvoice', () => {
    render(
      <InvoicesBlock
        invoices={[invoice({})]}
        inReview={[invoice({ id: 2, invoiceNumber: 'INV-1-A', quantity: 0, types: 'AdditionalInvoice', total: '15.00' })]}
        action={null}
      />,
    );
    const table = screen.getByRole('table', { name: 'Invoices' });
    const row = within(table).getByRole('row', { name: /INV-1-A/ });
    expect(row).toHaveTextContent('Additional invoice');
    expect(table).not.toHaveTextContent('AdditionalInvoice');
  });
});
