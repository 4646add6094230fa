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

export type AccountingDomainEvent = CreditRequestCreatedEvent;
