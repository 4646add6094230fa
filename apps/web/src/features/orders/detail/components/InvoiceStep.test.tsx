import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { format, addDays } from 'date-fns';
import { acmeAgreements, anItem, anOrder } from '../order-detail.fixtures.tsx';
import { ALLOWANCE_DEBOUNCE_MS, InvoiceStep, type InvoiceStepProps } from './InvoiceStep.tsx';

const amount = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const noAllowance = async () => ({ amount: '0.00', agreements: [] });

function renderStep(over: Partial<InvoiceStepProps> = {}) {
  const props: InvoiceStepProps = {
    order: anOrder({ purchaseOrderStatus: 'Invoicing', createdOn: '2026-01-10T15:00:00' }),
    items: [anItem({ quantity: 2, pricePerUnit: '50.00' })],
    save: vi.fn(async () => 1),
    calculateAllowance: vi.fn(noAllowance),
    onBusy: () => {},
    onSaved: vi.fn(),
    ...over,
  };
  render(<InvoiceStep {...props} />);
  return props;
}

describe('InvoiceStep', () => {
  it('runs the total as items + tax + handling + shipping − discount − allowance', async () => {
    renderStep();
    // items 100.00 + the marketplace's handling fee 5.00
    expect(screen.getByTestId('invoice-total').textContent).toBe('$105.00');
    fireEvent.change(amount('Tax'), { target: { value: '8.25' } });
    fireEvent.change(amount('Shipping'), { target: { value: '10' } });
    fireEvent.change(amount('Discount'), { target: { value: 'abc' } });
    expect(screen.getByTestId('invoice-total').textContent).toBe('$123.25');
  });

  it("says the total can't be negative on the discount field and does not send", async () => {
    const props = renderStep();
    fireEvent.change(amount('Invoice number'), { target: { value: 'INV-9' } });
    fireEvent.change(amount('Discount'), { target: { value: '200' } });
    expect(screen.getByText("A total of the order can't be negative")).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Complete order' }));
    // let the submit's validation run to its end
    await act(async () => {});
    expect(props.save).not.toHaveBeenCalled();
    expect(screen.getByText("A total of the order can't be negative")).toBeVisible();
  });

  it('shows the handling fee only when editable and sends it only then', async () => {
    const props = renderStep({ order: anOrder({ purchaseOrderStatus: 'Invoicing', canEditHandlingFee: false }) });
    expect(screen.queryByRole('textbox', { name: 'Handling fee' })).toBeNull();
    fireEvent.change(amount('Invoice number'), { target: { value: 'INV-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete order' }));
    await waitFor(() => expect(props.save).toHaveBeenCalled());
    expect(props.save).toHaveBeenCalledWith(expect.not.objectContaining({ handlingFee: expect.anything() }));
    expect(props.onSaved).toHaveBeenCalled();
  });

  it('sends the handling fee when the supplier may edit it', async () => {
    const props = renderStep({ order: anOrder({ purchaseOrderStatus: 'Invoicing', canEditHandlingFee: true }) });
    fireEvent.change(amount('Handling fee'), { target: { value: '7.5' } });
    fireEvent.change(amount('Invoice number'), { target: { value: 'INV-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete order' }));
    await waitFor(() => expect(props.save).toHaveBeenCalledWith(expect.objectContaining({ handlingFee: '7.5', invoiceNumber: 'INV-9' })));
  });

  it('locks shipping to the fixed costs when every item has one', () => {
    renderStep({ items: [anItem({ fixedShippingCost: '4.00', quantity: 2 }), anItem({ id: 12, fixedShippingCost: '1.50', quantity: 1 })] });
    expect(amount('Shipping').value).toBe('9.50');
    expect(amount('Shipping').disabled).toBe(true);
  });

  it('asks for the allowance 500 ms after a valid date and skips future dates', async () => {
    vi.useFakeTimers();
    const calculateAllowance = vi.fn(async () => ({ amount: '3.00', agreements: [] }));
    renderStep({ calculateAllowance });
    await act(() => vi.advanceTimersByTimeAsync(ALLOWANCE_DEBOUNCE_MS - 1));
    expect(calculateAllowance).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calculateAllowance).toHaveBeenCalledTimes(1);
    expect(calculateAllowance).toHaveBeenCalledWith({ date: format(new Date(), 'yyyy-MM-dd'), amount: '100.00' });
    expect(screen.getByTestId('invoice-total')).toHaveTextContent(/^\$102\.00$/);
    fireEvent.change(screen.getByLabelText(/Invoice date/), { target: { value: format(addDays(new Date(), 2), 'yyyy-MM-dd') } });
    await act(() => vi.advanceTimersByTimeAsync(ALLOWANCE_DEBOUNCE_MS * 2));
    expect(calculateAllowance).toHaveBeenCalledTimes(1);
  });

  it('refuses an invoice date before the order creation date', async () => {
    const props = renderStep();
    fireEvent.change(amount('Invoice number'), { target: { value: 'INV-9' } });
    fireEvent.change(screen.getByLabelText(/Invoice date/), { target: { value: '2026-01-09' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete order' }));
    expect(await screen.findByText('Invoice date cannot be before the order creation date')).toBeVisible();
    expect(props.save).not.toHaveBeenCalled();
  });

  it('shows every line that makes the total, Allowance included, and the lines add up to it (PO-1000448)', async () => {
    vi.useFakeTimers();
    const agreements = acmeAgreements();
    const calculateAllowance = vi.fn(async () => ({ amount: '3.99', agreements }));
    renderStep({
      order: anOrder({ purchaseOrderStatus: 'Invoicing', calculatedHandlingFee: '2.50', calculatedAllowance: '3.99', agreements }),
      items: [anItem({ quantity: 1, pricePerUnit: '199.00' })],
      calculateAllowance,
    });
    await act(() => vi.advanceTimersByTimeAsync(ALLOWANCE_DEBOUNCE_MS));
    expect(calculateAllowance).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    const summary = screen.getByLabelText('Invoice total');
    const rows = ['Items total', 'Shipping', 'Handling fee', 'Tax', 'Discount', 'Allowance'].map(
      (label) => within(summary).getByText(label).parentElement!.parentElement!.lastElementChild!.textContent!,
    );
    expect(rows).toEqual(['$199.00', '$0.00', '$2.50', '$0.00', '−$0.00', '−$3.99']);
    const total = screen.getByTestId('invoice-total').textContent!;
    expect(total).toBe('$197.51');
    const cents = (text: string) => (text.startsWith('−') ? -1 : 1) * Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
    expect(rows.reduce((sum, text) => sum + cents(text), 0)).toBe(cents(total));
  });
});
