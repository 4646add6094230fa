// Test harness of the operations console: a signed-in operator's fetch mock (mockApi) and the grid calls it saw.
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../lib/session.ts';
import { jsonResponse, mockApi } from './render-app.tsx';

export const OPERATOR = { id: 9, userName: 'ops@marketplace.test', name: 'Olivia Operator' };

/** An empty page of a grid call, with its total in Content-Range. */
export const emptyGridPage =
  (total = 0) =>
  () => {
    const response = jsonResponse(200, []);
    response.headers.set('Content-Range', `items */${total}`);
    return response;
  };

/** Signs an operator in (no supplier profile: /api/current-user answers 403) with the console's own calls mocked. */
export function operatorApi(handlers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access');
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
  return mockApi({
    'GET /api/ops/me': () => jsonResponse(200, OPERATOR),
    'GET /api/ops/overview': () => jsonResponse(200, { queues: [] }),
    'GET /api/current-user': () => jsonResponse(403, { title: 'Forbidden', status: 403, detail: 'Not allowed.' }),
    ...handlers,
  });
}

/** The calls of one grid path sent so far: limit, offset and the grid query ({ sortModel, filterModel } or null). */
export const gridCalls = (fetchMock: ReturnType<typeof operatorApi>, path: string) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://portal.test'))
    .filter((url) => url.pathname === path)
    .map((url) => ({
      limit: url.searchParams.get('limit'),
      offset: url.searchParams.get('offset'),
      query: JSON.parse(url.searchParams.get('query') ?? 'null') as { sortModel: unknown; filterModel: unknown } | null,
    }));
