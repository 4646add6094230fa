// The shipping label date window (today .. today + 3 days), one rule for the order page, the bulk labels dialog and
// the server. The browser checks it against its own day; the server accepts a day that is inside the window for at
// least one US time zone, from Hawaii's today (the earliest) to Eastern time's today + 3 (the latest), so a date a
// date picker offered is never refused and nothing beyond the window is accepted anywhere in the US
// (docs/decisions/orders.md, "Bulk shipping labels").
import { addCalendarDays, earliestUsDay, isValidDay, latestUsDay } from '../calendar-days.ts';
import { LABEL_DATE_WINDOW_DAYS } from '../constants.ts';
import { ORDER_WORKFLOW_MESSAGES } from './order-workflows.rules.ts';

export const LABEL_DATE_MESSAGES = {
  past: 'Shipment date cannot be in the past.',
  tooFar: `Shipment date cannot be more than ${LABEL_DATE_WINDOW_DAYS} days in the future.`,
} as const;

/** The first and last allowed days; `latestToday` is the same day in the browser, New York's on the server. */
export function labelDateBounds(today: string, latestToday: string = today): { min: string; max: string } {
  return { min: today, max: addCalendarDays(latestToday, LABEL_DATE_WINDOW_DAYS) };
}

/** null when the day is inside the window, else the message ('Invalid date' for a day that does not exist). */
export function labelDayProblem(day: string, today: string, latestToday: string = today): string | null {
  if (!isValidDay(day)) return ORDER_WORKFLOW_MESSAGES.invalidDate;
  const { min, max } = labelDateBounds(today, latestToday);
  if (day < min) return LABEL_DATE_MESSAGES.past;
  if (day > max) return LABEL_DATE_MESSAGES.tooFar;
  return null;
}

/** The server's window at an instant: Honolulu's today .. New York's today + 3. */
export const usLabelDateBounds = (now: Date) => labelDateBounds(earliestUsDay(now), latestUsDay(now));
export const usLabelDayProblem = (day: string, now: Date): string | null => labelDayProblem(day, earliestUsDay(now), latestUsDay(now));
