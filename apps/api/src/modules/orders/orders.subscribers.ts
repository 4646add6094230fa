// The orders area's reactions to domain events (docs/architecture.md, "Domain events"): every event about one order,
// its own changes, the payments area's money and a case opened about it, becomes a row of the order's activity
// (order_history), in the event's transaction. The row's commit is also what the live stream hears (migration 0008's trigger notifies
// order_changed).
import { ORDER_ACTIVITY_EVENT_TYPES } from '@portal/contracts';
import { inTransaction, type DomainSubscriber } from '../../platform/events/domain-events.ts';
import { writeCorrectedAddress } from './core/order-address-correction.ts';
import { writeActivity, writeCaseActivity } from './core/order-history.ts';

export const ordersSubscribers: readonly DomainSubscriber[] = [
  inTransaction({ name: 'orders.activity', events: ORDER_ACTIVITY_EVENT_TYPES, handle: writeActivity }),
  // a case about the order (docs/decisions/cases.md)
  inTransaction({ name: 'orders.case-activity', events: ['case.opened'], handle: writeCaseActivity }),
  // an address correction case's answer: the corrected address onto the order (docs/decisions/cases.md)
  inTransaction({ name: 'orders.case-address-correction', events: ['case.address-corrected'], handle: writeCorrectedAddress }),
];
