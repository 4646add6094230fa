// Test data and a render harness for the order page and its dialogs (fetch is mocked by the tests).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Agreement, Facility, OrderDetail, OrderItem } from '@portal/contracts';
import { NotificationsProvider } from '../../../components/feedback/notifications.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';

export const anOrder = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 5,
  purchaseOrderNumber: 'PO-1000005',
  purchaseOrderStatus: 'NeedsProcessing',
  supplierOrderNumber: null,
  customerName: 'Jane Doe',
  createdOn: '2026-01-10T15:00:00.000Z',
  shippingMethod: ['BisonFedex'],
  shippingType: 'Ground',
  shippingAddress: {
    recipientName: 'Jane Doe',
    address: '1 Main St',
    address2: null,
    address3: null,
    country: 'US',
    city: 'Austin',
    state: 'TX',
    zip: '73301',
    phone: '5125550100',
  },
  shipFrom: 'Main - M1, Austin - 73301',
  shipFromFacilityId: 1,
  purchasedFrom: 'Amazon',
  invoices: [],
  invoicesInReview: [],
  hasInvoice: false,
  invoicedTotal: '0.00',
  invoicedTotalCost: '0.00',
  total: '120.00',
  totalCost: '100.00',
  shippingCost: '0.00',
  calculatedShippingCost: '15.00',
  showShippingCost: true,
  handlingFee: '0.00',
  calculatedHandlingFee: '5.00',
  canEditHandlingFee: false,
  allowanceInDiscount: '0.00',
  calculatedAllowance: '0.00',
  discount: '0.00',
  tax: '0.00',
  agreements: [],
  invoicesAgreements: [],
  hasPriceChangeRequest: false,
  orderPriceChangeRequestStatus: null,
  needsPriceChangeRequestDecision: false,
  hasLabel: false,
  hasGroundLabel: false,
  bolFileName: null,
  labelFileName: null,
  shipmentRequestId: null,
  shipmentRequestStatus: null,
  promisedShippingDate: null,
  cancellation: null,
  version: 1,
  ...over,
});

/** Acme's standing agreements with their allowances on 199.00 of items (PO-1000448: 2.99 + 1.00 = 3.99). */
export const acmeAgreements = (): Agreement[] => [
  {
    agreementType: 'GeneralDiscount',
    startPeriodDate: '2020-01-01',
    endPeriodDate: null,
    agreedOnPercentage: '1.50',
    allowanceAmount: '2.99',
  },
  { agreementType: 'Marketing', startPeriodDate: '2020-01-01', endPeriodDate: null, agreedOnPercentage: '0.50', allowanceAmount: '1.00' },
];

export const anItem = (over: Partial<OrderItem> = {}): OrderItem => ({
  id: 11,
  productId: 101,
  productName: 'Oak chair',
  sku: 'CH-1',
  unitOfMeasure: 'Each',
  quantity: 2,
  pricePerUnit: '50.00',
  pricePerUnitBeforeChangeApproval: null,
  fixedShippingCost: null,
  total: '100.00',
  totalBeforeChangeApproval: null,
  trackings: [],
  imageUrl: null,
  fulfillmentStatus: 'NeedsProcessing',
  ...over,
});

/** An active facility (Main - M1, Austin - 73301), the primary one for labels. */
export const aFacility = (over: Partial<Facility> = {}): Facility => ({
  id: 1,
  name: 'Main',
  code: 'M1',
  address: '1 St',
  city: 'Austin',
  state: 'TX',
  zipCode: '73301',
  countryCode: 'US',
  latitude: null,
  longitude: null,
  contactName: null,
  contactPhone: null,
  contactEmail: null,
  earliestPickup: '08:00',
  latestPickup: '17:00',
  isReturnLocation: false,
  isPrimaryLocation: true,
  isPrimaryLocationLtl: false,
  isActive: true,
  firstForLTL: false,
  ...over,
});

export function renderWithQuery(ui: ReactElement) {
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <NotificationsProvider>{ui}</NotificationsProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
