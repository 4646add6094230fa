// The payments area's reactions to domain events (docs/architecture.md, "Domain events"): an order change that voids
// tracking numbers withdraws the open rule deduction raised on one of them (voided-trackings.ts), in its transaction.
import { inTransaction, type DomainSubscriber } from '../../platform/events/domain-events.ts';
import { withdrawDeductionsOnVoidedTrackings } from './voided-trackings.ts';

export const paymentsSubscribers: readonly DomainSubscriber[] = [
  inTransaction({ name: 'payments.voided-tracking-deductions', events: ['order.changed'], handle: withdrawDeductionsOnVoidedTrackings }),
];
