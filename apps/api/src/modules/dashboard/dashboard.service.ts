// What the dashboard's figures mean (docs/decisions/dashboard.md): months and days in the caller's
// offset, sales by the order's supplierTotal, year-long figures over the current UTC month and the 11 before it.
import {
  DAY_MS,
  DDR_TYPES,
  UNKNOWN_CHANNEL_LABEL,
  dayAtOffset,
  daysInMonth,
  money,
  parseMonthStart,
  shiftMonth,
  toDecimal,
  yearWindowStart,
  type DdrStatistic,
  type MonthStart,
  type OrdersByChannel,
  type SalesByChannel,
  type SalesMetrics,
  type SupplierStats,
  type TopItem,
  type TopItemBySales,
  SUPPLIER_TIME_ZONE,
} from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { selectChannels, selectDailySales, selectDdrCounts, selectStats, selectTopItems } from './dashboard.queries.ts';
import { openCreditRequestsTotal } from '../accounting/index.ts';

/** Without the caller's month start the stats follow New York (the portal's US default, like its other US days). */
export const DEFAULT_STATS_ZONE = SUPPLIER_TIME_ZONE;

function zoneOffsetMinutes(zone: string, instant: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** The current month start of a zone, read as that zone's offset now. */
export function zoneMonthStart(zone: string, now: Date): MonthStart {
  const offsetMinutes = zoneOffsetMinutes(zone, now);
  const local = new Date(now.getTime() + offsetMinutes * 60_000);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return { start: new Date(Date.UTC(year, month, 1) - offsetMinutes * 60_000), offsetMinutes, year, month };
}

/** The route's schema has already refused anything parseMonthStart refuses. */
export function monthStartOf(value: string): MonthStart {
  const parsed = parseMonthStart(value);
  if (typeof parsed === 'string') throw new Error(`invalid month start ${value}`);
  return parsed;
}

/** The stats of the month the caller's month start names (`currentMonthStart`), without one of this New York month. */
export async function supplierStatsOfMonth(
  db: Db,
  supplierId: number,
  currentMonthStart: string | undefined,
  now: Date,
): Promise<SupplierStats> {
  const month = currentMonthStart ? monthStartOf(currentMonthStart) : zoneMonthStart(DEFAULT_STATS_ZONE, now);
  return supplierStats(db, supplierId, month, now);
}

const elapsedDays = (month: MonthStart, now: Date) =>
  Math.max(0, Math.min(daysInMonth(month), Math.floor((now.getTime() - month.start.getTime()) / DAY_MS) + 1));

export async function supplierStats(db: Db, supplierId: number, month: MonthStart, now: Date): Promise<SupplierStats> {
  const next = shiftMonth(month, 1);
  const previous = shiftMonth(month, -1);
  // last month from its first day to the same day and time (never past its own end)
  const elapsed = Math.max(0, now.getTime() - month.start.getTime());
  const cut = new Date(Math.min(previous.start.getTime() + elapsed, month.start.getTime()));
  const row = await selectStats(db, supplierId, {
    monthStart: month.start,
    nextMonthStart: next.start,
    previousMonthStart: previous.start,
    previousMonthCut: cut,
    today: dayAtOffset(now, month.offsetMinutes),
  });
  const lastInventory = row.last_inventory === null ? null : new Date(row.last_inventory).toISOString();
  return {
    needToShipOrderCount: row.need_to_ship,
    currentMonthOrderCount: row.month_orders,
    lateShipmentOrderCount: row.late,
    lastInventoryProcessedOnDate: lastInventory,
    monthToDateSales: money.toFixed(row.month_sales),
    monthToDateSalesDifference: money.sub(row.month_sales, row.previous_sales),
    // The open credit requests' total (accounting): requests no credit memo has covered yet.
    pendingCreditRequestsTotal: await openCreditRequestsTotal(db, supplierId),
  };
}

export async function salesMetrics(db: Db, supplierId: number, month: MonthStart, now: Date): Promise<SalesMetrics> {
  const previous = shiftMonth(month, -1);
  const previousDays = daysInMonth(previous);
  const days = await selectDailySales(db, supplierId, previous.start, shiftMonth(month, 1).start);
  const previousSales = Array.from({ length: previousDays }, () => '0.00');
  const currentSales = Array.from({ length: elapsedDays(month, now) }, () => '0.00');
  for (const { day, sales } of days) {
    if (day < previousDays) previousSales[day] = money.toFixed(sales);
    else if (day - previousDays < currentSales.length) currentSales[day - previousDays] = money.toFixed(sales);
  }
  return {
    totalSalesLastMonth: money.sum(days.filter((d) => d.day >= previousDays).map((d) => d.sales)),
    totalSalesPreviousMonth: money.sum(previousSales),
    salesFromLastMonth: currentSales,
    salesFromPreviousMonth: previousSales,
  };
}

/** Share in percent with 1 decimal, computed in decimals. */
const share = (part: string, total: string) =>
  toDecimal(total).isZero() ? 0 : toDecimal(part).times(100).dividedBy(toDecimal(total)).toDecimalPlaces(1).toNumber();

const channelLabel = (channel: string) => channel || UNKNOWN_CHANNEL_LABEL;

export async function salesByChannel(db: Db, supplierId: number, now: Date): Promise<SalesByChannel[]> {
  const channels = await selectChannels(db, supplierId, yearWindowStart(now));
  const total = money.sum(channels.map((c) => c.sales));
  return channels
    .map((c) => ({ label: channelLabel(c.channel), sales: money.toFixed(c.sales), value: share(c.sales, total) }))
    .sort((a, b) => money.compare(b.sales, a.sales) || a.label.localeCompare(b.label));
}

export async function ordersByChannel(db: Db, supplierId: number, now: Date): Promise<OrdersByChannel[]> {
  const channels = await selectChannels(db, supplierId, yearWindowStart(now));
  return channels
    .map((c) => ({ label: channelLabel(c.channel), value: c.orders }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
}

export async function topItems(db: Db, supplierId: number, now: Date): Promise<TopItem[]> {
  const items = await selectTopItems(db, supplierId, yearWindowStart(now), 'quantity');
  return items.map((i) => ({ label: i.sku, value: i.quantity, imageUrl: i.image_url, productName: i.product_name }));
}

export async function topItemsBySales(db: Db, supplierId: number, now: Date): Promise<TopItemBySales[]> {
  const items = await selectTopItems(db, supplierId, yearWindowStart(now), 'sales');
  return items.map((i) => ({
    label: i.sku,
    sales: money.toFixed(i.sales),
    salesPercentage: share(i.sales, i.total_sales),
    imageUrl: i.image_url,
    productName: i.product_name,
    value: i.quantity,
  }));
}

export async function ddrStatistics(db: Db, supplierId: number, now: Date): Promise<DdrStatistic[]> {
  const counts = await selectDdrCounts(db, supplierId, yearWindowStart(now));
  return DDR_TYPES.map((type) => ({ type, count: counts.find((c) => c.type === type)?.count ?? 0 }));
}
