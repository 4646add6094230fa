// Calls started with the first download of a signed-in page, while the code that shows their answers is still on its
// way; the query that needs one takes it instead of asking again (docs/decisions.md, "Delivery").
import { http } from './http.ts';
import { getAccessToken } from './session.ts';
import { onSessionCachesReset } from './session-caches.ts';

const started = new Map<string, { token: string | null; answer: Promise<unknown> }>();

/** Starts GET /api{path} now; a failure reaches the reader that takes the answer, never the console. */
export function startEarly(path: string): void {
  const answer = http(path);
  answer.catch(() => undefined);
  started.set(path, { token: getAccessToken(), answer });
}

/** The answer started early for this path, taken once and only by the session that started it; otherwise a new call. */
export function takeEarlyOrFetch<T = unknown>(path: string): Promise<T> {
  const early = started.get(path);
  started.delete(path);
  if (early && early.token === getAccessToken()) return early.answer as Promise<T>;
  return http<T>(path);
}

onSessionCachesReset(() => started.clear());
