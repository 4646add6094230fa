// The label date window (today .. today + 3 days) checked in the browser's day, with the contracts' messages.
import { addDays, format, parseISO, startOfDay } from 'date-fns';
import { LABEL_DATE_MESSAGES, LABEL_DATE_WINDOW_DAYS, LABEL_FORMATS, MESSAGES, type LabelFormat } from '@portal/contracts';

export { LABEL_DATE_MESSAGES };

export const toIsoDate = (date: Date) => format(date, 'yyyy-MM-dd');

export function labelDateBounds(today: Date = new Date()): { min: string; max: string } {
  const start = startOfDay(today);
  return { min: toIsoDate(start), max: toIsoDate(addDays(start, LABEL_DATE_WINDOW_DAYS)) };
}

/** null when the yyyy-MM-dd date is inside the window, else the spec's message. */
export function checkLabelShippingDate(value: string, today: Date = new Date()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(parseISO(value).getTime())) return MESSAGES.required;
  const { min, max } = labelDateBounds(today);
  if (value < min) return LABEL_DATE_MESSAGES.past;
  if (value > max) return LABEL_DATE_MESSAGES.tooFar;
  return null;
}

export function checkLabelFormat(value: string): string | null {
  return (LABEL_FORMATS as readonly string[]).includes(value) ? null : MESSAGES.required;
}

export const isLabelFormat = (value: string): value is LabelFormat => checkLabelFormat(value) === null;
