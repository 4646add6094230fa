// The dashboard's month arithmetic, shared by the browser (which sends its local month start) and the server (which
// reads it back as a fixed UTC offset). Pure functions on instants; no time-zone database involved.

/** A sale: an order the marketplace released to the supplier and that was neither canceled nor unavailable. */
export const SALE_STATUSES = ['NeedsProcessing', 'AwaitingShipment', 'Invoicing', 'Complete'] as const;
/** Orders to ship (and, past their promised shipping date, late shipments). */
export const UNSHIPPED_STATUSES = ['NeedsProcessing', 'AwaitingShipment'] as const;
export const DDR_TYPES = ['Damage', 'Defect', 'Return'] as const;
export type DdrType = (typeof DDR_TYPES)[number];

/** Top items and sales by top item list this many SKUs. */
export const DASHBOARD_TOP_ITEMS = 5;
/** Channels, top items and DDR cases cover the current UTC month and the 11 months before it. */
export const DASHBOARD_WINDOW_MONTHS = 12;
/** Label of orders that name no channel. */
export const UNKNOWN_CHANNEL_LABEL = 'Other';
export const SALES_CHART_DAYS = 31;
export const SALES_CHART_MIN_Y_MAX = 3000;
export const SALES_CHART_TICK_EVERY_DAYS = 3;
export const CHART_LABEL_MAX_CHARS = 12;

const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
/** Offsets the server accepts: every zone in use is a multiple of 15 minutes between -12:00 and +14:00. */
export const MIN_OFFSET_MINUTES = -12 * 60;
export const MAX_OFFSET_MINUTES = 14 * 60;

const MONTH_START = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * What parseMonthStart admits, as one pattern for the API document: the first day of a month at 00:00 (seconds and
 * milliseconds optional, zero), with Z or an offset from -12:00 to +14:00 in steps of 15 minutes.
 */
export const MONTH_START_PATTERN =
  /^\d{4}-(?:0[1-9]|1[0-2])-01T00:00(?::00(?:\.0{1,3})?)?(?:Z|\+(?:0\d|1[0-3]):(?:00|15|30|45)|\+14:00|-(?:0\d|1[01]):(?:00|15|30|45)|-12:00)$/;

export interface MonthStart {
  /** The instant the month starts. */
  start: Date;
  /** Minutes east of UTC (+09:00 -> 540, -08:00 -> -480). */
  offsetMinutes: number;
  year: number;
  /** 0-11 */
  month: number;
}

export type MonthStartProblem = 'format' | 'offset' | 'notMonthStart';

/** Reads "2026-05-01T00:00:00-07:00": the first day of a month at midnight in its own offset. */
export function parseMonthStart(value: string): MonthStart | MonthStartProblem {
  const m = MONTH_START.exec(value);
  if (!m) return 'format';
  const [, y, mo, d, h, mi, s = '0', ms = '0', zone] = m;
  const year = Number(y);
  const month = Number(mo) - 1;
  if (month < 0 || month > 11 || Number(d) < 1 || Number(d) > 31 || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return 'format';
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const sign = zone!.startsWith('-') ? -1 : 1;
    const [oh, om] = zone!.slice(1).split(':').map(Number) as [number, number];
    if (om > 59) return 'format';
    offsetMinutes = sign * (oh * 60 + om);
  }
  if (offsetMinutes < MIN_OFFSET_MINUTES || offsetMinutes > MAX_OFFSET_MINUTES || offsetMinutes % 15 !== 0) return 'offset';
  if (Number(d) !== 1 || Number(h) !== 0 || Number(mi) !== 0 || Number(s) !== 0 || Number(ms) !== 0) return 'notMonthStart';
  return { start: new Date(Date.UTC(year, month, 1) - offsetMinutes * MINUTE_MS), offsetMinutes, year, month };
}

/** The month start of another month (delta -1: the one before) in the same offset. */
export function shiftMonth(monthStart: MonthStart, delta: number): MonthStart {
  const first = new Date(Date.UTC(monthStart.year, monthStart.month + delta, 1));
  return {
    start: new Date(first.getTime() - monthStart.offsetMinutes * MINUTE_MS),
    offsetMinutes: monthStart.offsetMinutes,
    year: first.getUTCFullYear(),
    month: first.getUTCMonth(),
  };
}

export const daysInMonth = (monthStart: Pick<MonthStart, 'year' | 'month'>): number =>
  new Date(Date.UTC(monthStart.year, monthStart.month + 1, 0)).getUTCDate();

/** "yyyy-MM-dd" of an instant as seen at a fixed offset. */
export function dayAtOffset(instant: Date, offsetMinutes: number): string {
  return new Date(instant.getTime() + offsetMinutes * MINUTE_MS).toISOString().slice(0, 10);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's local month start with its offset, e.g. "2026-05-01T00:00:00-07:00" (what the client sends). */
export function localMonthStart(now: Date = new Date()): string {
  const first = new Date(now.getFullYear(), now.getMonth(), 1);
  const offset = -first.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${first.getFullYear()}-${pad(first.getMonth() + 1)}-01T00:00:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The first day (UTC) of the window of the year-long figures: the current UTC month and the 11 before it. */
export function yearWindowStart(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (DASHBOARD_WINDOW_MONTHS - 1), 1)).toISOString().slice(0, 10);
}

/** "Wayfair Professional" -> "Wayfair Prof…" (top SKU labels). */
export function truncateLabel(label: string, max = CHART_LABEL_MAX_CHARS): string {
  return label.length > max ? `${label.slice(0, max)}…` : label;
}

/** Splits a label longer than `max` characters into lines at spaces (channel labels wrap). */
export function wrapLabel(label: string, max = CHART_LABEL_MAX_CHARS): string {
  if (label.length <= max) return label;
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}
