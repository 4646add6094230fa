// fetch under /api with the bearer token, one shared refresh on 401, and ApiError for every failure.
import { API_BASE_PATH, accessTokenResponse, errorText } from '@portal/contracts';
import { JsonBody } from './json-body.ts';
import { queryClient } from './query-client.ts';
import { clearTokens, getAccessToken, getRefreshToken, loginPathFor, storeTokens } from './session.ts';

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
}

/** Where the app goes when the session cannot be renewed; the router replaces it with client navigation. */
type SessionExpiredHandler = (loginPath: string) => void | Promise<void>;
let sessionExpiredHandler: SessionExpiredHandler = (loginPath) => window.location.assign(loginPath);
export function onSessionExpired(handler: SessionExpiredHandler): void {
  sessionExpiredHandler = handler;
}

let refreshInFlight: Promise<string | null> | null = null;

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    // arrays are sent as repeated keys (spec 7)
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return `${API_BASE_PATH}${path}${search ? `?${search}` : ''}`;
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

function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : options.body instanceof JsonBody ? options.body.blob : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/** Exactly one refresh runs at a time; every 401 that arrives meanwhile waits for the same promise. */
function refreshAccessToken(): Promise<string | null> {
  refreshInFlight ??= (async () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) return null;
    try {
      const response = await send('/auth/access-tokens', { method: 'POST', body: { refreshToken } }, null);
      if (!response.ok) return null;
      const tokens = accessTokenResponse.parse(await readBody(response));
      storeTokens(tokens);
      return tokens.accessToken;
    } catch {
      return null;
    }
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * For calls that cannot go through http() (the event stream): the token to retry with after a 401, renewed once
 * for everyone; null when the session could not be renewed (it has then been ended).
 */
export async function renewAfterUnauthorized(staleToken: string | null): Promise<string | null> {
  const current = getAccessToken();
  if (current && current !== staleToken) return current;
  const renewed = getRefreshToken() ? await refreshAccessToken() : null;
  if (!renewed) await expireSession();
  return renewed;
}

/** Ends the session: both tokens and all cached data go, then the login page with the current page as returnUrl. */
let expiring: Promise<void> | null = null;
export function expireSession(): Promise<void> {
  // concurrent failures share one exit, so the returnUrl is the page the user was on, not the login page
  expiring ??= (async () => {
    clearTokens();
    // leave the page first, so its queries are not refetched without a token after the cache is cleared
    await sessionExpiredHandler(loginPathFor(`${window.location.pathname}${window.location.search}`));
    queryClient.clear();
  })().finally(() => {
    expiring = null;
  });
  return expiring;
}

export async function http<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = getAccessToken();
  let response = await send(path, options, options.anonymous ? null : token);
  if (response.status === 401 && !options.anonymous && (token || getRefreshToken())) {
    // another call may already have renewed the token while this one was in flight
    const current = getAccessToken();
    const renewed = current && current !== token ? current : await refreshAccessToken();
    if (!renewed) {
      await expireSession();
      throw new ApiError(401, await readBody(response));
    }
    response = await send(path, options, renewed);
  }
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}
