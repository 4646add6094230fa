// The orders area's domain events: one per order change, written in the change's transaction (docs/architecture.md,
// "Domain events"). `action` is the order activity's word for the change (the history row's action); the reacting
// areas (webhooks, the scorecard, the live stream) subscribe to the event types, never call the orders area back.

/** The actions an order change records (its activity), besides the marketplace's money events of the payments area. */
export const ORDER_CHANGE_ACTIONS = [
  'process',
  'supplierOrderNumber',
  'ship',
  'importTracking',
  'label',
  'ltl',
  'ltlNeedsBooking',
  'ltlBooked',
  'ltlSentBack',
  'invoice',
  'importInvoice',
  'additionalInvoice',
  'invoiceAccepted',
  'invoiceRejected',
  'cancel',
  'cancellationApproved',
  'cancellationDeclined',
  'priceChange',
  'priceChangeApproved',
  'priceChangeDeclined',
] as const;
export type OrderChangeAction = (typeof ORDER_CHANGE_ACTIONS)[number];

/** What every event about one order carries: whose order, who did it (null: the marketplace), the activity's words. */
export interface OrderFact<A extends string = string> {
  supplierId: number;
  orderId: number;
  /** The portal user who did it; null for the marketplace (an operator's decision, a payment run, intake). */
  userId: number | null;
  action: A;
  detail: Record<string, unknown>;
}

/** A purchase order arrived (intake, the console's new order). */
export interface OrderCreatedEvent extends OrderFact<'created'> {
  type: 'order.created';
}

/** Any change of the order through its one write path (status moves carry `detail.from` and `detail.to`). */
export interface OrderChangedEvent extends OrderFact<OrderChangeAction> {
  type: 'order.changed';
}

export type OrderDomainEvent = OrderCreatedEvent | OrderChangedEvent;
