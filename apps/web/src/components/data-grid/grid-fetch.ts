// The grid's fetch: the generic grid call needs the raw Response (its Content-Range header), so it goes through
// lib/http's authorizedFetch — the same bearer, shared refresh and end of session as every other call. A block the
// first page view started with the page (app/early-calls.ts: the orders list's first block) is taken instead of
// asked again; the early call sends exactly this request (lib/early-answers.ts, startEarlyResponse).
import { authorizedFetch } from '../../lib/http.ts';
import { takeEarlyResponse } from '../../lib/early-answers.ts';
import type { GridFetch } from './grid-request.ts';

/** `url` is relative to /api, like every other call. */
export const fetchGridResponse: GridFetch = (url, { signal }) =>
  takeEarlyResponse(url) ?? authorizedFetch(url, { headers: { Accept: 'application/json' }, signal });
