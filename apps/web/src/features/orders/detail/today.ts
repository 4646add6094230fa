// The browser's calendar day as 'yyyy-MM-dd', the "today" the contracts' day rules take.
import { format, parseISO } from 'date-fns';

export const todayIso = (now: Date = new Date()) => format(now, 'yyyy-MM-dd');
/** The local calendar day of an ISO timestamp (the order's creation day as the user sees it). */
export const dayOf = (timestamp: string) => format(parseISO(timestamp), 'yyyy-MM-dd');
