// Order enumerations of the specification with their labels (plain, badge) and colours.

export const FULFILLMENT_STATUSES = [
  'New',
  'NeedsProcessing',
  'AwaitingShipment',
  'Invoicing',
  'Complete',
  'Canceled',
  'ProductNotAvailable',
] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

/** Plain labels (status filter, detail text). */
export const FULFILLMENT_STATUS_LABELS: Record<FulfillmentStatus, string> = {
  New: 'New',
  Invoicing: 'Invoicing',
  Complete: 'Complete',
  ProductNotAvailable: 'Product not available',
  AwaitingShipment: 'Awaiting shipment',
  NeedsProcessing: 'Needs processing',
  Canceled: 'Canceled',
};

/** Badge labels of the orders list and the order header. */
export const FULFILLMENT_STATUS_BADGE_LABELS: Record<FulfillmentStatus, string> = {
  New: 'New',
  Invoicing: 'Invoice',
  Complete: 'Order Completed',
  ProductNotAvailable: 'Product Not Available',
  AwaitingShipment: 'Shipping',
  NeedsProcessing: 'Preparing',
  Canceled: 'Canceled',
};

/** MUI palette names; 'purple' is a theme extension the web app defines. */
export type StatusColour = 'error' | 'purple' | 'info' | 'success';
export const FULFILLMENT_STATUS_COLOURS: Record<FulfillmentStatus, StatusColour> = {
  NeedsProcessing: 'error',
  AwaitingShipment: 'purple',
  Invoicing: 'info',
  Complete: 'success',
  Canceled: 'error',
  New: 'info',
  ProductNotAvailable: 'error',
};

/** The forward flow of the progress badges. */
export const FULFILLMENT_FORWARD_FLOW = ['NeedsProcessing', 'AwaitingShipment', 'Invoicing', 'Complete'] as const;

export const SHIPPING_METHODS = ['Unknown', 'BisonFedex', 'BisonUps', 'BisonLtl', 'SupplierGround', 'SupplierLtl'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];
/** Spec labels for the Bison methods; the supplier-arranged ones are named by us (docs/decisions/orders.md). */
export const SHIPPING_METHOD_LABELS: Record<ShippingMethod, string> = {
  Unknown: 'Unknown',
  BisonFedex: 'FedEx Home Delivery',
  BisonUps: 'UPS',
  BisonLtl: 'LTL, freight',
  SupplierGround: 'Supplier ground',
  SupplierLtl: 'Supplier LTL',
};

export const SHIPPING_TYPES = ['Ground', 'Ltl', 'Multiple'] as const;
export type ShippingType = (typeof SHIPPING_TYPES)[number];
export const SHIPPING_TYPE_LABELS: Record<ShippingType, string> = { Ground: 'Ground', Ltl: 'LTL', Multiple: 'Multiple' };

export const PACKAGE_TYPES = ['Pallet', 'Box'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export const LABEL_FORMATS = [
  'Paper4X6',
  'Paper4X675',
  'Paper4X8',
  'Paper4X9',
  'Paper7X475',
  'PaperLetter',
  'Stock4X6',
  'Stock4X675',
  'Stock4X8',
  'Stock4X9',
] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

export const CANCEL_REASONS = ['OutOfStockDiscontinued', 'OutOfStockWithRestock', 'CancelAtSellersRequest'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
/** Not worded by the spec; ours (docs/decisions/order-detail.md): the cancel dialog, the activity and the console. */
export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  OutOfStockDiscontinued: 'Out of stock, discontinued',
  OutOfStockWithRestock: 'Out of stock, will be restocked',
  CancelAtSellersRequest: "Cancel at seller's request",
};

export const SHIPMENT_REQUEST_STATUSES = ['NeedsReview', 'NeedsBooking', 'BookingConfirmed'] as const;
export type ShipmentRequestStatus = (typeof SHIPMENT_REQUEST_STATUSES)[number];

/** Pending is ours: the spec names only the decisions (Approved, Declined, Cancelled). */
export const PRICE_CHANGE_REQUEST_STATUSES = ['Pending', 'Approved', 'Declined', 'Cancelled'] as const;
export type PriceChangeRequestStatus = (typeof PRICE_CHANGE_REQUEST_STATUSES)[number];

export const AGREEMENT_TYPES = [
  'EarlyPayDiscount',
  'Damage',
  'Defect',
  'GeneralDiscount',
  'Marketing',
  'VolumeRebate',
  'Return',
  'ShippingAllowance',
  'Ddr',
] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

/** Invoice types of SupplierInvoice.types: the first invoice of an order, or an additional one. */
export const INVOICE_TYPES = ['Invoice', 'AdditionalInvoice'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
/** The spec's words for each type (the order page's Invoices block, "Quantity / Type"). */
export const INVOICE_TYPE_LABELS: Record<InvoiceType, string> = { Invoice: 'Invoice', AdditionalInvoice: 'Additional invoice' };
/** The words of a stored types text ('AdditionalInvoice', or several joined by commas); an unknown code shows as it is. */
export const invoiceTypesLabel = (types: string): string =>
  types
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => INVOICE_TYPE_LABELS[t as InvoiceType] ?? t)
    .join(', ');

export const OTHER_CARRIER_ID = 4;
/** The carriers table holds the same rows (seeded); ids are fixed because the spec fixes Other = 4. */
export const CARRIERS = [
  { id: 1, name: 'FedEx', trackUrl: 'https://www.fedex.com/fedextrack/?trknbr={tracking}' },
  { id: 2, name: 'UPS', trackUrl: 'https://www.ups.com/track?tracknum={tracking}' },
  { id: 3, name: 'USPS', trackUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={tracking}' },
  { id: 4, name: 'Other', trackUrl: null },
  { id: 5, name: 'DHL', trackUrl: 'https://www.dhl.com/us-en/home/tracking.html?tracking-id={tracking}' },
  { id: 6, name: 'Estes', trackUrl: null },
  { id: 7, name: 'XPO Logistics', trackUrl: null },
] as const;

/** Marketplace channels an order was sold on (purchasedFrom). */
export const SALES_CHANNELS = ['Amazon', 'Wayfair', 'Walmart', 'Home Depot', 'Overstock', 'Target', 'Lowes', 'eBay'] as const;
