// Each figure's alert (docs/decisions/performance.md, "Alerts"): computed after every facts refresh (in the order
// change's transaction) and by the hourly loop (the window moves with the days), kept in performance_alerts with the
// 30-day value and range (the console's table reads them). When a figure's alert rises to projected or inTrouble the
// supplier's active Admins get one mail, after the change commits (a domain event's reaction); while it stays, none;
// back to none is recorded, so the next rise mails again.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  PERFORMANCE_ALERTS,
  PERFORMANCE_FIGURE_INFO,
  PERFORMANCE_FIGURES,
  PERFORMANCE_PROJECTION_DAYS,
  supplierDayOf,
  type PerformanceAlert,
  type PerformanceAlertRaisedEvent,
  type PerformanceFigure,
} from '@portal/contracts';
import { publish, type ReactionContext } from '../../platform/events/domain-events.ts';
import type { Db, Tx } from '../../db/client.ts';
import { performanceAlerts } from '../../db/schema/index.ts';
import type { Mailer } from '../../platform/mail/mail-message.ts';
import { isFeatureOn } from '../feature-flags/index.ts';
import { activeAdminEmails, mailSupplierAdmins } from '../suppliers/index.ts';
import { PERFORMANCE_FLAG } from './performance-access.ts';
import { effectiveStandards, readCounts } from './performance.queries.ts';
import { figureStatus, firstAlertDay, type FigureStatus } from './scorecard.ts';

const rank = (a: string) => PERFORMANCE_ALERTS.indexOf(a as PerformanceAlert);

/** The mail's words: "On-time shipment is in trouble: 86.0% over the last 30 days; the standard is 95% (good: 90%)." */
export function alertSentence(status: FigureStatus, standard: { target: number; good: number }): string {
  const info = PERFORMANCE_FIGURE_INFO[status.figure];
  const show = (v: number | null) => (v === null ? '–' : info.unit === 'percent' ? `${v.toFixed(1)}%` : `${v} business days`);
  const shown = status.alert === 'inTrouble' ? status.value : status.projected.value;
  const what =
    status.alert === 'inTrouble'
      ? `is in trouble: ${show(shown)} over the last 30 days`
      : `is projected to be in trouble within ${PERFORMANCE_PROJECTION_DAYS} days: ${show(shown)} if the next ${PERFORMANCE_PROJECTION_DAYS} days go like the last ${PERFORMANCE_PROJECTION_DAYS}`;
  return `${info.label} ${what}; the target is ${show(standard.target)} and in trouble starts beyond ${show(standard.good)}.`;
}

/**
 * Computes the suppliers' alerts as of `now` and records them, in the caller's transaction; each rise is published
 * (performance.alert-raised) with its words, and the mail to the Admins follows after commit (mailAlert). Answers the
 * number of figure rises.
 */
export async function evaluateAlerts(tx: Db | Tx, supplierIds: readonly number[], now: Date): Promise<number> {
  if (supplierIds.length === 0) return 0;
  const today = supplierDayOf(now);
  const ids = [...new Set(supplierIds)].sort((a, b) => a - b);
  // one after the other: `tx` is one connection (the change's transaction), which runs one statement at a time (three
  // at once queued them inside the driver, which pg warns of: "client.query() when the client is already executing")
  const counts = await readCounts(tx, ids, firstAlertDay(today));
  const standards = await effectiveStandards(tx, ids);
  const previous = await tx.select().from(performanceAlerts).where(inArray(performanceAlerts.supplierId, ids));
  const before = new Map(previous.map((p) => [`${p.supplierId}|${p.figure}`, p]));
  const rows: (typeof performanceAlerts.$inferInsert)[] = [];
  const rises: { supplierId: number; status: FigureStatus; figure: PerformanceFigure }[] = [];
  for (const supplierId of ids)
    for (const figure of PERFORMANCE_FIGURES) {
      const status = figureStatus(counts.get(supplierId)!, figure, standards.get(supplierId)![figure], today);
      const old = before.get(`${supplierId}|${figure}`);
      const same = old && old.alert === status.alert && old.range === status.range && old.value === status.value;
      if (same) continue;
      rows.push({
        supplierId,
        figure,
        alert: status.alert,
        range: status.range,
        value: status.value,
        since: old && old.alert === status.alert ? old.since : now,
      });
      if (status.alert !== 'none' && rank(status.alert) > rank(old?.alert ?? 'none')) rises.push({ supplierId, status, figure });
    }
  if (rows.length)
    await tx
      .insert(performanceAlerts)
      .values(rows)
      .onConflictDoUpdate({
        target: [performanceAlerts.supplierId, performanceAlerts.figure],
        set: { alert: sqlExcluded('alert'), range: sqlExcluded('range'), value: sqlExcluded('value'), since: sqlExcluded('since') },
      });
  await publish(
    tx,
    rises.map(({ supplierId, status, figure }) => ({
      type: 'performance.alert-raised',
      supplierId,
      figure,
      alert: status.alert as 'projected' | 'inTrouble',
      raisedAt: now.toISOString(),
      subject: alertSubject(status),
      sentence: alertSentence(status, standards.get(supplierId)![figure]),
    })),
    now,
  );
  return rises.length;
}

const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

const alertSubject = (status: FigureStatus) => {
  const { label } = PERFORMANCE_FIGURE_INFO[status.figure];
  return status.alert === 'inTrouble' ? `${label} is in trouble` : `${label} is projected to be in trouble`;
};

/**
 * The reaction to a rise, after its commit: one mail to the supplier's active Admins as they are now, with the words of
 * the rise, while the rise is still the figure's state (a mail written late, after a backlog or an outage, says nothing
 * that is no longer true: a figure that has since recovered or risen again is not mailed for this rise; the seed's
 * history mails only the state it ends in). A supplier without the page (the flag off) is not mailed about figures it
 * cannot open.
 */
export async function mailAlert(tx: Tx, event: PerformanceAlertRaisedEvent, { mailer, publicUrl }: ReactionContext): Promise<void> {
  const [current] = await tx
    .select({ alert: performanceAlerts.alert, since: performanceAlerts.since })
    .from(performanceAlerts)
    .where(and(eq(performanceAlerts.supplierId, event.supplierId), eq(performanceAlerts.figure, event.figure)));
  if (!current || current.alert !== event.alert || current.since.getTime() !== new Date(event.raisedAt).getTime()) return;
  if (!(await isFeatureOn(tx, event.supplierId, PERFORMANCE_FLAG))) return;
  const inTx: Mailer = { send: (message) => mailer.send(message, tx) };
  await mailSupplierAdmins(inTx, await activeAdminEmails(tx, event.supplierId), event.subject, [
    event.sentence,
    `See the figure and the orders behind it: ${publicUrl}/performance`,
  ]);
}
