// Display formats of the spec (section 9): USD en-US currency, "--" when empty, dates with date-fns. Money and calendar
// days go through the contracts' one formatter of each (formatUsd, formatCalendarDay), which the API's PDFs, spreadsheets
// and mails use too.
import { format as formatDateFns } from 'date-fns';
import { formatCalendarDay, formatUsd, money } from '@portal/contracts';

export const EMPTY_VALUE = '--';

/** "late shipment" -> "Late shipment": the contracts' labels read inside sentences, a list or a title starts capital. */
export const capitalizeFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function formatCurrency(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return EMPTY_VALUE;
  // exact from the decimal text; a number (or text only Number reads, "1e3") through its value
  return formatUsd(typeof value === 'string' && money.isNumeric(value) ? value.trim() : n);
}

export function formatDate(value: string | Date | null | undefined, pattern = 'MMM dd, yyyy'): string {
  if (!value) return EMPTY_VALUE;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? EMPTY_VALUE : formatDateFns(date, pattern);
}

/** A calendar day ("yyyy-MM-dd", no time zone) in the spec's date format, read as that day wherever the browser is. */
export const formatDay = (day: string | null | undefined) => (day ? formatCalendarDay(day) : EMPTY_VALUE);

export const formatDateTime = (value: string | Date | null | undefined) => formatDate(value, 'MMM dd, yyyy h:mm aa');

export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? EMPTY_VALUE : `${value.toFixed(1)}%`;
}
