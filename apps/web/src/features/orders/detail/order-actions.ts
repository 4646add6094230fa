// Which buttons, badges and banners the order page shows (spec 2.2, 4 "Button visibility", 6), as pure rules.
import {
  canTransition,
  FULFILLMENT_FORWARD_FLOW,
  ORDER_WORKFLOW_MESSAGES,
  type FulfillmentStatus,
  type OrderDetail,
  type PriceChangeRequestStatus,
} from '@portal/contracts';

export type OrderForActions = Pick<
  OrderDetail,
  | 'purchaseOrderStatus'
  | 'shippingMethod'
  | 'hasLabel'
  | 'bolFileName'
  | 'shipmentRequestId'
  | 'shipmentRequestStatus'
  | 'hasPriceChangeRequest'
  | 'needsPriceChangeRequestDecision'
> &
  Partial<Pick<OrderDetail, 'orderPriceChangeRequestStatus'>>;

export interface ActionContext {
  /** The current user's supplierCanProcessOrders. */
  canProcess: boolean;
  /** The BillOfLading feature flag. */
  billOfLading: boolean;
  /** Items failed to load or are empty. */
  itemsUnavailable: boolean;
}

const OPEN_STATUSES: readonly FulfillmentStatus[] = ['NeedsProcessing', 'AwaitingShipment', 'Invoicing'];
export const isOpenOrder = (status: FulfillmentStatus) => OPEN_STATUSES.includes(status);

/** The three progress badges of an open order; one is active once the order is past its stage, or Complete. */
export function progressBadges(status: FulfillmentStatus): { stage: FulfillmentStatus; active: boolean }[] {
  const at = FULFILLMENT_FORWARD_FLOW.indexOf(status as (typeof FULFILLMENT_FORWARD_FLOW)[number]);
  return FULFILLMENT_FORWARD_FLOW.slice(0, 3).map((stage, index) => ({ stage, active: status === 'Complete' || at > index }));
}

/** Process order's first step by status: 0 details, 1 shipping, 2 invoice; null when there is no step. */
export function processStartStep(status: FulfillmentStatus): 0 | 1 | 2 | null {
  if (status === 'NeedsProcessing') return 0;
  if (status === 'AwaitingShipment') return 1;
  if (status === 'Invoicing') return 2;
  return null;
}

const usesLtl = (o: OrderForActions) => o.shippingMethod.includes('BisonLtl');
const usesFedex = (o: OrderForActions) => o.shippingMethod.includes('BisonFedex');
const bookingConfirmed = (o: OrderForActions) => o.shipmentRequestStatus === 'BookingConfirmed';

export interface OrderActions {
  showProgress: boolean;
  showCompleteBadge: boolean;
  showCancel: boolean;
  cancelEnabled: boolean;
  showProcess: boolean;
  processEnabled: boolean;
  showPriceChange: boolean;
  priceChangeEnabled: boolean;
  /** Why 'Request price change' is disabled, shown under it; null when it is enabled. */
  priceChangeDisabledReason: string | null;
  showGenerateLabel: boolean;
  showFedexLabel: boolean;
  showLtlRequest: boolean;
  ltlRequestEnabled: boolean;
  showShippingDocuments: boolean;
  showAddInvoice: boolean;
  addInvoiceEnabled: boolean;
}

export function orderActions(o: OrderForActions, ctx: ActionContext): OrderActions {
  const status = o.purchaseOrderStatus;
  const open = isOpenOrder(status);
  // which action the status allows is the contracts' state machine (ORDER_TRANSITIONS), the one the server enforces
  const allows = (action: Parameters<typeof canTransition>[1]) => canTransition(status, action);
  const awaiting = status === 'AwaitingShipment';
  const pendingDecisionBlocksInvoice = status === 'Invoicing' && o.needsPriceChangeRequestDecision;
  const ltlWithoutBol = awaiting && usesLtl(o) && !o.bolFileName && ctx.billOfLading;
  // without supplierCanProcessOrders the extra shipping actions (labels, LTL, BOL) are hidden (spec 6)
  const shipping = ctx.canProcess;
  return {
    showProgress: open,
    showCompleteBadge: status === 'Complete',
    showCancel: allows('cancel'),
    cancelEnabled: ctx.canProcess,
    // Process order's steps: process (NeedsProcessing, AwaitingShipment) and the first invoice (Invoicing)
    showProcess: allows('process') || allows('invoice'),
    processEnabled: ctx.canProcess && !pendingDecisionBlocksInvoice && !ltlWithoutBol,
    showPriceChange: allows('priceChange'),
    priceChangeEnabled: priceChangeDisabledReason(o, ctx) === null,
    priceChangeDisabledReason: priceChangeDisabledReason(o, ctx),
    showGenerateLabel: shipping && allows('label') && usesFedex(o) && !o.hasLabel,
    showFedexLabel: shipping && usesFedex(o) && o.hasLabel,
    showLtlRequest: shipping && ctx.billOfLading && allows('ltl') && usesLtl(o) && !bookingConfirmed(o),
    ltlRequestEnabled: o.shipmentRequestStatus !== 'NeedsReview' && o.shipmentRequestStatus !== 'NeedsBooking',
    showShippingDocuments: shipping && ctx.billOfLading && bookingConfirmed(o),
    showAddInvoice: allows('additionalInvoice'),
    addInvoiceEnabled: ctx.canProcess,
  };
}

/**
 * Why 'Request price change' is disabled (spec 5 "Price change": no processing, no items, a request exists); the
 * request's own wording where the spec gives it (docs/decisions/order-detail.md, "Disabled actions say why").
 */
export const PRICE_CHANGE_DISABLED_REASONS = {
  cannotProcess: 'Your company cannot process orders in the portal.',
  noItems: 'The items could not be loaded.',
  Pending: ORDER_WORKFLOW_MESSAGES.priceChangeInReview,
  Approved: ORDER_WORKFLOW_MESSAGES.priceChangeApproved,
  Declined: 'Price change request has been declined',
  Cancelled: 'Price change request has been cancelled',
  exists: 'A price change request already exists for this order',
} as const satisfies Record<string, string> & Partial<Record<PriceChangeRequestStatus, string>>;

export function priceChangeDisabledReason(o: OrderForActions, ctx: ActionContext): string | null {
  if (!ctx.canProcess) return PRICE_CHANGE_DISABLED_REASONS.cannotProcess;
  if (ctx.itemsUnavailable) return PRICE_CHANGE_DISABLED_REASONS.noItems;
  if (!o.hasPriceChangeRequest) return null;
  return o.orderPriceChangeRequestStatus
    ? PRICE_CHANGE_DISABLED_REASONS[o.orderPriceChangeRequestStatus]
    : PRICE_CHANGE_DISABLED_REASONS.exists;
}

export interface OrderBanners {
  cancelled: boolean;
  pendingPriceChange: boolean;
  awaitingShippingReview: boolean;
  integratedSupplier: boolean;
}

export function orderBanners(o: OrderForActions, ctx: Pick<ActionContext, 'canProcess' | 'billOfLading'>): OrderBanners {
  const cancelled = o.purchaseOrderStatus === 'Canceled';
  return {
    cancelled,
    pendingPriceChange: o.needsPriceChangeRequestDecision && !cancelled,
    awaitingShippingReview:
      ctx.billOfLading && !cancelled && (o.shipmentRequestStatus === 'NeedsReview' || o.shipmentRequestStatus === 'NeedsBooking'),
    integratedSupplier: !ctx.canProcess,
  };
}

/** The booked shipment is fetched only for AwaitingShipment orders with a numeric request id and a confirmed booking. */
export const shouldFetchBookedShipment = (
  o: OrderForActions,
  billOfLading: boolean,
): o is OrderForActions & { shipmentRequestId: number } =>
  billOfLading && o.purchaseOrderStatus === 'AwaitingShipment' && typeof o.shipmentRequestId === 'number' && bookingConfirmed(o);
