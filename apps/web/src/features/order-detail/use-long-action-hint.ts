// 'This action may take a while' once a call has run for 3000 ms (order-workflows spec 4 and 9).
import { useLongActionHint as useHint } from '../../components/feedback/use-long-action-hint.ts';

export const LONG_ACTION_HINT = 'This action may take a while';
export const LONG_ACTION_HINT_MS = 3000;

export const useLongActionHint = (active: boolean, delayMs = LONG_ACTION_HINT_MS): boolean => useHint(active, delayMs);
