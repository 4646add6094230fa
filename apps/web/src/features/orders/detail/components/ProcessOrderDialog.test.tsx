import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockApi } from '../../../../test/render-app.tsx';
import { anItem, anOrder, renderWithQuery } from '../order-detail.fixtures.tsx';
import { LTL_NOTICE, LTL_NOTICE_MS, ProcessOrderDialog } from './ProcessOrderDialog.tsx';

const field = (name: RegExp | string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('ProcessOrderDialog', () => {
  it('starts at the step of the status', async () => {
    mockApi({ 'GET /api/orders/5/order-items/11/carriers': () => jsonResponse(200, [{ value: 1, label: 'FedEx' }]) });
    const first = renderWithQuery(
      <ProcessOrderDialog order={anOrder({ purchaseOrderStatus: 'AwaitingShipment' })} items={[anItem()]} onClose={() => {}} />,
    );
    expect(await screen.findByRole('button', { name: 'Continue to invoice' })).toBeVisible();
    first.unmount();
    renderWithQuery(<ProcessOrderDialog order={anOrder({ purchaseOrderStatus: 'Invoicing' })} items={[anItem()]} onClose={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Complete order' })).toBeVisible();
  });

  it('enables Save and exit only once the supplier order number changed, and fills the Bison PO number', async () => {
    mockApi({});
    renderWithQuery(<ProcessOrderDialog order={anOrder()} items={[anItem()]} onClose={() => {}} />);
    expect(button('Save and exit').disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use Bison PO number' }));
    expect(field(/Supplier order number/).value).toBe('PO-1000005');
    expect(field(/Supplier order number/).disabled).toBe(true);
    expect(button('Save and exit').disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use Bison PO number' }));
    expect(field(/Supplier order number/).value).toBe('');
  });

  it('refuses a supplier order number outside the rule and saves a good one, then moves to shipping', async () => {
    const api = mockApi({
      'PUT /api/orders/5/details': () => jsonResponse(204),
      'GET /api/orders/5/order-items/11/carriers': () => jsonResponse(200, [{ value: 1, label: 'FedEx' }]),
    });
    renderWithQuery(<ProcessOrderDialog order={anOrder()} items={[anItem()]} onClose={() => {}} />);
    fireEvent.change(field(/Supplier order number/), { target: { value: 'bad number!' } });
    fireEvent.click(button('Continue to shipping'));
    expect(await screen.findByText('Invalid format')).toBeVisible();
    fireEvent.change(field(/Supplier order number/), { target: { value: 'SO-77' } });
    fireEvent.click(button('Continue to shipping'));
    expect(await screen.findByRole('button', { name: 'Continue to invoice' })).toBeVisible();
    const put = api.mock.calls.find(([url, init]) => url === '/api/orders/5/details' && init?.method === 'PUT');
    expect(JSON.parse(String(put![1]!.body))).toEqual({ supplierOrderNumber: 'SO-77' });
  });

  it('shows the LTL notice after confirming an LTL order and closes after 4 s', async () => {
    mockApi({ 'PUT /api/orders/5/details': () => jsonResponse(204) });
    const onClose = vi.fn();
    // the clock runs on its own (the call and the screen need it) and is moved on past the notice's 4 s
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithQuery(
      <ProcessOrderDialog
        order={anOrder({ shippingMethod: ['BisonLtl'], supplierOrderNumber: 'SO-1' })}
        items={[anItem()]}
        onClose={onClose}
      />,
    );
    fireEvent.click(button('Continue to shipping'));
    expect(await screen.findByText(LTL_NOTICE)).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(LTL_NOTICE_MS - 500));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for a carrier name with Other and a valid tracking number per item', async () => {
    const api = mockApi({
      'GET /api/orders/5/order-items/11/carriers': () =>
        jsonResponse(200, [
          { value: 4, label: 'Other' },
          { value: 1, label: 'FedEx' },
        ]),
      'PUT /api/orders/5/shipments': () => jsonResponse(204),
    });
    renderWithQuery(
      <ProcessOrderDialog order={anOrder({ purchaseOrderStatus: 'AwaitingShipment' })} items={[anItem()]} onClose={() => {}} />,
    );
    // several carriers for one item: the select is enabled and Other sorts last
    const carrier = await screen.findByRole('combobox', { name: /Carrier/ });
    fireEvent.mouseDown(carrier);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['FedEx', 'Other']);
    fireEvent.click(options[1]!);
    fireEvent.change(field(/Tracking number/), { target: { value: 'bad tracking!' } });
    fireEvent.click(button('Continue to invoice'));
    expect(await screen.findByText('Invalid tracking number provided')).toBeVisible();
    expect(screen.getByText('Field is required')).toBeVisible();
    fireEvent.change(field(/Carrier name/), { target: { value: 'Local Freight' } });
    fireEvent.change(field(/Tracking number/), { target: { value: 'TRK-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add tracking number' }));
    fireEvent.change(field('Tracking number 2'), { target: { value: 'TRK-2' } });
    fireEvent.click(button('Continue to invoice'));
    expect(await screen.findByRole('button', { name: 'Complete order' })).toBeVisible();
    const put = api.mock.calls.find(([url]) => url === '/api/orders/5/shipments');
    expect(JSON.parse(String(put![1]!.body))).toEqual([
      { orderLineId: 11, carrierId: 4, otherCarrierName: 'Local Freight', trackingNumbers: ['TRK-1', 'TRK-2'] },
    ]);
  });

  it('preselects and locks the only carrier of a single item, and offers the same-carrier box only for several items of one method', async () => {
    mockApi({
      'GET /api/orders/5/order-items/11/carriers': () => jsonResponse(200, [{ value: 1, label: 'FedEx' }]),
      'GET /api/orders/5/order-items/12/carriers': () => jsonResponse(200, [{ value: 1, label: 'FedEx' }]),
    });
    const { unmount } = renderWithQuery(
      <ProcessOrderDialog order={anOrder({ purchaseOrderStatus: 'AwaitingShipment' })} items={[anItem()]} onClose={() => {}} />,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Carrier/ }).textContent).toBe('FedEx'));
    expect(screen.getByRole('combobox', { name: /Carrier/ }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('checkbox', { name: 'Use same carrier for all items' })).toBeNull();
    unmount();
    renderWithQuery(
      <ProcessOrderDialog
        order={anOrder({ purchaseOrderStatus: 'AwaitingShipment' })}
        items={[anItem(), anItem({ id: 12, productName: 'Table', sku: 'T-1' })]}
        onClose={() => {}}
      />,
    );
    // offered unticked: each item keeps its own carrier until the user asks otherwise
    expect(await screen.findByRole('checkbox', { name: 'Use same carrier for all items' })).not.toBeChecked();
  });

  it('warns at entry about a tracking number not valid for its carrier, and saves it only once the supplier confirms', async () => {
    const api = mockApi({
      'GET /api/orders/5/order-items/11/carriers': () => jsonResponse(200, [{ value: 1, label: 'FedEx' }]),
      'PUT /api/orders/5/shipments': () => jsonResponse(204),
    });
    renderWithQuery(
      <ProcessOrderDialog order={anOrder({ purchaseOrderStatus: 'AwaitingShipment' })} items={[anItem()]} onClose={() => {}} />,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Carrier/ }).textContent).toBe('FedEx'));
    const warning = '"123" is not a valid FedEx tracking number: check it, or save it anyway.';
    fireEvent.change(field(/Tracking number/), { target: { value: '123' } });
    // not while typing: once the field is left
    expect(screen.queryByText(warning)).toBeNull();
    fireEvent.blur(field(/Tracking number/));
    expect(await screen.findByText(warning)).toBeVisible();
    fireEvent.click(button('Continue to invoice'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Check the tracking numbers');
    expect(alert).toHaveTextContent(warning);
    const shipments = () => api.mock.calls.filter(([url]) => url === '/api/orders/5/shipments');
    expect(shipments()).toHaveLength(0);
    fireEvent.click(within(alert).getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByRole('button', { name: 'Complete order' })).toBeVisible();
    expect(JSON.parse(String(shipments()[0]![1]!.body))).toEqual([
      { orderLineId: 11, carrierId: 1, otherCarrierName: null, trackingNumbers: ['123'] },
    ]);
  });

  it('saves a tracking number valid for its carrier without asking', async () => {
    const api = mockApi({
      'GET /api/orders/5/order-items/11/carriers': () => jsonResponse(200, [{ value: 1, label: 'FedEx' }]),
      'PUT /api/orders/5/shipments': () => jsonResponse(204),
    });
    renderWithQuery(
      <ProcessOrderDialog order={anOrder({ purchaseOrderStatus: 'AwaitingShipment' })} items={[anItem()]} onClose={() => {}} />,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Carrier/ }).textContent).toBe('FedEx'));
    fireEvent.change(field(/Tracking number/), { target: { value: '123456789012' } });
    fireEvent.blur(field(/Tracking number/));
    fireEvent.click(button('Continue to invoice'));
    expect(await screen.findByRole('button', { name: 'Complete order' })).toBeVisible();
    expect(screen.queryByText(/not a valid/)).toBeNull();
    expect(api.mock.calls.filter(([url]) => url === '/api/orders/5/shipments')).toHaveLength(1);
  });
});
