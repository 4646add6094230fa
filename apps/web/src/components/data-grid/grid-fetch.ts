// The grid's fetch: the generic grid call needs the raw Response (its Content-Range header), so it goes through
// lib/http's authorizedFetch — the same bearer, shared refresh and end of session as every other call.
import { authorizedFetch } from '../../lib/http.ts';
import type { GridFetch } from './grid-request.ts';

/** `url` is relative to /api, like every other call. */
export const fetchGridResponse: GridFetch = (url, { signal }) => authorizedFetch(url, { headers: { Accept: 'application/json' }, signal });
