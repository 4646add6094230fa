// fetch under /api with the bearer token and one shared refresh, ahead of the token's expiry or on 401 (authorizedFetch, for every call of the app),
// and the JSON helper http() that throws ApiError for every failure.
import { API_BASE_PATH, errorText } from '@portal/contracts';
import { authSchemas } from './auth-schemas.ts';
import { JsonBody } from './json-body.ts';
import { resetSessionCaches } from './session-caches.ts';
import { accessTokenExpiresAt, clearTokens, getAccessToken, getRefreshToken, loginPathFor, storeTokens } from './session.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown, message?: string) {
    super(message ?? errorText({ status, body }));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** sent as JSON; a JsonBody is sent as it was serialised */
  body?: unknown;
  query?: Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;
  signal?: AbortSignal;
  /** signed-out calls (sign-in, password reset): no bearer, and their 401 is theirs, not the session's */
  anonymous?: boolean;
  /** extra request headers (If-Match, Idempotency-Key) */
  headers?: Record<string, string>;
}

/** Where the app goes when the session cannot be renewed; the router replaces it with client navigation. */
type SessionExpiredHandler = (loginPath: string) => void | Promise<void>;
let sessionExpiredHandler: SessionExpiredHandler = (loginPath) => window.location.assign(loginPath);
export function onSessionExpired(handler: SessionExpiredHandler): void {
  sessionExpiredHandler = handler;
}

let refreshInFlight: Promise<string | null> | null = null;

/** The calls under way that answer a new session for this one (a password change, a switch of supplier). */
const sessionReplacements = new Set<Promise<unknown>>();

/**
 * Runs a call that replaces the session (its answer's tokens are stored by `work`). The server ends the old session
 * as it answers and signals it on the event stream, whose reconnection can try to refresh the revoked tokens before
 * the answer is stored: a refused refresh waits for the replacement and goes on with its tokens instead of ending the
 * session (to login, then home: the page the person was on would be left).
 */
export function replacingSession<T>(work: () => Promise<T>): Promise<T> {
  const running = work();
  const settled = running.then(
    () => undefined,
    () => undefined,
  );
  sessionReplacements.add(settled);
  void settled.then(() => sessionReplacements.delete(settled));
  return running;
}

/** A refused refresh: the tokens a replacement stored meanwhile (or once the ones under way are stored), else null. */
async function afterRefusedRefresh(usedRefreshToken: string): Promise<string | null> {
  await Promise.all(sessionReplacements);
  return tokensStoredSince(usedRefreshToken);
}

function withQuery(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    // arrays are sent as repeated keys (spec 7)
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A fetch under /api; `anonymous` calls (sign-in, password reset) carry no bearer and keep their 401 for themselves. */
export interface AuthorizedFetchInit extends Omit<RequestInit, 'headers'> {
  headers?: Record<string, string>;
  anonymous?: boolean;
}

function fetchWithToken(path: string, init: Omit<AuthorizedFetchInit, 'anonymous'>, token: string | null): Promise<Response> {
  const { headers, ...rest } = init;
  return fetch(`${API_BASE_PATH}${path}`, { ...rest, headers: token ? { ...headers, Authorization: `Bearer ${token}` } : { ...headers } });
}

/**
 * The access token stored after `usedRefreshToken` was read, or null. A refused refresh is not the end of the session
 * when another answer stored a new session meanwhile: a password change answers new tokens, and the event stream's
 * session signal for the old ones can make a call refresh with them before that answer is stored.
 */
function tokensStoredSince(usedRefreshToken: string): string | null {
  return getRefreshToken() !== usedRefreshToken ? getAccessToken() : null;
}

/** Exactly one refresh runs at a time; every 401 that arrives meanwhile waits for the same promise. */
function refreshAccessToken(): Promise<string | null> {
  refreshInFlight ??= (async () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) return null;
    try {
      const response = await fetchWithToken(
        '/auth/access-tokens',
        {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: JSON.stringify({ refreshToken }),
        },
        null,
      );
      if (!response.ok) return await afterRefusedRefresh(refreshToken);
      // the schema is imported on demand: zod stays out of the first download of /login (docs/decisions/delivery.md)
      const [body, { accessTokenResponse }] = await Promise.all([readBody(response), authSchemas()]);
      const tokens = accessTokenResponse.parse(body);
      storeTokens(tokens);
      return tokens.accessToken;
    } catch {
      return afterRefusedRefresh(refreshToken);
    }
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** The token to retry with after a 401, renewed once for everyone; null when the session could not be renewed (it has then been ended). */
async function renewAfterUnauthorized(staleToken: string | null): Promise<string | null> {
  // another call may already have renewed the token while this one was in flight
  const current = getAccessToken();
  if (current && current !== staleToken) return current;
  const renewed = await refreshAccessToken();
  if (!renewed) await expireSession();
  return renewed;
}

/** Renew a token this long before its expiry: a call sent with it must still be accepted when it arrives. */
export const RENEW_BEFORE_EXPIRY_MS = 30_000;

/**
 * Does the stored access token expire within RENEW_BEFORE_EXPIRY_MS? Then it is renewed (through the shared refresh)
 * before the call: a call is not sent with a token the server is about to refuse (the refused call would show in the
 * browser's console and cost a round trip). A clock that runs behind the server's still meets the 401 and its renewal.
 */
function expiresSoon(token: string | null): boolean {
  const expiresAt = token ? accessTokenExpiresAt(token) : null;
  return expiresAt !== null && expiresAt - Date.now() <= RENEW_BEFORE_EXPIRY_MS && getRefreshToken() !== null;
}

/**
 * The one transport of the app: `path` is under /api; the stored access token goes as a bearer (renewed first when it
 * is about to expire); a 401 renews the token once through the shared refresh and the call is sent again with it.
 * When the session cannot be renewed it is ended (tokens and cache cleared, the login page with the returnUrl) and the
 * first 401 response is returned. The caller's abort signal applies to both sends, never to the shared refresh. A call
 * with a live token goes out at once, in the caller's turn (the answers started at page load count on it).
 */
export function authorizedFetch(path: string, init: AuthorizedFetchInit = {}): Promise<Response> {
  const { anonymous, ...rest } = init;
  if (anonymous) return fetchWithToken(path, rest, null);
  const token = getAccessToken();
  if (expiresSoon(token)) return refreshAccessToken().then((renewed) => sendWithRenewal(path, rest, renewed ?? token));
  return sendWithRenewal(path, rest, token);
}

/** Sends the call with `token` (at once) and, on 401, once more with the renewed token. */
async function sendWithRenewal(path: string, init: Omit<AuthorizedFetchInit, 'anonymous'>, token: string | null): Promise<Response> {
  const response = await fetchWithToken(path, init, token);
  // without any token there is no session to renew or end (it has just been ended, or never began)
  if (response.status !== 401 || !(token || getRefreshToken())) return response;
  const renewed = await renewAfterUnauthorized(token);
  return renewed ? fetchWithToken(path, init, renewed) : response;
}

/** Ends the session: both tokens and all cached data go, then the login page with the current page as returnUrl. */
let expiring: Promise<void> | null = null;
export function expireSession(): Promise<void> {
  // concurrent failures share one exit, so the returnUrl is the page the user was on, not the login page
  expiring ??= (async () => {
    clearTokens();
    // leave the page first, so its queries are not refetched without a token after the cache is cleared
    await sessionExpiredHandler(loginPathFor(`${window.location.pathname}${window.location.search}`));
    resetSessionCaches();
  })().finally(() => {
    expiring = null;
  });
  return expiring;
}

export async function http<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await authorizedFetch(withQuery(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : options.body instanceof JsonBody ? options.body.blob : JSON.stringify(options.body),
    signal: options.signal,
    anonymous: options.anonymous,
  });
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}
