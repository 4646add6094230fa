// The server-side grids of the console's onboarding, suppliers and credit pages: one page of a /api/ops grid call
// (platform/grid-query: sortModel, filterModel, limit, offset) with its total from Content-Range.
import type { ZodType } from 'zod';
import { parseContentRangeTotal, type SortModelItem } from '@portal/contracts';
import { ApiError, authorizedFetch } from '../../../lib/http.ts';

export interface OpsGridParams {
  page: number;
  pageSize: number;
  sort: SortModelItem | null;
  /** Column id -> AG Grid filter model (text 'contains', set values, boolean). */
  filters: Record<string, unknown>;
}

export const INITIAL_GRID_PARAMS: OpsGridParams = { page: 0, pageSize: 25, sort: null, filters: {} };

export const textFilter = (value: string) => (value.trim() ? { filterType: 'text', type: 'contains', filter: value.trim() } : undefined);
export const setFilter = (values: string[]) => (values.length ? { filterType: 'set', values } : undefined);

export async function fetchGridPage<T>(path: string, params: OpsGridParams, row: ZodType<T>): Promise<{ rows: T[]; total: number }> {
  const search = new URLSearchParams({ limit: String(params.pageSize), offset: String(params.page * params.pageSize) });
  const filterModel = Object.fromEntries(Object.entries(params.filters).filter(([, v]) => v !== undefined));
  const sortModel = params.sort ? [params.sort] : [];
  if (sortModel.length || Object.keys(filterModel).length) search.set('query', JSON.stringify({ sortModel, filterModel }));
  const response = await authorizedFetch(`${path}?${search}`, { headers: { Accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, body);
  const rows = (Array.isArray(body) ? body : []).map((r) => row.parse(r));
  return { rows, total: parseContentRangeTotal(response.headers.get('content-range')) ?? rows.length };
}
