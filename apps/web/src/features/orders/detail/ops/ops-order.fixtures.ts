// An order of the console's order page (GET /ops/orders/{orderId}) for the web tests: shipped, invoiced, tracked.
import type { OpsOrderView } from '@portal/contracts';
import { anItem, anOrder } from '../order-detail.fixtures.tsx';

export const anOpsOrder = (over: Partial<OpsOrderView> = {}): OpsOrderView => ({
  supplier: { id: 3, name: 'Acme Home Goods' },
  order: anOrder({
    purchaseOrderStatus: 'AwaitingShipment',
    hasInvoice: true,
    invoicedTotal: '118.50',
    invoicedTotalCost: '100.00',
    handlingFee: '5.00',
    shippingCost: '15.00',
    allowanceInDiscount: '1.50',
    invoices: [
      {
        id: 7,
        invoiceNumber: 'INV-7',
        invoiceDate: '2026-01-12',
        invoiceCreationDate: '2026-01-12T16:00:00.000Z',
        quantity: 2,
        total: '118.50',
        types: null,
        inReview: false,
        reviewStatus: null,
        reviewNote: null,
      },
    ],
  }),
  items: [
    anItem({
      trackings: [{ trackingNumber: '1Z999', carrierId: 2, carrierName: 'UPS', trackUrl: 'https://track.example/1Z999' }],
    }),
  ],
  history: [{ id: 1, action: 'ship', detail: {}, createdOn: '2026-01-12T15:00:00.000Z', userId: 4, userName: 'Ann Admin' }],
  ...over,
});

/** The same order with a request of each kind open: a price change, a cancellation with a restock day, an LTL shipment. */
export const anOpsOrderWithRequests = (): OpsOrderView => {
  const view = anOpsOrder();
  view.order = {
    ...view.order,
    orderPriceChangeRequestStatus: 'Pending',
    shipmentRequestStatus: 'NeedsBooking',
    promisedShippingDate: '2026-01-20',
    cancellation: {
      reason: 'OutOfStockWithRestock',
      restockDate: '2026-02-01',
      status: 'InReview',
      requestedOn: '2026-01-11T09:30:00.000Z',
    },
  };
  return view;
};
