import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { anItem } from '../order-detail.fixtures.tsx';
import { PriceChangeDialog, priceChangeErrors } from './PriceChangeDialog.tsx';

const items = [anItem(), anItem({ id: 12, productName: 'Table', pricePerUnit: '80.00' })];

describe('PriceChangeDialog', () => {
  it('validates each new price with the contracts rules', () => {
    expect(priceChangeErrors(items, { 11: '12.345' })[11]).toBe('Invalid price format');
    expect(priceChangeErrors(items, { 11: 'abc' })[11]).toBe('Invalid price format');
    expect(priceChangeErrors(items, { 11: '-1' })[11]).toBe('Minimum is 0');
    expect(priceChangeErrors(items, { 11: '45.5', 12: '' })).toEqual({});
    expect(priceChangeErrors([anItem({ pricePerUnit: '' as string })], {})[11]).toBe('Price is not defined');
  });

  it('shows the current price with a 56 px image and refuses a bad price', async () => {
    const submit = vi.fn(async () => {});
    render(<PriceChangeDialog items={items} status={null} submit={submit} onClose={() => {}} />);
    expect(screen.getByLabelText('Current price of Oak chair').textContent).toBe('$50.00');
    fireEvent.change(screen.getByRole('textbox', { name: 'New price of Oak chair' }), { target: { value: '1.234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request price change' }));
    expect(await screen.findByText('Invalid price format')).toBeVisible();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends every item with null for an unchanged price and says it is being reviewed', async () => {
    const submit = vi.fn(async () => {});
    render(<PriceChangeDialog items={items} status="Pending" submit={submit} onClose={() => {}} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'New price of Table' }), { target: { value: '75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request price change' }));
    expect(await screen.findByText('Price change request is being reviewed')).toBeVisible();
    expect(submit).toHaveBeenCalledWith([
      { orderItemId: 11, newPrice: null },
      { orderItemId: 12, newPrice: '75' },
    ]);
  });

  it('says the request was approved when the refreshed order says so', async () => {
    render(<PriceChangeDialog items={items} status="Approved" submit={async () => {}} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Request price change' }));
    expect(await screen.findByText('Price change request has been approved')).toBeVisible();
  });
});
