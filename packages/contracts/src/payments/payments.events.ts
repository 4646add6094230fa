// The payments area's domain events, each about one order's money: written in the transaction that posts the
// payment, the deduction or the dispute (docs/architecture.md, "Domain events"). The order's activity, the webhooks
// and the live stream react to them; the scorecard does not subscribe (money after the invoice changes no fact).
import type { OrderFact } from '../orders/order.events.ts';

/** A payment run paid the order's invoice (detail: invoiceId, invoiceNumber, remittanceNumber, paymentDate, net). */
export interface InvoicePaidEvent extends OrderFact<'invoicePaid'> {
  type: 'invoice.paid';
}

/** A deduction was taken from the order (detail: deductionId, deductionNumber, type, amount). */
export interface DeductionPostedEvent extends OrderFact<'deductionPosted'> {
  type: 'deduction.posted';
}

/** The supplier disputed a deduction (detail: deductionId, deductionNumber, disputeId, attempt, reason). */
export interface DeductionDisputedEvent extends OrderFact<'deductionDisputed'> {
  type: 'deduction.disputed';
}

/** The marketplace decided a dispute: accepted (the deduction reversed) or upheld. */
export interface DisputeDecidedEvent extends OrderFact<'deductionReversed' | 'deductionUpheld'> {
  type: 'dispute.decided';
  /** Decided from this case (the cases area writes the decision on it and resolves it, in the transaction); else absent. */
  caseId?: number;
}

/**
 * An open rule deduction lost its basis: the invalid tracking number it was raised on was voided (a label replaced, a
 * shipment undone), so it is reversed before any remittance took it (detail: deductionId, deductionNumber, type,
 * amount, voidedTrackingNumbers). docs/decisions/order-exceptions.md, "A deduction on a voided tracking number".
 */
export interface DeductionWithdrawnEvent extends OrderFact<'deductionWithdrawn'> {
  type: 'deduction.withdrawn';
}

/**
 * A payment run posted a remittance to the supplier (its lines and the invoices, deductions and credit memos they
 * apply, in the same transaction). The remittance advice in other formats follows it (EDI's 820).
 */
export interface RemittancePostedEvent {
  type: 'remittance.posted';
  supplierId: number;
  remittanceId: number;
  remittanceNumber: string;
}

export type PaymentsDomainEvent =
  InvoicePaidEvent | DeductionPostedEvent | DeductionDisputedEvent | DisputeDecidedEvent | DeductionWithdrawnEvent | RemittancePostedEvent;
