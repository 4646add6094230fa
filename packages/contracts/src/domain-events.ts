// Every domain event of the portal: a typed fact one area writes in the transaction of the change that caused it, and
// other areas react to by subscribing to its type (docs/architecture.md, "Domain events"). Each area declares its own
// events beside its schemas; this file only gathers them.
import type { AccountingDomainEvent } from './accounting/accounting.events.ts';
import type { AuthDomainEvent } from './auth/auth.events.ts';
import type { CaseAddressCorrectedEvent, CasesDomainEvent } from './cases/cases.events.ts';
import type { OrderDomainEvent } from './orders/order.events.ts';
import type { PaymentsDomainEvent } from './payments/payments.events.ts';
import type { PerformanceDomainEvent } from './performance/performance.events.ts';
import type { SecondFactorDomainEvent } from './second-factor/second-factor.events.ts';
import type { ScimDomainEvent } from './scim/scim.events.ts';
import type { SessionsDomainEvent } from './sessions/sessions.events.ts';

export type DomainEvent =
  | OrderDomainEvent
  | PaymentsDomainEvent
  | AccountingDomainEvent
  | PerformanceDomainEvent
  | CasesDomainEvent
  | CaseAddressCorrectedEvent
  | AuthDomainEvent
  | SecondFactorDomainEvent
  | SessionsDomainEvent
  | ScimDomainEvent;
export type DomainEventType = DomainEvent['type'];
/** The event of one type. */
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** The events about one order's activity (an order change, or the money of one of its invoices and deductions). */
export const ORDER_ACTIVITY_EVENT_TYPES = [
  'order.created',
  'order.changed',
  'invoice.accepted',
  'invoice.scheduled',
  'invoice.paid',
  'deduction.posted',
  'deduction.disputed',
  'dispute.decided',
  'deduction.withdrawn',
] as const satisfies readonly DomainEventType[];

/**
 * Every type, in one list: a catalogue for the reader, checked at compile time to name each type of the union once
 * (below). Nothing reads it at run time: a subscriber's types are checked by the DomainEvent union itself.
 */
/** The cases' events (docs/decisions/cases.md): webhooks, the answer mail, the order's activity line. */
export const CASE_EVENT_TYPES = ['case.opened', 'case.answered', 'case.resolved'] as const satisfies readonly DomainEventType[];

/** The events the audit log records (docs/decisions/auth.md, "Audit log"). */
export const AUDITED_EVENT_TYPES = [
  'auth.signed-in',
  'auth.sign-in-refused',
  'second-factor.changed',
  'session.ended',
  'scim.provisioned',
] as const satisfies readonly DomainEventType[];

export const DOMAIN_EVENT_TYPES = [
  ...ORDER_ACTIVITY_EVENT_TYPES,
  'credit-request.created',
  'remittance.posted',
  'credit-request.withdrawn',
  'credit-request.kept',
  'performance.alert-raised',
  ...CASE_EVENT_TYPES,
  'case.address-corrected',
  ...AUDITED_EVENT_TYPES,
] as const satisfies readonly DomainEventType[];

// the list names every type of the union once: a new event without its entry fails to compile
type Missing = Exclude<DomainEventType, (typeof DOMAIN_EVENT_TYPES)[number]>;
const everyTypeListed: [Missing] extends [never] ? true : Missing = true;
void everyTypeListed;

export type OrderActivityEvent = DomainEventOf<(typeof ORDER_ACTIVITY_EVENT_TYPES)[number]>;
