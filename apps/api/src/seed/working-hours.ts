// The demo's times of day for what people do (docs/decisions/demo-data.md): requests and invoices are sent in US
// working hours, not at the anchor's midnight.
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** 9:00 Eastern standard time in UTC, and the length of the working day. */
const WORKDAY_START_UTC_HOUR = 14;
const WORKDAY_HOURS = 8;

/** A time in the US working day `days` after `day`'s midnight (UTC), spread by `n` over its hours and minutes. */
export function workingHourOf(day: Date, days: number, n: number): Date {
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const minutes = (n * 37) % (WORKDAY_HOURS * 60);
  return new Date(midnight + days * DAY_MS + WORKDAY_START_UTC_HOUR * HOUR_MS + minutes * 60_000);
}
