// The label date window (today .. today + 3 days) on the server. "Today" is the supplier's calendar day, and
// the browser that checked it first may be in any US time zone: the server accepts a date that is inside the
// window for at least one of them, from Hawaii (the latest "today") to Eastern time (the earliest "tomorrow").
// So a date the date picker offered is never refused, and nothing beyond the spec's window is accepted anywhere
// in the US (docs/decisions.md, "Bulk shipping labels").
import { LABEL_DATE_MESSAGES, LABEL_DATE_WINDOW_DAYS } from '@portal/contracts';

export const LABEL_WINDOW_EARLIEST_ZONE = 'Pacific/Honolulu';
export const LABEL_WINDOW_LATEST_ZONE = 'America/New_York';

/** 'yyyy-MM-dd' of the instant in the time zone. */
export function calendarDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function isRealDay(day: string): boolean {
  const d = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

export function labelDateBounds(now: Date): { min: string; max: string } {
  return {
    min: calendarDay(now, LABEL_WINDOW_EARLIEST_ZONE),
    max: addDays(calendarDay(now, LABEL_WINDOW_LATEST_ZONE), LABEL_DATE_WINDOW_DAYS),
  };
}

/** null when the date is inside the window, else the spec's message. */
export function labelDateProblem(day: string, now: Date): string | null {
  const { min, max } = labelDateBounds(now);
  if (day < min) return LABEL_DATE_MESSAGES.past;
  if (day > max) return LABEL_DATE_MESSAGES.tooFar;
  return null;
}
