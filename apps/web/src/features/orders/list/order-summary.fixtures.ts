// A row of the orders list as GET /order-summaries answers it, for the list's component tests.
import type { OrderSummary } from '@portal/contracts';

export const anOrderSummary = (overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  id: 1,
  orderIdForSearch: 'PO-1000001',
  supplierId: 1,
  fulfillmentStatus: 'AwaitingShipment',
  hasInvoiceInReview: false,
  hasPriceChangeInReview: false,
  firstName: 'Ada',
  lastName: 'Lane',
  displayName: 'Ada Lane',
  createdOn: '2025-11-20T10:00:00.000Z',
  supplierTotal: '120.00',
  supplierOrderNumber: null,
  invoiceNumber: null,
  shippingType: 'Ground',
  hasGroundLabel: false,
  bolFileName: null,
  labelFileName: null,
  ...overrides,
});
