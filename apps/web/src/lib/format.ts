// Display formats of the spec (section 9): USD en-US currency, "--" when empty, dates with date-fns.
import { format as formatDateFns } from 'date-fns';

export const EMPTY_VALUE = '--';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "late shipment" -> "Late shipment": the contracts' labels read inside sentences, a list or a title starts capital. */
export const capitalizeFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function formatCurrency(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? currency.format(n) : EMPTY_VALUE;
}

export function formatDate(value: string | Date | null | undefined, pattern = 'MMM dd, yyyy'): string {
  if (!value) return EMPTY_VALUE;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? EMPTY_VALUE : formatDateFns(date, pattern);
}

/** A calendar day ("yyyy-MM-dd", no time zone) in the spec's date format, read as that day wherever the browser is. */
export const formatDay = (day: string | null | undefined) => (day ? formatDate(`${day}T00:00:00`) : EMPTY_VALUE);

export const formatDateTime = (value: string | Date | null | undefined) => formatDate(value, 'MMM dd, yyyy h:mm aa');

export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? EMPTY_VALUE : `${value.toFixed(1)}%`;
}
