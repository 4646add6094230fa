import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, http, onSessionExpired, replacingSession } from './http.ts';
import { JsonBody } from './json-body.ts';
import { queryClient } from './query-client.ts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from './session.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function bearerOf(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}

describe('http', () => {
  const expired = vi.fn();
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'old-access');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'old-refresh');
    onSessionExpired(expired);
    window.history.pushState({}, '', '/orders?status=New');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    expired.mockReset();
  });

  it('sends the stored access token as a bearer under /api', async () => {
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(http('/current-user')).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/current-user');
    expect(bearerOf(init)).toBe('Bearer old-access');
  });

  it('sends a JsonBody as it was serialised, with the JSON content type', async () => {
    const fetchMock = vi.fn(async () => json(200, { importedRows: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    const body = JsonBody.of({ items: [{ po: 'PO-1' }] });
    await expect(http('/orders/import/trackings', { method: 'POST', body })).resolves.toEqual({ importedRows: 1 });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(body.blob);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('runs one shared refresh for concurrent 401s and retries each call with the new token', async () => {
    let refreshCalls = 0;
    let releaseRefresh: () => void = () => {};
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/access-tokens') {
        refreshCalls += 1;
        expect(JSON.parse(String(init?.body))).toEqual({ refreshToken: 'old-refresh' });
        await new Promise<void>((resolve) => (releaseRefresh = resolve));
        return json(200, { accessToken: 'new-access', refreshToken: 'new-refresh', sessionKind: 'supplier' });
      }
      return bearerOf(init) === 'Bearer new-access' ? json(200, { url }) : json(401, { title: 'Unauthorized', status: 401 });
    });
    vi.stubGlobal('fetch', fetchMock);

    const calls = [http('/a'), http('/b'), http('/c')];
    await vi.waitFor(() => expect(refreshCalls).toBe(1));
    releaseRefresh();
    await expect(Promise.all(calls)).resolves.toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(refreshCalls).toBe(1);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('new-access');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('new-refresh');
  });

  it('clears tokens and cached data and goes to login with the returnUrl when the refresh fails', async () => {
    queryClient.setQueryData(['session', 'current-user'], { id: 1 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/access-tokens'
          ? json(401, { title: 'Unauthorized', status: 401 })
          : json(401, { title: 'Unauthorized', status: 401 }),
      ),
    );
    const results = await Promise.allSettled([http('/a'), http('/b')]);
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError && r.reason.status === 401)).toBe(true);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(queryClient.getQueryData(['session', 'current-user'])).toBeUndefined();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledWith(`/login?returnUrl=${encodeURIComponent('/orders?status=New')}`);
  });

  it('goes on with the session another answer stored while its refresh was refused (a password change)', async () => {
    let releaseRefresh: () => void = () => {};
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/access-tokens') {
        // the password change's answer stores the new session while this refresh with the revoked token is under way
        await new Promise<void>((resolve) => (releaseRefresh = resolve));
        return json(401, { title: 'Unauthorized', status: 401 });
      }
      return bearerOf(init) === 'Bearer changed-access' ? json(200, { url }) : json(401, { title: 'Unauthorized', status: 401 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const call = http('/events-check');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/access-tokens', expect.anything()));
    localStorage.setItem(ACCESS_TOKEN_KEY, 'changed-access');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'changed-refresh');
    releaseRefresh();
    await expect(call).resolves.toEqual({ url: '/api/events-check' });
    expect(expired).not.toHaveBeenCalled();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('changed-refresh');
  });

  it('waits for a session replacement under way when its refresh is refused before the new tokens are stored', async () => {
    // the event stream's reconnection meets the server's end of the old session before the change's answer is stored
    let answerChange: () => void = () => {};
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/access-tokens') return json(401, { title: 'Unauthorized', status: 401 });
      return bearerOf(init) === 'Bearer changed-access' ? json(200, { url }) : json(401, { title: 'Unauthorized', status: 401 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const change = replacingSession(async () => {
      await new Promise<void>((resolve) => (answerChange = resolve));
      localStorage.setItem(ACCESS_TOKEN_KEY, 'changed-access');
      localStorage.setItem(REFRESH_TOKEN_KEY, 'changed-refresh');
    });
    const call = http('/events');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/access-tokens', expect.anything()));
    answerChange();
    await change;
    await expect(call).resolves.toEqual({ url: '/api/events' });
    expect(expired).not.toHaveBeenCalled();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('changed-refresh');
  });

  it('ends the session when the replacement under way fails too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { title: 'Unauthorized', status: 401 })),
    );
    let failChange: () => void = () => {};
    const change = replacingSession(() => new Promise<void>((_, reject) => (failChange = () => reject(new Error('refused')))));
    const call = http('/events');
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/auth/access-tokens', expect.anything()));
    expect(expired).not.toHaveBeenCalled();
    failChange();
    await expect(change).rejects.toThrow('refused');
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('throws an ApiError with status, body and the error text of the contracts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { title: 'Forbidden', status: 403 })),
    );
    const error = await http('/users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).body).toEqual({ title: 'Forbidden', status: 403 });
    expect((error as ApiError).message).toBe('This action falls out of your scope of responsibilities. Please contact your superior.');
  });

  it('goes to login without a refresh call when no refresh token is stored', async () => {
    localStorage.removeItem(REFRESH_TOKEN_KEY);
    const fetchMock = vi.fn(async () => json(401, { title: 'Unauthorized', status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(http('/a')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('lets sign-in calls report their own 401 without ending the session', async () => {
    const fetchMock = vi.fn(async () => json(401, { title: 'Unauthorized', status: 401, detail: 'Invalid username or password' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(http('/auth/access-tokens', { method: 'POST', body: {}, anonymous: true })).rejects.toMatchObject({
      message: 'Invalid username or password',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(bearerOf((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1])).toBeUndefined();
    expect(expired).not.toHaveBeenCalled();
  });
});
