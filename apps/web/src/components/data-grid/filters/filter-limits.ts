// Input rules of the grid's own filters (spec section 5 "Inputs").
export const DATE_FILTER_MIN_YEAR = 1900;

export function dateFilterMaxYear(today: Date = new Date()): number {
  return today.getFullYear() + 100;
}

/** yyyy-MM-dd within 1900 .. today + 100 years, else null. */
export function parseFilterDate(value: string, today: Date = new Date()): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  if (year < DATE_FILTER_MIN_YEAR || year > dateFilterMaxYear(today)) return null;
  const date = new Date(Date.UTC(year, Number(match[2]) - 1, Number(match[3])));
  return date.getUTCDate() === Number(match[3]) ? value : null;
}

/** Only finite numbers; blank clears (null); anything else is refused (undefined). */
export function parseNumberFilterInput(value: string): number | null | undefined {
  if (value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}
