import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SUCCESS_DIALOG_MS } from '@portal/contracts';
import { CancelOrderDialog } from './CancelOrderDialog.tsx';

const NOW = new Date(2026, 2, 10, 12, 0);
function chooseReason(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Reason/ }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: label }));
}
const restock = () => screen.getByLabelText(/Restock date/) as HTMLInputElement;

describe('CancelOrderDialog', () => {
  it('requires a reason', async () => {
    const cancel = vi.fn(async () => {});
    render(<CancelOrderDialog cancel={cancel} onClose={() => {}} onCancelled={() => {}} now={NOW} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Field is required')).toBeVisible();
    expect(cancel).not.toHaveBeenCalled();
  });

  it('requires a restock date after today for OutOfStockWithRestock, with tomorrow as the picker minimum', async () => {
    const cancel = vi.fn(async () => {});
    render(<CancelOrderDialog cancel={cancel} onClose={() => {}} onCancelled={() => {}} now={NOW} />);
    chooseReason('Out of stock, will be restocked');
    expect(restock().min).toBe('2026-03-11');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Field is required')).toBeVisible();
    fireEvent.change(restock(), { target: { value: '2026-03-10' } });
    expect(screen.getByText('Invalid date')).toBeVisible();
    expect(cancel).not.toHaveBeenCalled();
  });

  it('offers to return to the order when stock comes back within 3 days', () => {
    const onClose = vi.fn();
    render(<CancelOrderDialog cancel={async () => {}} onClose={onClose} onCancelled={() => {}} now={NOW} />);
    chooseReason('Out of stock, will be restocked');
    fireEvent.change(restock(), { target: { value: '2026-03-13' } });
    expect(screen.getByText('If stock is replenished within 3 days this order can still be shipped on time.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Return to order without cancelling' }));
    expect(onClose).toHaveBeenCalled();
    fireEvent.change(restock(), { target: { value: '2026-03-14' } });
    expect(screen.queryByText(/If stock is replenished/)).toBeNull();
  });

  it('clears the restock date when the reason changes', () => {
    render(<CancelOrderDialog cancel={async () => {}} onClose={() => {}} onCancelled={() => {}} now={NOW} />);
    chooseReason('Out of stock, will be restocked');
    fireEvent.change(restock(), { target: { value: '2026-03-20' } });
    chooseReason('Out of stock, discontinued');
    chooseReason('Out of stock, will be restocked');
    expect(restock().value).toBe('');
  });

  it('sends the reason and restock date, says the cancellation is being reviewed, then leaves', async () => {
    const cancel = vi.fn(async () => {});
    const onCancelled = vi.fn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<CancelOrderDialog cancel={cancel} onClose={() => {}} onCancelled={onCancelled} now={NOW} />);
    chooseReason('Out of stock, will be restocked');
    fireEvent.change(restock(), { target: { value: '2026-03-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order cancellation is being reviewed')).toBeVisible();
    expect(cancel).toHaveBeenCalledWith({ reason: 'OutOfStockWithRestock', restockDate: '2026-03-20' });
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_DIALOG_MS - 500));
    expect(onCancelled).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(onCancelled).toHaveBeenCalled();
  });
});
