// Per-address limits of the public invitation calls (docs/decisions/application.md): lookups or submits naming an unknown token
// ("misses", which is what enumerating tokens produces) and refused submits (spent or expired invitation, bad places).
import { APPLICATION_MESSAGES } from '@portal/contracts';
import type { AttemptKey, ThrottleRule } from '../../platform/attempt-throttle.ts';

export const INVITATION_MISS_LIMIT: ThrottleRule = { max: 10, windowMs: 15 * 60 * 1000, message: APPLICATION_MESSAGES.throttled };
export const APPLICATION_SUBMIT_LIMIT: ThrottleRule = { max: 10, windowMs: 60 * 60 * 1000, message: APPLICATION_MESSAGES.throttled };

// Counted per address only: the subject is the same for every token, so trying many tokens cannot spread the count.
export const missKey = (ip: string): AttemptKey => ({ kind: 'invitation-miss', subject: '*', ip });
export const submitKey = (ip: string): AttemptKey => ({ kind: 'application-submit', subject: '*', ip });
