import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openEventStream, reconnectDelay, type EventStreamHandle } from './event-stream.ts';
import { onSessionExpired } from './http.ts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from './session.ts';
import type { SseMessage } from './sse-parser.ts';

const streamOf = (text: string) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );

type Call = { url: string; headers: Record<string, string>; priority?: RequestPriority };

/** Drives a stream through scripted responses; each sleep is recorded and resolves at once. */
function run(responses: (() => Response)[], extra: { onSessionEnded?: () => void } = {}) {
  const calls: Call[] = [];
  const delays: number[] = [];
  const errors: string[] = [];
  const messages: SseMessage[] = [];
  let handle: EventStreamHandle | undefined;
  const done = new Promise<void>((resolve) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string>, priority: init?.priority });
        const next = responses.shift();
        if (!next) {
          handle?.close();
          resolve();
          throw new DOMException('aborted', 'AbortError');
        }
        return next();
      }),
    );
    handle = openEventStream({
      path: '/events',
      onMessage: (m) => messages.push(m),
      onError: (e) => errors.push(e.message),
      onSessionEnded: () => {
        extra.onSessionEnded?.();
        resolve();
      },
      sleep: async (ms) => void delays.push(ms),
    });
  });
  return { calls, delays, errors, messages, done };
}

describe('openEventStream', () => {
  const expired = vi.fn();
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    onSessionExpired(expired);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    expired.mockReset();
    localStorage.clear();
  });

  it('computes the reconnect delays 3000, 6000, 12000, 24000 then 30000 at most', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((n) => reconnectDelay(n))).toEqual([3000, 6000, 12000, 24000, 30000, 30000, 30000]);
  });

  it('sends the bearer token, delivers messages and resumes after the stream ends with Last-Event-ID', async () => {
    const r = run([
      () => streamOf('retry: 3000\n\nid: 41\nevent: order-changed\ndata: {"orderId":5}\n\n: heartbeat\n\n'),
      () => streamOf('id: 42\nevent: order-changed\ndata: {"orderId":6}\n\n'),
    ]);
    await r.done;
    expect(r.calls[0]).toMatchObject({ url: '/api/events', headers: { Authorization: 'Bearer access-1', Accept: 'text/event-stream' } });
    expect(r.calls[0]!.headers['Last-Event-ID']).toBeUndefined();
    // every connection at low priority: open as long as the page, it must not compete with the page's loading
    expect(r.calls.map((c) => c.priority)).toEqual(['low', 'low', 'low']);
    expect(r.calls[1]!.headers['Last-Event-ID']).toBe('41');
    expect(r.calls[2]!.headers['Last-Event-ID']).toBe('42');
    expect(r.messages.map((m) => m.data)).toEqual(['{"orderId":5}', '{"orderId":6}']);
    // a stream that was open and ended reconnects after the base delay each time
    expect(r.delays).toEqual([3000, 3000]);
    expect(r.errors).toEqual([]);
  });

  it('reports "SSE failed: status statusText" and backs off exponentially up to 30000 ms', async () => {
    const failing = () => new Response('', { status: 503, statusText: 'Service Unavailable' });
    const r = run(Array.from({ length: 6 }, () => failing));
    await r.done;
    expect(r.errors).toEqual(Array.from({ length: 6 }, () => 'SSE failed: 503 Service Unavailable'));
    expect(r.delays).toEqual([3000, 6000, 12000, 24000, 30000, 30000]);
  });

  it('reports "No body in SSE response" for a response without a body and retries', async () => {
    const r = run([() => new Response(null, { status: 200 })]);
    await r.done;
    expect(r.errors).toEqual(['No body in SSE response']);
    expect(r.delays).toEqual([3000]);
    expect(r.calls).toHaveLength(2);
  });

  it('starts again at the base delay once a connection succeeds', async () => {
    const failing = () => new Response('', { status: 502, statusText: 'Bad Gateway' });
    const r = run([failing, failing, () => streamOf('id: 1\ndata: x\n\n'), failing]);
    await r.done;
    expect(r.delays).toEqual([3000, 6000, 3000, 6000]);
  });

  it('follows a retry value sent by the server', async () => {
    const r = run([() => streamOf('retry: 1000\n\n'), () => new Response('', { status: 500, statusText: 'Server Error' })]);
    await r.done;
    expect(r.delays).toEqual([1000, 2000]);
  });

  it('renews the token once on 401 through the shared refresh and reconnects with it', async () => {
    const r = run([
      () => new Response('', { status: 401 }),
      () => new Response(JSON.stringify({ accessToken: 'access-2', refreshToken: 'refresh-2', sessionKind: 'supplier' }), { status: 200 }),
      () => streamOf('id: 3\ndata: x\n\n'),
    ]);
    await r.done;
    expect(r.calls[1]).toMatchObject({ url: '/api/auth/access-tokens' });
    expect(r.calls[2]!.headers.Authorization).toBe('Bearer access-2');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-2');
    expect(r.errors).toEqual([]);
  });

  it('stops and ends the session when the token cannot be renewed', async () => {
    const ended = vi.fn();
    const r = run([() => new Response('', { status: 401 }), () => new Response('', { status: 401 })], { onSessionEnded: ended });
    await r.done;
    expect(ended).toHaveBeenCalledOnce();
    expect(expired).toHaveBeenCalledOnce();
    expect(r.calls).toHaveLength(2);
    expect(r.delays).toEqual([]);
  });

  it('on session-ended reconnects at once (no delay): without a session it ends it and goes to login', async () => {
    const ended = vi.fn();
    const r = run(
      [
        () => streamOf('event: session-ended\ndata: {}\n\n'),
        () => new Response('', { status: 401 }),
        () => new Response('', { status: 400 }),
      ],
      { onSessionEnded: ended },
    );
    await r.done;
    expect(r.delays).toEqual([]);
    expect(r.messages).toEqual([]);
    expect(r.calls.map((c) => c.url)).toEqual(['/api/events', '/api/events', '/api/auth/access-tokens']);
    expect(ended).toHaveBeenCalledOnce();
    expect(expired).toHaveBeenCalledOnce();
  });

  it('on session-ended with a session still there (a new token) goes on streaming', async () => {
    const r = run([
      () => streamOf('event: session-ended\ndata: {}\n\n'),
      () => streamOf('id: 7\nevent: order-changed\ndata: {"orderId":1}\n\n'),
    ]);
    await r.done;
    expect(r.messages.map((m) => m.event)).toEqual(['order-changed']);
    expect(r.delays).toEqual([3000]);
    expect(expired).not.toHaveBeenCalled();
  });
});
