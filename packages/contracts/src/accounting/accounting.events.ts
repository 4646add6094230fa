// The accounting area's domain events (docs/architecture.md, "Domain events").

/** The marketplace raised a credit request on the supplier's order (data: what the webhook carries). */
export interface CreditRequestCreatedEvent {
  type: 'credit-request.created';
  supplierId: number;
  orderId: number;
  data: {
    creditRequestId: number;
    orderId: number;
    purchaseOrderNumber: string;
    amount: string;
    sourceType: string;
    reasonForCredit: string;
  };
}

/**
 * The marketplace withdrew an open credit request: it leaves the supplier's open credit and can no longer be covered
 * (docs/decisions/accounting.md, "Withdrawn requests"); a webhook of its own.
 */
export interface CreditRequestWithdrawnEvent {
  type: 'credit-request.withdrawn';
  supplierId: number;
  orderId: number;
  /** The operator. */
  userId: number;
  /** Decided from this case (the cases area writes the decision on it and resolves it, in the transaction); else absent. */
  caseId?: number;
  data: CreditRequestCreatedEvent['data'] & { withdrawnReason: string };
}

/** The marketplace answered a case about an open credit request that the request stands (nothing else changes). */
export interface CreditRequestKeptEvent {
  type: 'credit-request.kept';
  supplierId: number;
  orderId: number;
  userId: number;
  caseId: number;
  data: { creditRequestId: number; purchaseOrderNumber: string; amount: string; reason: string };
}

export type AccountingDomainEvent = CreditRequestCreatedEvent | CreditRequestWithdrawnEvent | CreditRequestKeptEvent;
