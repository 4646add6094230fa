import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_MAX_AGE_MS, startEarly, startEarlyResponse, takeEarlyOrFetch, takeEarlyResponse } from './early-answers.ts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from './session.ts';
import { resetSessionCaches } from './session-caches.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('answers started at page load', () => {
  let calls: string[];
  beforeEach(() => {
    calls = [];
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    let n = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        n += 1;
        return url.endsWith('/broken') ? json(500, { title: 'Internal Server Error', status: 500 }) : json(200, { answer: n });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSessionCaches();
  });

  it('hands the answer started at load to the first reader, and asks again for the next one', async () => {
    startEarly('/current-user');
    expect(calls).toEqual(['/api/current-user']);
    await expect(takeEarlyOrFetch('/current-user')).resolves.toEqual({ answer: 1 });
    expect(calls).toHaveLength(1);
    await expect(takeEarlyOrFetch('/current-user')).resolves.toEqual({ answer: 2 });
    expect(calls).toHaveLength(2);
  });

  it('gives the failure of the early call to its reader', async () => {
    startEarly('/broken');
    await expect(takeEarlyOrFetch('/broken')).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(1);
  });

  it('never hands one session’s answer to another: a new sign-in or a sign-out drops it', async () => {
    startEarly('/current-user');
    resetSessionCaches();
    await expect(takeEarlyOrFetch('/current-user')).resolves.toEqual({ answer: 2 });
    expect(calls).toHaveLength(2);
  });

  it('asks again when the stored token changed since the early call', async () => {
    startEarly('/current-user');
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-of-another-user');
    await expect(takeEarlyOrFetch('/current-user')).resolves.toEqual({ answer: 2 });
    expect(calls).toHaveLength(2);
  });

  it('asks again when the early answer was not taken in time: it is for the first page view, not a cache', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    startEarly('/current-user');
    now.mockReturnValue(1_000_000 + EARLY_ANSWER_MAX_AGE_MS + 1);
    await expect(takeEarlyOrFetch('/current-user')).resolves.toEqual({ answer: 2 });
    expect(calls).toHaveLength(2);
    now.mockRestore();
  });

  it('hands a response started at load (a grid block, read with its headers) to its reader once, under the same rules', async () => {
    startEarlyResponse('/things?limit=50&offset=0');
    expect(calls).toEqual(['/api/things?limit=50&offset=0']);
    const response = await takeEarlyResponse('/things?limit=50&offset=0');
    expect(response?.ok).toBe(true);
    await expect(response!.json()).resolves.toEqual({ answer: 1 });
    // taken once; another session's response is never handed over
    expect(takeEarlyResponse('/things?limit=50&offset=0')).toBeNull();
    startEarlyResponse('/things?limit=50&offset=0');
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-of-another-user');
    expect(takeEarlyResponse('/things?limit=50&offset=0')).toBeNull();
  });
});
