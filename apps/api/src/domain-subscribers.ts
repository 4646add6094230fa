// The portal's subscribers to domain events, each area's own list (docs/architecture.md, "Domain events"), installed
// by the app (app.ts) and the seed before anything publishes. The order of the in-transaction subscribers is the order
// here: the order's activity row first, then its webhooks, then its scorecard facts, then the deductions a change
// withdraws (which publish their own activity rows).
import { installDomainSubscribers } from './platform/events/domain-events.ts';
import { auditSubscribers } from './modules/audit/index.ts';
import { caseDecisionSubscribers, casesSubscribers } from './modules/cases/index.ts';
import { ediSubscribers } from './modules/edi/index.ts';
import { integrationsSubscribers } from './modules/integrations/index.ts';
import { ordersSubscribers } from './modules/orders/index.ts';
import { paymentsSubscribers } from './modules/payments/index.ts';
import { performanceSubscribers } from './modules/performance/index.ts';

export const DOMAIN_SUBSCRIBERS = [
  ...ordersSubscribers,
  ...integrationsSubscribers,
  ...performanceSubscribers,
  ...casesSubscribers,
  ...paymentsSubscribers,
  ...caseDecisionSubscribers,
  ...ediSubscribers,
  ...auditSubscribers,
];

export function installPortalSubscribers(): void {
  installDomainSubscribers(DOMAIN_SUBSCRIBERS);
}
