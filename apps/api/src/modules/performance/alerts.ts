// Each figure's alert (docs/decisions/performance.md, "Alerts"): computed after every facts refresh (in the order
// change's transaction) and by the hourly loop (the window moves with the days), kept in performance_alerts with the
// 30-day value and range (the console's table reads them). When a figure's alert rises to projected or inTrouble the
// supplier's active Admins get one mail, written to the outbox in the same transaction; while it stays, none; back to
// none is recorded, so the next rise mails again.
import { inArray, sql } from 'drizzle-orm';
import {
  PERFORMANCE_ALERTS,
  PERFORMANCE_FIGURE_INFO,
  PERFORMANCE_FIGURES,
  PERFORMANCE_PROJECTION_DAYS,
  supplierDayOf,
  type PerformanceAlert,
  type PerformanceFigure,
} from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { performanceAlerts } from '../../db/schema/index.ts';
import type { Mailer } from '../../platform/mail/mail-message.ts';
import { isFeatureOn } from '../feature-flags/index.ts';
import { activeAdminEmails, mailSupplierAdmins } from '../suppliers/index.ts';
import { PERFORMANCE_FLAG } from './performance-access.ts';
import { effectiveStandards, readCounts } from './performance.queries.ts';
import { figureStatus, firstAlertDay, type FigureStatus } from './scorecard.ts';

/**
 * Where the alert mails go out: the app's mailer and its public address, handed by the app's routes and loop to every
 * call that may raise an alert (`alertMailOf`); null (the seeds, scripts without an app) records the alerts and mails
 * nobody.
 */
export interface AlertMail {
  mailer: Mailer;
  publicUrl: string;
}

export const alertMailOf = (app: { mailer: Mailer; config: { publicUrl: string } }): AlertMail => ({
  mailer: app.mailer,
  publicUrl: app.config.publicUrl,
});

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
 * Computes the suppliers' alerts as of `now` and records them; mails the rises through `mail` (none when null). In the
 * caller's transaction. Answers the number of figure rises.
 */
export async function evaluateAlerts(tx: Db | Tx, supplierIds: readonly number[], now: Date, mail: AlertMail | null): Promise<number> {
  if (supplierIds.length === 0) return 0;
  const today = supplierDayOf(now);
  const ids = [...new Set(supplierIds)].sort((a, b) => a - b);
  const [counts, standards, previous] = await Promise.all([
    readCounts(tx, ids, firstAlertDay(today)),
    effectiveStandards(tx, ids),
    tx.select().from(performanceAlerts).where(inArray(performanceAlerts.supplierId, ids)),
  ]);
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
  if (mail) for (const rise of rises) await mailRise(tx, mail, rise.supplierId, rise.status, standards.get(rise.supplierId)![rise.figure]);
  return rises.length;
}

const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

async function mailRise(
  tx: Db | Tx,
  mail: AlertMail,
  supplierId: number,
  status: FigureStatus,
  standard: { target: number; good: number },
) {
  // the page is behind the flag: a supplier without it is not mailed about figures it cannot open
  if (!(await isFeatureOn(tx, supplierId, PERFORMANCE_FLAG))) return;
  const info = PERFORMANCE_FIGURE_INFO[status.figure];
  const subject = status.alert === 'inTrouble' ? `${info.label} is in trouble` : `${info.label} is projected to be in trouble`;
  const inTx: Mailer = { send: (message) => mail.mailer.send(message, tx) };
  await mailSupplierAdmins(inTx, await activeAdminEmails(tx, supplierId), subject, [
    alertSentence(status, standard),
    `See the figure and the orders behind it: ${mail.publicUrl}/performance`,
  ]);
}
