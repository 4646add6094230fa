// The cases area's domain events (docs/architecture.md, "Domain events"; docs/decisions/cases.md): what the webhooks,
// the order's activity, the live stream and the answer mail react to.

import type { OrderAddress } from '../orders/order-address.schemas.ts';

interface CaseEventBase {
  supplierId: number;
  /** The order the case is about (directly, or its invoice's or deduction's), else null. */
  orderId: number | null;
  /** Who did it (the supplier's user or the operator). */
  userId: number;
  data: {
    caseId: number;
    caseNumber: string;
    subject: string;
    category: string;
    state: string;
    link: { kind: string; id: number; label: string } | null;
  };
}

/** A supplier (a user or an API token) opened a case. */
export interface CaseOpenedEvent extends CaseEventBase {
  type: 'case.opened';
}
/** An operator answered a case (one event, one mail per answer). */
export interface CaseAnsweredEvent extends CaseEventBase {
  type: 'case.answered';
  messageId: number;
  /** The case's author: mailed with the supplier's Admins. */
  authorUserId: number | null;
}
/** An operator resolved a case. */
export interface CaseResolvedEvent extends CaseEventBase {
  type: 'case.resolved';
}

/**
 * An operator answered an address correction case with the corrected address: the orders area writes it onto the
 * order, in the same transaction (a shipped order refuses it, and the answer with it).
 */
export interface CaseAddressCorrectedEvent extends CaseEventBase {
  type: 'case.address-corrected';
  orderId: number;
  address: OrderAddress;
}

/** The cases' events the webhooks carry (CASE_EVENT_TYPES); the address correction is the orders area's to react to. */
export type CasesDomainEvent = CaseOpenedEvent | CaseAnsweredEvent | CaseResolvedEvent;
