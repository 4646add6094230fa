// Today's orders of the demo: a real supplier's day has orders by the time anyone looks at the dashboard, so Acme gets
// the orders of its (New York) day so far, from midnight up to the clock's time: few at night, most from the morning
// on, a weekday's count. Without them today's sales point read $0 (docs/decisions/dashboard.md, "Demo data").
// Own random sequence (by the day) and PO range (PO-1700001...), so the rest of the demo stays exactly as it was.
import { dayInTimeZone, SUPPLIER_TIME_ZONE, type FulfillmentStatus } from '@portal/contracts';
import type { Tx } from '../db/client.ts';
import { ACME_AGREEMENTS } from './agreements.ts';
import { HOME_PRODUCTS } from './order-catalogue.ts';
import { planOrder, seedSupplierOrders, type PlannedOrder } from './orders.ts';
import { SeededRandom } from './random.ts';

export const TODAY_PO_START = 1700001;
const HOUR_MS = 3_600_000;
/** A full weekday's orders (the regular demo has 15-28 a day in its last days). */
const ORDERS_PER_DAY = 24;
/** Sunday .. Saturday, as the sales history's weekday rhythm (seed/sales-history.ts). */
const WEEKDAY_FACTORS = [0.55, 1.15, 1.2, 1.15, 1.1, 1.0, 0.6];
/** Orders an hour of the local day brings, relative: quiet nights, a morning rise, busy midday and evening. */
const HOURLY_WEIGHTS = [
  0.2, 0.15, 0.1, 0.1, 0.1, 0.2, 0.5, 0.9, 1.3, 1.6, 1.7, 1.7, 1.6, 1.5, 1.5, 1.4, 1.3, 1.3, 1.4, 1.5, 1.4, 1.1, 0.7, 0.4,
];
const WEIGHT_OF_DAY = HOURLY_WEIGHTS.reduce((a, w) => a + w, 0);

/** The instant the time zone's calendar day of `at` began (00:00 there), DST included. */
export function startOfZonedDay(at: Date, timeZone: string): Date {
  const day = dayInTimeZone(at, timeZone);
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(new Date(instant))
        .map((p) => [p.type, Number(p.value)]),
    ) as Record<string, number>;
    const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
    return wall - (instant - (instant % 1000));
  };
  const midnightWall = Date.parse(`${day}T00:00:00Z`);
  // the offset at midnight may differ from now's on the day clocks change: look again at the first guess
  const guess = midnightWall - offsetAt(at.getTime());
  return new Date(midnightWall - offsetAt(guess));
}

/** Weight of the local day from its start up to `hours` hours (fractions of an hour count in part). */
function weightUntil(hours: number): number {
  let total = 0;
  for (let h = 0; h < 24 && h < hours; h += 1) total += HOURLY_WEIGHTS[h]! * Math.min(1, hours - h);
  return total;
}

/** The hours into the day at which the share `u` (0..1) of the weight up to `hours` is reached. */
function hoursAtShare(u: number, hours: number): number {
  let left = u * weightUntil(hours);
  for (let h = 0; h < 24; h += 1) {
    const span = Math.min(1, Math.max(0, hours - h));
    const w = HOURLY_WEIGHTS[h]! * span;
    if (left <= w || h === 23) return h + (w > 0 ? (left / w) * span : 0);
    left -= w;
  }
  return hours;
}

/**
 * The supplier's orders of today up to `now`: their count follows the hours gone (weighted by the hourly rhythm)
 * and the weekday; their times spread over those hours by the same rhythm; mostly waiting for processing, some
 * processed already, a few not released yet or cancelled. The same `now` gives the same orders.
 */
export function planTodaysOrders(now: Date, facilities: { primary: number; ltl: number }): PlannedOrder[] {
  const dayStart = startOfZonedDay(now, SUPPLIER_TIME_ZONE);
  const day = dayInTimeZone(now, SUPPLIER_TIME_ZONE);
  const hours = (now.getTime() - dayStart.getTime()) / HOUR_MS;
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const count = Math.round((ORDERS_PER_DAY * WEEKDAY_FACTORS[weekday]! * weightUntil(hours)) / WEIGHT_OF_DAY);
  const r = new SeededRandom(Number(day.replaceAll('-', '')));
  const plans: PlannedOrder[] = [];
  for (let k = 0; k < count; k += 1) {
    // one order in each equal share of the hours gone, at a random place in it: spread, never bunched
    const at = hoursAtShare((k + r.next()) / count, hours);
    const createdOn = new Date(Math.min(dayStart.getTime() + Math.floor(at * 60) * 60_000, now.getTime() - 60_000));
    const hoursAgo = (now.getTime() - createdOn.getTime()) / HOUR_MS;
    const status: FulfillmentStatus = r.weighted([
      ['NeedsProcessing', 80],
      // processed in the same morning: only orders a few hours old
      ['AwaitingShipment', hoursAgo > 3 ? 25 : 0],
      ['New', 6],
      ['Canceled', 3],
    ] as const);
    plans.push(
      planOrder(r, k, `PO-${TODAY_PO_START + k}`, now, HOME_PRODUCTS, facilities, ACME_AGREEMENTS, {
        ageDays: 0,
        status,
        products: (random, n) => [...HOME_PRODUCTS].sort(() => random.next() - 0.5).slice(0, n),
        createdOn,
      }),
    );
  }
  return plans;
}

export async function seedTodaysOrders(
  tx: Tx,
  supplierId: number,
  now: Date,
  facilities: { primary: number; ltl: number },
): Promise<number> {
  const plans = planTodaysOrders(now, facilities);
  // the activity (processing, cancelling) of these orders stays before the clock's time
  await seedSupplierOrders(tx, supplierId, plans, now);
  return plans.length;
}
