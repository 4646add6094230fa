// A minimal event-stream reader for API tests: inject() does not stream, so tests fetch from a listening server.
import { afterAll, beforeAll } from 'vitest';
import type { TestContext } from './test-app.ts';
export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
}

export interface SseConnection {
  status: number;
  headers: Headers;
  /** Resolves with the next event frame (comments and retry-only frames skipped); rejects after timeoutMs. */
  next(timeoutMs?: number): Promise<SseFrame>;
  /** Resolves true when no event arrives within ms. */
  quietFor(ms: number): Promise<boolean>;
  frames: SseFrame[];
  /** Everything received so far, comments included. */
  text(): string;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Streams of a test file's app: it listens on 127.0.0.1 before the file's tests, and the streams opened through the
 * returned function (as a demo user, or without a session for null) are closed before useTestApp's teardown closes the
 * app (after-hooks run last-registered first). Call it after useTestApp.
 */
export function useEventStreams(
  ctx: TestContext,
  path = '/api/events',
): (email: string | null, lastEventId?: string) => Promise<SseConnection> {
  let baseUrl: string;
  const open: SseConnection[] = [];
  beforeAll(async () => {
    baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  }, 60_000);
  afterAll(() => {
    for (const c of open) c.close();
  });
  return async (email, lastEventId) => {
    const connection = await openEventStream(baseUrl, email ? await ctx.accessTokenFor(email) : null, lastEventId, path);
    open.push(connection);
    return connection;
  };
}

export async function openEventStream(
  baseUrl: string,
  token: string | null,
  lastEventId?: string,
  path = '/api/events',
): Promise<SseConnection> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  const response = await fetch(`${baseUrl}${path}`, { headers, signal: controller.signal });
  const frames: SseFrame[] = [];
  const queue: SseFrame[] = [];
  const waiter: { wake?: () => void } = {};
  let buffer = '';
  let received = '';
  let markEnded = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          received += value;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const frame: SseFrame = {};
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              const colon = line.indexOf(':');
              const field = line.slice(0, colon) as keyof SseFrame;
              frame[field] = line.slice(colon + 1).replace(/^ /, '');
            }
            frames.push(frame);
            if (frame.event) {
              queue.push(frame);
              waiter.wake?.();
            }
          }
        }
        markEnded();
      } catch {
        // aborted
      }
    })();
  }
  const next = (timeoutMs = 5000) =>
    new Promise<SseFrame>((resolve, reject) => {
      const take = () => {
        const frame = queue.shift();
        if (!frame) return false;
        clearTimeout(timer);
        waiter.wake = undefined;
        resolve(frame);
        return true;
      };
      const timer = setTimeout(() => {
        waiter.wake = undefined;
        reject(new Error(`no event within ${timeoutMs} ms`));
      }, timeoutMs);
      if (!take()) waiter.wake = () => void take();
    });
  return {
    status: response.status,
    headers: response.headers,
    frames,
    text: () => received,
    ended,
    next,
    quietFor: (ms) =>
      next(ms).then(
        () => false,
        () => true,
      ),
    close: () => controller.abort(),
  };
}
