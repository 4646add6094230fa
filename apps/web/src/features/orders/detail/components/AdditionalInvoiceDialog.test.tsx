import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { format } from 'date-fns';
import { AdditionalInvoiceDialog } from './AdditionalInvoiceDialog.tsx';

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const order = { createdOn: '2026-01-10T15:00:00' };

describe('AdditionalInvoiceDialog', () => {
  it('requires a total above zero, on the discount field', async () => {
    const submit = vi.fn(async () => {});
    render(<AdditionalInvoiceDialog order={order} submit={submit} onSubmitted={() => {}} onClose={() => {}} />);
    fireEvent.change(box('Invoice number'), { target: { value: 'INV-2' } });
    fireEvent.change(screen.getByLabelText(/Invoice date/), { target: { value: format(new Date(), 'yyyy-MM-dd') } });
    fireEvent.click(screen.getByRole('button', { name: 'Add additional invoice' }));
    expect(await screen.findByText('A total of the invoice cannot be zero or negative')).toBeVisible();
    expect(submit).not.toHaveBeenCalled();
  });

  it('refuses a date before the order was created and sends a good invoice with its running total', async () => {
    const submit = vi.fn(async () => {});
    const onSubmitted = vi.fn();
    render(<AdditionalInvoiceDialog order={order} submit={submit} onSubmitted={onSubmitted} onClose={() => {}} />);
    fireEvent.change(box('Invoice number'), { target: { value: 'INV-2' } });
    fireEvent.change(screen.getByLabelText(/Invoice date/), { target: { value: '2026-01-09' } });
    fireEvent.change(box('Shipping'), { target: { value: '10' } });
    fireEvent.change(box('Handling fee'), { target: { value: '2' } });
    fireEvent.change(box('Discount'), { target: { value: '1.5' } });
    fireEvent.change(box('Tax'), { target: { value: '0.25' } });
    expect(screen.getByTestId('additional-invoice-total').textContent).toBe('$10.75');
    fireEvent.click(screen.getByRole('button', { name: 'Add additional invoice' }));
    expect(await screen.findByText('Invoice date cannot be before the order creation date')).toBeVisible();
    fireEvent.change(screen.getByLabelText(/Invoice date/), { target: { value: '2026-01-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add additional invoice' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(submit).toHaveBeenCalledWith({
      invoiceNumber: 'INV-2',
      invoiceDate: '2026-01-10',
      shippingCost: '10',
      handlingFee: '2',
      discount: '1.5',
      tax: '0.25',
    });
  });
});
