import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authorizedFetch, http, onSessionExpired } from './http.ts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from './session.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = () => json(401, { title: 'Unauthorized', status: 401 });

type Sent = { url: string; init: RequestInit };
const bearerOf = (sent: Sent | undefined) => (sent?.init.headers as Record<string, string> | undefined)?.Authorization;

/** A fetch that renews 'old-access' to 'new-access' (after `release` when given) and answers only the new token. */
function stubServer(options: { refreshStatus?: number; holdRefresh?: boolean } = {}) {
  const sent: Sent[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ url, init });
      if (url === '/api/auth/access-tokens') {
        if (options.holdRefresh) await held;
        return options.refreshStatus && options.refreshStatus !== 200
          ? json(options.refreshStatus, { title: 'Unauthorized', status: options.refreshStatus })
          : json(200, { accessToken: 'new-access', refreshToken: 'new-refresh', sessionKind: 'supplier' });
      }
      init.signal?.throwIfAborted();
      return bearerOf({ url, init }) === 'Bearer new-access' ? json(200, { url }) : unauthorized();
    }),
  );
  return { sent, release, refreshes: () => sent.filter((s) => s.url === '/api/auth/access-tokens').length };
}

describe('authorizedFetch', () => {
  const expired = vi.fn();
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'old-access');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'old-refresh');
    onSessionExpired(expired);
    window.history.pushState({}, '', '/orders');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    expired.mockReset();
    localStorage.clear();
  });

  it('sends the call under /api with the bearer, the caller headers and signal, and returns the raw response', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'new-access');
    const server = stubServer();
    const controller = new AbortController();
    const response = await authorizedFetch('/order-summaries?limit=50', {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(server.sent[0]!.url).toBe('/api/order-summaries?limit=50');
    expect(server.sent[0]!.init.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer new-access' });
    expect(server.sent[0]!.init.signal).toBe(controller.signal);
  });

  describe('ahead of the token’s expiry', () => {
    const now = new Date('2030-01-01T12:00:00Z');
    /** A token shaped as the API's (header.claims.signature) whose exp is `seconds` after now. */
    const expiringIn = (seconds: number) =>
      ['e30', btoa(JSON.stringify({ sub: '1', exp: now.getTime() / 1000 + seconds })).replaceAll('=', ''), 'sig'].join('.');
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now);
    });
    afterEach(() => vi.useRealTimers());

    it('renews a token that expires within 30 s before the call, so no call goes out to be refused', async () => {
      localStorage.setItem(ACCESS_TOKEN_KEY, expiringIn(20));
      const server = stubServer();
      const response = await authorizedFetch('/order-summaries');
      expect(response.status).toBe(200);
      expect(server.sent.map((s) => s.url)).toEqual(['/api/auth/access-tokens', '/api/order-summaries']);
      expect(bearerOf(server.sent[1])).toBe('Bearer new-access');
    });

    it('keeps a token with more than 30 s left, and one that says no expiry', async () => {
      for (const token of [expiringIn(45), 'opaque-token']) {
        localStorage.setItem(ACCESS_TOKEN_KEY, token);
        localStorage.setItem(REFRESH_TOKEN_KEY, 'old-refresh');
        const server = stubServer();
        await authorizedFetch('/order-summaries');
        expect(server.sent[0]!.url).toBe('/api/order-summaries');
        expect(bearerOf(server.sent[0])).toBe(`Bearer ${token}`);
        vi.unstubAllGlobals();
      }
    });

    it('sends the old token when the renewal is refused, and the 401 ends the session as before', async () => {
      localStorage.setItem(ACCESS_TOKEN_KEY, expiringIn(5));
      const server = stubServer({ refreshStatus: 401 });
      const response = await authorizedFetch('/order-summaries');
      expect(response.status).toBe(401);
      expect(server.sent[1]!.url).toBe('/api/order-summaries');
      expect(bearerOf(server.sent[1])).toBe(`Bearer ${expiringIn(5)}`);
      expect(expired).toHaveBeenCalled();
    });
  });

  it('on 401 renews the token once and sends the call again with it', async () => {
    const server = stubServer();
    const response = await authorizedFetch('/events');
    expect(response.status).toBe(200);
    expect(server.sent.map((s) => s.url)).toEqual(['/api/events', '/api/auth/access-tokens', '/api/events']);
    expect(bearerOf(server.sent[2])).toBe('Bearer new-access');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('new-access');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('new-refresh');
    expect(expired).not.toHaveBeenCalled();
  });

  it('shares one refresh with the JSON helper for concurrent 401s', async () => {
    const server = stubServer({ holdRefresh: true });
    const raw = authorizedFetch('/order-summaries');
    const viaHttp = http('/current-user');
    await vi.waitFor(() => expect(server.refreshes()).toBe(1));
    server.release();
    expect((await raw).status).toBe(200);
    await expect(viaHttp).resolves.toEqual({ url: '/api/current-user' });
    expect(server.refreshes()).toBe(1);
  });

  it('ends the session the way http() does and returns the 401 when the token cannot be renewed', async () => {
    const server = stubServer({ refreshStatus: 401 });
    const response = await authorizedFetch('/order-summaries');
    expect(response.status).toBe(401);
    expect(server.refreshes()).toBe(1);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(expired).toHaveBeenCalledExactlyOnceWith(`/login?returnUrl=${encodeURIComponent('/orders')}`);
  });

  it('sends anonymous calls without a bearer and hands their 401 back untouched', async () => {
    const server = stubServer();
    const response = await authorizedFetch('/auth/access-tokens/password', { method: 'POST', anonymous: true });
    expect(response.status).toBe(401);
    expect(server.sent).toHaveLength(1);
    expect(bearerOf(server.sent[0])).toBeUndefined();
    expect(expired).not.toHaveBeenCalled();
  });

  it('keeps the caller abort signal on the retry but not on the shared refresh', async () => {
    const server = stubServer({ holdRefresh: true });
    const controller = new AbortController();
    const pending = authorizedFetch('/order-summaries', { signal: controller.signal });
    await vi.waitFor(() => expect(server.refreshes()).toBe(1));
    controller.abort();
    server.release();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    const refresh = server.sent.find((s) => s.url === '/api/auth/access-tokens')!;
    expect(refresh.init.signal).toBeUndefined();
    // the refresh the aborted call started still renewed the session for everyone
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('new-access');
  });

  it('uses a token another call renewed meanwhile without refreshing again', async () => {
    const sent: Sent[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        sent.push({ url, init });
        if (sent.length === 1) {
          localStorage.setItem(ACCESS_TOKEN_KEY, 'new-access'); // renewed by someone else while this call was out
          return unauthorized();
        }
        return json(200, {});
      }),
    );
    expect((await authorizedFetch('/a')).status).toBe(200);
    expect(sent.map((s) => s.url)).toEqual(['/api/a', '/api/a']);
    expect(bearerOf(sent[1])).toBe('Bearer new-access');
  });
});
