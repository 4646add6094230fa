import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CLERK_USER, jsonResponse, renderApp, signedInApi } from '../../../test/render-app.tsx';
import { anItem, anOrder } from './order-detail.fixtures.tsx';
import type { OrderDetail, OrderItem } from '@portal/contracts';

function serve(order: OrderDetail | null, items: OrderItem[] = [anItem()], user = CLERK_USER, flags: Record<string, boolean> = {}) {
  return signedInApi(user, flags, {
    [`GET /api/orders/${order?.id ?? 5}`]: () =>
      order ? jsonResponse(200, order) : jsonResponse(404, { title: 'Order not found.', status: 404 }),
    [`GET /api/orders/${order?.id ?? 5}/order-items`]: () => jsonResponse(200, items),
    [`GET /api/orders/${order?.id ?? 5}/history`]: () =>
      jsonResponse(200, [
        {
          id: 1,
          action: 'process',
          detail: { supplierOrderNumber: 'S-1' },
          createdOn: '2026-01-11T10:00:00Z',
          userId: 2,
          userName: 'Carl Clerk',
        },
      ]),
  });
}

describe('OrderDetailPage', () => {
  it('shows the order with its title, header, items, activity and total', async () => {
    serve(anOrder());
    renderApp('/orders/5');
    expect(await screen.findByRole('heading', { name: 'Order PO-1000005' })).toBeVisible();
    expect(document.title).toBe('Order - 5');
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Process Order' })).toBeEnabled();
    expect(await screen.findByRole('heading', { name: 'Oak chair' })).toBeVisible();
    expect(await screen.findByText('Process — Carl Clerk')).toBeVisible();
    expect(screen.getByTestId('order-total').textContent).toBe('$120.00');
    // SalesByChannelAnalytics is off by default
    expect(screen.queryByText('Sold on Amazon')).toBeNull();
  });

  it('shows Sold on with the SalesByChannelAnalytics flag', async () => {
    serve(anOrder(), [anItem()], CLERK_USER, { SalesByChannelAnalytics: true });
    renderApp('/orders/5');
    expect(await screen.findByText('Sold on Amazon')).toBeVisible();
  });

  it('shows the not-found fallback when the order fails to load', async () => {
    serve(null);
    renderApp('/orders/5');
    expect(await screen.findByRole('heading', { name: '404 - Not Found' })).toBeVisible();
  });

  it('disables actions and explains why for a supplier with an active integration', async () => {
    serve(anOrder(), [anItem()], { ...CLERK_USER, supplierCanProcessOrders: false });
    renderApp('/orders/5');
    expect(await screen.findByText(/active integration/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Process Order' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeDisabled();
    expect(((await screen.findByRole('button', { name: 'Request price change' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a complete order with its Complete badge, invoices and the invoiced total', async () => {
    const invoice = {
      id: 1,
      invoiceNumber: 'INV-1',
      invoiceDate: '2026-01-12',
      invoiceCreationDate: '2026-01-12T10:00:00Z',
      quantity: 2,
      total: '130.00',
      types: 'Invoice',
      inReview: false,
    };
    const review = {
      ...invoice,
      id: 2,
      invoiceNumber: 'INV-2',
      invoiceDate: null,
      quantity: 0,
      types: 'AdditionalInvoice',
      inReview: true,
    };
    serve(
      anOrder({
        purchaseOrderStatus: 'Complete',
        hasInvoice: true,
        invoicedTotal: '130.00',
        invoices: [invoice],
        invoicesInReview: [review],
      }),
    );
    renderApp('/orders/5');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[2]!).getByText('Invoice review')).toBeVisible();
    expect(within(rows[2]!).getByText('Additional invoice')).toBeVisible();
    expect(within(rows[2]!).getByText('--')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add additional invoice' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Process Order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request price change' })).toBeNull();
    expect(screen.getByTestId('order-total').textContent).toBe('$130.00');
  });

  it('shows the cancelled and pending price change banners by their rules', async () => {
    serve(anOrder({ purchaseOrderStatus: 'Canceled', needsPriceChangeRequestDecision: true }));
    renderApp('/orders/5');
    expect(await screen.findByText('Order cancelled')).toBeVisible();
    expect(screen.queryByText('Pending price change approval')).toBeNull();
  });

  it('says why Request price change is disabled while a request waits, under an info banner', async () => {
    serve(anOrder({ hasPriceChangeRequest: true, orderPriceChangeRequestStatus: 'Pending', needsPriceChangeRequestDecision: true }));
    renderApp('/orders/5');
    const banner = (await screen.findByText('Pending price change approval')).closest('.MuiAlert-root')!;
    expect(banner.className).toContain('MuiAlert-colorInfo');
    expect(banner.className).not.toContain('MuiAlert-colorError');
    const button = await screen.findByRole('button', { name: 'Request price change' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Price change request is being reviewed');
    expect(screen.getByText('Price change request is being reviewed')).toBeVisible();
  });

  it('says why Request price change is disabled after a decision', async () => {
    serve(anOrder({ hasPriceChangeRequest: true, orderPriceChangeRequestStatus: 'Approved' }));
    renderApp('/orders/5');
    const button = await screen.findByRole('button', { name: 'Request price change' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Price change request has been approved');
  });

  it('shows the generic error fallback when the items fail and disables Request price change', async () => {
    signedInApi(
      CLERK_USER,
      {},
      {
        'GET /api/orders/5': () => jsonResponse(200, anOrder()),
        'GET /api/orders/5/order-items': () => jsonResponse(500, { title: 'boom', status: 500 }),
        'GET /api/orders/5/history': () => jsonResponse(200, []),
      },
    );
    renderApp('/orders/5');
    expect(await screen.findByText('Something went wrong with accessing this part of the page.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Request price change' })).toBeDisabled();
  });
  it('shows the booked shipment from the shipment request and says when the BOL file is missing', async () => {
    const order = anOrder({
      purchaseOrderStatus: 'AwaitingShipment',
      shippingMethod: ['BisonLtl'],
      shipmentRequestId: 9,
      shipmentRequestStatus: 'BookingConfirmed',
      bolFileName: null,
    });
    const api = serve(order, [anItem()], CLERK_USER, { BillOfLading: true });
    const base = api.getMockImplementation()!;
    api.mockImplementation(async (input: string, init?: RequestInit) =>
      input === '/api/shipment-requests/9'
        ? jsonResponse(200, { carrierId: 6, carrierName: 'Estes', warehouseName: 'Freight Center', pickUpDate: '2026-03-12' })
        : base(input, init),
    );
    renderApp('/orders/5');
    expect(await screen.findByText('Shipment booked with Estes, scheduled pickup on Mar 12, 2026, Freight Center')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Request LTL shipment' })).toBeNull();
    screen.getByRole('button', { name: 'Download BOL' }).click();
    expect(await screen.findByText('Bill of lading file is not available for download.')).toBeVisible();
  });

  it('shows an error alert when the booked shipment fails to load, and the review banner while in review', async () => {
    serve(
      anOrder({
        purchaseOrderStatus: 'AwaitingShipment',
        shippingMethod: ['BisonLtl'],
        shipmentRequestId: 9,
        shipmentRequestStatus: 'BookingConfirmed',
      }),
      [anItem()],
      CLERK_USER,
      {
        BillOfLading: true,
      },
    );
    const view = renderApp('/orders/5');
    expect(await screen.findByText('Unable to retrieve the booked shipment.')).toBeVisible();
    view.unmount();
    serve(
      anOrder({
        purchaseOrderStatus: 'AwaitingShipment',
        shippingMethod: ['BisonLtl'],
        shipmentRequestId: 9,
        shipmentRequestStatus: 'NeedsReview',
      }),
      [anItem()],
      CLERK_USER,
      {
        BillOfLading: true,
      },
    );
    renderApp('/orders/5');
    expect(await screen.findByText('Order is currently awaiting shipping review')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Request LTL shipment' })).toBeDisabled();
  });
});
