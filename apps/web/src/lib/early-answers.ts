// Calls started with the first download of a signed-in page, while the code that shows their answers is still on its
// way; the query that needs one takes it instead of asking again (docs/decisions/web-platform.md).
import { authorizedFetch, http } from './http.ts';
import { getAccessToken } from './session.ts';
import { onSessionCachesReset } from './session-caches.ts';

/** An answer not taken within this time is not used: it is an answer for the first page view, not a cache. */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

const started = new Map<string, { token: string | null; at: number; answer: Promise<unknown> }>();

function start(path: string, answer: Promise<unknown>): void {
  answer.catch(() => undefined);
  started.set(path, { token: getAccessToken(), at: Date.now(), answer });
}

/**
 * The answer started early for this path, taken once, only by the session that started it and only within
 * EARLY_ANSWER_MAX_AGE_MS; otherwise null.
 */
function take(path: string): Promise<unknown> | null {
  const early = started.get(path);
  started.delete(path);
  return early && early.token === getAccessToken() && Date.now() - early.at <= EARLY_ANSWER_MAX_AGE_MS ? early.answer : null;
}

/** Starts GET /api{path} now; a failure reaches the reader that takes the answer, never the console. */
export function startEarly(path: string): void {
  start(path, http(path));
}

/** The answer started early for this path (see `take`), else a new call. */
export function takeEarlyOrFetch<T = unknown>(path: string): Promise<T> {
  return (take(path) as Promise<T> | null) ?? http<T>(path);
}

/**
 * Starts GET /api{path} now for a reader that needs the response itself (a server grid's block: its rows' count is in
 * the Content-Range header), sent as the grid sends it (components/data-grid/grid-fetch.ts).
 */
export function startEarlyResponse(path: string): void {
  start(path, authorizedFetch(path, { headers: { Accept: 'application/json' } }));
}

/** The response started early for this path (see `take`), or null: the reader then calls itself. */
export const takeEarlyResponse = (path: string) => take(path) as Promise<Response> | null;

onSessionCachesReset(() => started.clear());
