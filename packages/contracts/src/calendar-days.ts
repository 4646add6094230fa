// Calendar days as 'yyyy-MM-dd' text, shared by the browser and the server: ISO days compare as text
// ('2026-03-09' < '2026-03-10'), so the day rules take and compare strings. "Today" is passed into the rules: the
// browser gives its own day (localDay); the server reads the US day that is most lenient for the bound it checks
// (earliestUsDay for "not before today", latestUsDay for "not after today"; docs/decisions/platform.md, "One source per rule").

/** The earliest US calendar day at any instant (Hawaii) and the latest one (Eastern time). */
export const US_EARLIEST_TIME_ZONE = 'Pacific/Honolulu';
export const US_LATEST_TIME_ZONE = 'America/New_York';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A real calendar day written 'yyyy-MM-dd' as one pattern (the API document states it, so a client's validator refuses
 * what the server refuses): years 0001 to 9999 (PostgreSQL has no year 0), months 01 to 12, the month's days, 29
 * February in leap years only.
 */
export const REAL_DAY_PATTERN =
  /^(?!0000)(?:\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8]))|(?:\d\d(?:[2468][048]|[13579][26]|0[48])|(?:[02468][048]|[13579][26])00)-02-29)$/;

/** A real day, then optionally a time and an offset ('2026-03-01', '2026-03-01T10:00:00Z'): the day must be real. */
export const REAL_DAY_OR_TIME_PATTERN = new RegExp(`^(?:${REAL_DAY_PATTERN.source.slice(1, -1)})(?:T[\\d:.]+(?:Z|[+-]\\d{2}:\\d{2})?)?$`);

/** In the API document: a day or a date-time (JSON Schema's formats), with the pattern above. */
export const DAY_OR_TIME_DOCUMENT = {
  pattern: REAL_DAY_OR_TIME_PATTERN.source,
  anyOf: [{ format: 'date' }, { format: 'date-time' }],
} as const;

/** A real calendar day written 'yyyy-MM-dd' (no 2026-02-30, no 0000-01-01). */
export const isValidDay = (day: string): boolean => REAL_DAY_PATTERN.test(day);

export function addCalendarDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs ~50x formatting with it (a grid's page asks per
 * row, the scorecard's facts per order).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** 'yyyy-MM-dd' of the instant in the time zone. */
export function dayInTimeZone(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** 'yyyy-MM-dd' of the instant in the runtime's own time zone (the browser's calendar day). */
export function localDay(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(at.getFullYear()).padStart(4, '0')}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The browser's calendar day of an ISO timestamp (an order's creation day as the user sees it); a bare day stays. */
export const localDayOf = (timestamp: string): string => (DAY.test(timestamp) ? timestamp : localDay(new Date(timestamp)));

/** The earliest US day of the instant (Honolulu): "today" of "today or later", and an order's creation day. */
export const earliestUsDay = (at: Date): string => dayInTimeZone(at, US_EARLIEST_TIME_ZONE);
/** The latest US day of the instant (New York): "today" of "not in the future". */
export const latestUsDay = (at: Date): string => dayInTimeZone(at, US_LATEST_TIME_ZONE);

/**
 * The supplier's local day: one zone for every supplier (the dashboard's default), so the supplier's pages, the
 * console's tables and the mails agree on a day (payments' due dates and postings, the scorecard's windows;
 * docs/decisions/performance.md, "The supplier's local day").
 */
export const SUPPLIER_TIME_ZONE = 'America/New_York';
/** The supplier's local day of an instant. */
export const supplierDayOf = (at: Date): string => dayInTimeZone(at, SUPPLIER_TIME_ZONE);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A calendar day 'yyyy-MM-dd' in the spec's date format "MMM dd, yyyy" ("Nov 01, 2026"), the same day wherever it is
 * read (no time zone): the one day formatter of every screen, PDF and mail (the web's formatDay adds "--" for none).
 */
export function formatCalendarDay(day: string): string {
  // a stored fact that is not a day (an older row's evidence) is shown as it is, never as "undefined NaN"
  if (!/^\d{4}-\d{2}-\d{2}/.test(day)) return day;
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${MONTHS[Number(month) - 1]} ${date}, ${year}`;
}
