// The performance area's reactions to domain events (docs/architecture.md, "Domain events"): an order's change
// re-decides its scorecard facts and the supplier's alerts in the change's transaction (the same read sees them); a
// figure's rise is mailed to the Admins after the commit.
import { afterCommit, inTransaction, type DomainSubscriber } from '../../platform/events/domain-events.ts';
import { mailAlert } from './alerts.ts';
import { refreshPerformance } from './refresh.ts';

export const performanceSubscribers: readonly DomainSubscriber[] = [
  inTransaction({ name: 'performance.facts', events: ['order.created', 'order.changed'], handle: refreshPerformance }),
  afterCommit({ name: 'performance.alert-mail', events: ['performance.alert-raised'], handle: mailAlert }),
];
