// Calls started with the first download of a signed-in page, while the code that shows their answers is still on its
// way; the query that needs one takes it instead of asking again (docs/decisions/web-platform.md).
import { http } from './http.ts';
import { getAccessToken } from './session.ts';
import { onSessionCachesReset } from './session-caches.ts';

/** An answer not taken within this time is not used: it is an answer for the first page view, not a cache. */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

const started = new Map<string, { token: string | null; at: number; answer: Promise<unknown> }>();

/** Starts GET /api{path} now; a failure reaches the reader that takes the answer, never the console. */
export function startEarly(path: string): void {
  const answer = http(path);
  answer.catch(() => undefined);
  started.set(path, { token: getAccessToken(), at: Date.now(), answer });
}

/**
 * The answer started early for this path, taken once, only by the session that started it and only within
 * EARLY_ANSWER_MAX_AGE_MS; otherwise a new call.
 */
export function takeEarlyOrFetch<T = unknown>(path: string): Promise<T> {
  const early = started.get(path);
  started.delete(path);
  if (early && early.token === getAccessToken() && Date.now() - early.at <= EARLY_ANSWER_MAX_AGE_MS) return early.answer as Promise<T>;
  return http<T>(path);
}

onSessionCachesReset(() => started.clear());
