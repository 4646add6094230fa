// The grid's fetch: the generic grid call needs the Content-Range header, which lib/http's
// body-only `http()` does not expose, so this sends the bearer itself and, on a 401, lets
// `http()` run the one shared refresh (or end the session) before retrying once.
import { API_BASE_PATH } from '@portal/contracts';
import { http } from '../../lib/http.ts';
import { getAccessToken } from '../../lib/session.ts';
import type { GridFetch } from './grid-request.ts';

function send(url: string, signal: AbortSignal): Promise<Response> {
  const token = getAccessToken();
  return fetch(url, { headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, signal });
}

/** `url` is relative to /api, like every other call. */
export const fetchGridResponse: GridFetch = async (url, { signal }) => {
  const fullUrl = `${API_BASE_PATH}${url}`;
  const response = await send(fullUrl, signal);
  if (response.status !== 401) return response;
  try {
    // a cheap authenticated call: http() refreshes the token once for everyone or expires the session
    await http('/current-user', { signal });
  } catch {
    return response;
  }
  return send(fullUrl, signal);
};
