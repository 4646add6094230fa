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
  // the self-service exceptions (docs/decisions/order-exceptions.md)
  'labelReplaced',
  'ltlPickupMoved',
  'shipFromChanged',
  'processingUndone',
  'shipmentUndone',
  // the operator's answer to an address correction case (docs/decisions/cases.md)
  'addressCorrected',
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
  /**
   * A marketplace decision taken from this case (a cancellation's): the cases area writes the decision on it and
   * resolves it, in the transaction (docs/decisions/cases.md, "Decisions from a case"); else absent.
   */
  caseId?: number;
}

/**
 * An invoice of the order was accepted for payment (docs/decisions/payments.md, "Terms and acceptance"): by the portal
 * when it was submitted (a first invoice, checked against the order's money; userId null) or by the marketplace's
 * review (an additional one; the operator). Detail: invoiceId, invoiceNumber, acceptedOn (the supplier's day),
 * acceptance ('OnSubmission' | 'OnReview').
 */
export interface InvoiceAcceptedEvent extends OrderFact<'invoiceAcceptedForPayment'> {
  type: 'invoice.accepted';
}

/** The accepted invoice was scheduled for payment, due on its due date (detail: invoiceId, invoiceNumber, dueDate). */
export interface InvoiceScheduledEvent extends OrderFact<'invoiceScheduled'> {
  type: 'invoice.scheduled';
}

export type OrderDomainEvent = OrderCreatedEvent | OrderChangedEvent | InvoiceAcceptedEvent | InvoiceScheduledEvent;

/** The changes that void tracking numbers (the numbers leave the order; the activity keeps them in `voidedTrackingNumbers`). */
export const TRACKING_VOIDING_ACTIONS = ['labelReplaced', 'shipmentUndone'] as const satisfies readonly OrderChangeAction[];

/**
 * The tracking numbers an order change voided (a label voided and replaced, a shipment confirmation undone): what the
 * deductions area reacts to (docs/decisions/order-exceptions.md, "A deduction on a voided tracking number").
 */
export function voidedTrackingNumbersOf(event: OrderChangedEvent): string[] {
  if (!(TRACKING_VOIDING_ACTIONS as readonly string[]).includes(event.action)) return [];
  const voided = event.detail.voidedTrackingNumbers;
  return Array.isArray(voided) ? voided.filter((n): n is string => typeof n === 'string' && n.length > 0) : [];
}
