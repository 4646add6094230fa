// The integrations area's reactions to domain events (docs/architecture.md, "Domain events"; docs/decisions/
// integrations.md): every event a webhook carries becomes a row of the webhook outbox per subscribed endpoint, in the
// event's transaction (a rolled-back change sends nothing, a committed one is delivered after commit by the worker, at
// least once). The rows are written with the change so that a payload carries the order as the change left it.
import {
  CASE_EVENT_TYPES,
  ORDER_ACTIVITY_EVENT_TYPES,
  type CasesDomainEvent,
  type CreditRequestCreatedEvent,
  type CreditRequestWithdrawnEvent,
} from '@portal/contracts';
import { inTransaction, type DomainSubscriber } from '../../platform/events/domain-events.ts';
import { enqueueOrderEvents, enqueueSupplierEvent } from './webhook-outbox.ts';

export const integrationsSubscribers: readonly DomainSubscriber[] = [
  inTransaction({ name: 'integrations.order-webhooks', events: ORDER_ACTIVITY_EVENT_TYPES, handle: enqueueOrderEvents }),
  inTransaction({
    name: 'integrations.credit-request-webhooks',
    events: ['credit-request.created', 'credit-request.withdrawn'],
    handle: async (tx, events: (CreditRequestCreatedEvent | CreditRequestWithdrawnEvent)[], at) => {
      for (const e of events) await enqueueSupplierEvent(tx, e.supplierId, e.type, e.orderId, e.data, at);
    },
  }),
  // the cases' events (docs/decisions/cases.md): the case's facts, one delivery per event (per answer)
  inTransaction({
    name: 'integrations.case-webhooks',
    events: CASE_EVENT_TYPES,
    handle: async (tx, events: CasesDomainEvent[], at) => {
      for (const e of events) await enqueueSupplierEvent(tx, e.supplierId, e.type, e.orderId, e.data, at);
    },
  }),
];
