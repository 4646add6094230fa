import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addCalendarDays, localDay, nextBusinessDay } from '@portal/contracts';
import { jsonResponse, mockApi } from '../../../../test/render-app.tsx';
import { aFacility, renderWithQuery } from '../order-detail.fixtures.tsx';
import { LtlShipmentDialog } from './LtlShipmentDialog.tsx';

const facility = aFacility({
  id: 3,
  name: 'Freight',
  code: 'F1',
  city: 'Dallas',
  zipCode: '75001',
  earliestPickup: '09:00:00',
  latestPickup: '15:00:00',
  isPrimaryLocation: false,
  isPrimaryLocationLtl: true,
  firstForLTL: true,
});
const pkg = { packageType: 'Pallet', width: 40, height: 40, depth: 48, weight: 300, quantity: 2, freightClass: '70' };
const details = (promised: string | null) => ({
  promisedShippingDate: promised,
  items: [
    { orderItemId: 11, sku: 'CH-1', productId: 101, productName: 'Oak chair', imageUrl: null, packages: [pkg] },
    { orderItemId: 12, sku: 'T-1', productId: 102, productName: 'Table', imageUrl: null, packages: [{ ...pkg, quantity: 1 }] },
  ],
});

describe('LtlShipmentDialog', () => {
  it('defaults to the next business day, caps at the promised date and shows the read-only freight class', async () => {
    const promised = addCalendarDays(localDay(), 10);
    mockApi({
      'GET /api/suppliers/facilities': () => jsonResponse(200, [facility]),
      'GET /api/orders/ltl-shipments/5/packages': () => jsonResponse(200, details(promised)),
    });
    renderWithQuery(<LtlShipmentDialog orderId={5} submit={vi.fn()} onRequested={() => {}} onClose={() => {}} />);
    const date = (await screen.findByLabelText(/Shipping date/)) as HTMLInputElement;
    expect(date.value).toBe(nextBusinessDay(localDay()));
    expect(date.min).toBe(addCalendarDays(localDay(), 1));
    expect(date.max).toBe(promised);
    expect(screen.getByRole('combobox', { name: 'Earliest pickup' }).textContent).toBe('9:00 AM');
    expect(screen.getByRole('combobox', { name: 'Latest pickup' }).textContent).toBe('3:00 PM');
    expect((screen.getAllByRole('textbox', { name: 'Freight class' })[0] as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText('Total packages: 3')).toBeVisible();
  });

  it('needs a package per item, lets a removed item come back, and sends the promised date', async () => {
    const promised = addCalendarDays(localDay(), 10);
    mockApi({
      'GET /api/suppliers/facilities': () => jsonResponse(200, [facility]),
      'GET /api/orders/ltl-shipments/5/packages': () => jsonResponse(200, details(promised)),
    });
    const submit = vi.fn(async () => {});
    const onRequested = vi.fn();
    renderWithQuery(<LtlShipmentDialog orderId={5} submit={submit} onRequested={onRequested} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove package 1 of CH-1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Request LTL shipment' }));
    expect(await screen.findByText('At least one package is required')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Oak chair' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Add item' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Oak chair (CH-1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Request LTL shipment' }));
    await waitFor(() => expect(onRequested).toHaveBeenCalled());
    const body = (submit.mock.calls[0] as unknown[])[0] as {
      shippingDate: string;
      supplierFacilityId: number;
      items: { sku: string }[];
      earliestPickup: string;
    };
    expect(body.shippingDate).toBe(promised);
    expect(body.supplierFacilityId).toBe(3);
    expect(body.earliestPickup).toBe('09:00');
    expect(body.items.map((i) => i.sku)).toEqual(['T-1', 'CH-1']);
  });
});
