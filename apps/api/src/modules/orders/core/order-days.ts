// Calendar days of the order rules on the server. The browser that checked a date first may be anywhere in the US,
// so, like the bulk label window, a bound is read in the time zone that is most lenient for the supplier:
// "today" for "not in the future" is the latest US day (New York), "today" for "must be after today" and the
// order's creation day are the earliest (Honolulu). Nothing the date pickers offered is refused.
import { calendarDay, LABEL_WINDOW_EARLIEST_ZONE, LABEL_WINDOW_LATEST_ZONE } from './label-date-window.ts';

export const latestToday = (now: Date): string => calendarDay(now, LABEL_WINDOW_LATEST_ZONE);
export const earliestToday = (now: Date): string => calendarDay(now, LABEL_WINDOW_EARLIEST_ZONE);
export const creationDay = (createdOn: Date): string => calendarDay(createdOn, LABEL_WINDOW_EARLIEST_ZONE);
