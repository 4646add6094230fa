// A fetch-based event stream under /api (EventSource cannot send the bearer token): the spec's failure texts,
// retry 3000 ms doubling to at most 30000 ms, resume with Last-Event-ID, and the shared token refresh on 401.
import { authorizedFetch, expireSession } from './http.ts';
import { isSignedIn } from './session.ts';
import { SseParser, type SseMessage } from './sse-parser.ts';

export const SSE_DEFAULT_RETRY_MS = 3000;
export const SSE_MAX_RETRY_MS = 30_000;

export const sseFailedText = (status: number, statusText: string) => `SSE failed: ${status} ${statusText}`;
export const SSE_NO_BODY_TEXT = 'No body in SSE response';
/**
 * The server's session signal: the session this stream was opened with has ended (user deactivated, password
 * changed) and the server closes the stream. The stream reconnects at once: with a session still there (a new token
 * after a password change) it goes on; without, the shared refresh fails and the session ends (to login).
 */
export const SESSION_ENDED_EVENT = 'session-ended';

/** Delay before reconnect attempt `attempt` (0 = first after a failure): base, doubled each time, capped. */
export function reconnectDelay(attempt: number, base = SSE_DEFAULT_RETRY_MS, max = SSE_MAX_RETRY_MS): number {
  return Math.min(base * 2 ** attempt, max);
}

export interface EventStreamOptions {
  /** Path under /api, e.g. "/events". */
  path: string;
  onMessage: (message: SseMessage) => void;
  /** Each failure (with the spec's text); the stream retries on its own afterwards. */
  onError?: (error: Error) => void;
  /** Called when the session could not be renewed; the stream has stopped. */
  onSessionEnded?: () => void;
  /** Injected by tests. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface EventStreamHandle {
  close(): void;
}

const abortableSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export function openEventStream(options: EventStreamOptions): EventStreamHandle {
  const controller = new AbortController();
  const { signal } = controller;
  const sleep = options.sleep ?? abortableSleep;
  let lastEventId: string | undefined;
  let retryBase = SSE_DEFAULT_RETRY_MS;
  let attempt = 0;
  let reconnectNow = false;

  const connect = (): Promise<Response> => {
    const headers: Record<string, string> = { Accept: 'text/event-stream', 'Cache-Control': 'no-cache' };
    if (lastEventId !== undefined) headers['Last-Event-ID'] = lastEventId;
    // at low priority: the stream is open as long as the page, so it must not compete with the page's own code and
    // answers while it loads, nor count as a load that never ends (browsers' and Lighthouse's critical requests are
    // the High ones; a fetch is High unless told)
    return authorizedFetch(options.path, { headers, signal, priority: 'low' });
  };

  /** Reads one connection to its end; throws the spec's texts for a refused or bodiless response. */
  const readOnce = async (): Promise<'ended' | 'session-ended'> => {
    const hadSession = isSignedIn();
    const response = await connect();
    if (response.status === 401 && !isSignedIn()) {
      // authorizedFetch renews or ends a session it finds; tokens gone before the call (another tab signed out) end it here
      if (!hadSession) await expireSession();
      return 'session-ended';
    }
    if (!response.ok) throw new Error(sseFailedText(response.status, response.statusText));
    if (!response.body) throw new Error(SSE_NO_BODY_TEXT);
    attempt = 0; // connected: the next failure starts again at the base delay
    const parser = new SseParser();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'ended';
      const { messages, retry } = parser.push(value);
      if (retry !== undefined) retryBase = retry;
      lastEventId = parser.lastEventId ?? lastEventId;
      for (const message of messages) {
        if (message.event === SESSION_ENDED_EVENT) reconnectNow = true;
        else options.onMessage(message);
      }
    }
  };

  void (async () => {
    while (!signal.aborted) {
      try {
        if ((await readOnce()) === 'session-ended') {
          options.onSessionEnded?.();
          return;
        }
      } catch (error) {
        if (signal.aborted) return;
        options.onError?.(error instanceof Error ? error : new Error(String(error)));
      }
      if (signal.aborted) return;
      if (reconnectNow) {
        reconnectNow = false;
        continue;
      }
      await sleep(reconnectDelay(attempt, retryBase), signal);
      attempt += 1;
    }
  })();

  return { close: () => controller.abort() };
}
