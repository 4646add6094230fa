// The performance area's domain events (docs/architecture.md, "Domain events").
import type { PerformanceFigure } from './performance.rules.ts';

/**
 * A figure of the supplier's scorecard rose into projected or in trouble. Raised in the transaction that moved the
 * figure (an order change, a standard, the hourly run); the mail to the supplier's Admins follows after commit.
 */
export interface PerformanceAlertRaisedEvent {
  type: 'performance.alert-raised';
  supplierId: number;
  figure: PerformanceFigure;
  alert: 'projected' | 'inTrouble';
  /** When it rose: the alert's `since` (a mail for a rise that another change has since superseded is not sent). */
  raisedAt: string;
  /** The mail's subject and sentence, worded when the alert rose (the figure's value and standard of that moment). */
  subject: string;
  sentence: string;
}

export type PerformanceDomainEvent = PerformanceAlertRaisedEvent;
