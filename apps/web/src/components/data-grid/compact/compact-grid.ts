// The server-side grids of the console (decision queues, onboarding, suppliers, credit requests): one page of a
// /api/ops grid call (platform/grid-query: sortModel, filterModel, limit, offset) with its total from Content-Range,
// and the filter fields of the grid's filter bar as AG Grid filter models.
import type { ZodType } from 'zod';
import { parseContentRangeTotal, type SortModelItem } from '@portal/contracts';
import { ApiError, authorizedFetch } from '../../../lib/http.ts';

export interface CompactGridParams {
  page: number;
  pageSize: number;
  sort: SortModelItem | null;
  /** Column id -> AG Grid filter model (text 'contains', set values, boolean). */
  filters: Record<string, unknown>;
}

export const PAGE_SIZES = [25, 50, 100] as const;
export const INITIAL_GRID_PARAMS: CompactGridParams = { page: 0, pageSize: PAGE_SIZES[0], sort: null, filters: {} };

export interface GridPage<T> {
  rows: T[];
  total: number;
}

/** What a grid page asks its area's api.ts for: the query key (under ['ops', ...]) and the fetch of one page. */
export interface GridQuery<T> {
  queryKey: readonly unknown[];
  queryFn: () => Promise<GridPage<T>>;
}

/**
 * A field of a grid's filter bar: a 'contains' search, or a select written as a set, boolean or number ('equals', an
 * id such as a category's) filter model.
 */
export type CompactGridFilter =
  | { kind: 'text'; column: string; label: string }
  | {
      kind: 'set' | 'boolean' | 'number';
      column: string;
      label: string;
      /** '' is always offered first as "All". */
      options: readonly { value: string; label: string }[];
    };

/** The field's value as the filter model holds it ('' when the column is not filtered). */
export function filterValue(filter: CompactGridFilter, model: unknown): string {
  const m = (model ?? {}) as { filter?: unknown; values?: unknown; type?: unknown };
  if (filter.kind === 'text') return typeof m.filter === 'string' ? m.filter : '';
  if (filter.kind === 'number') return typeof m.filter === 'number' ? String(m.filter) : '';
  if (filter.kind === 'set') return Array.isArray(m.values) && typeof m.values[0] === 'string' ? m.values[0] : '';
  return m.type === 'true' || m.type === 'false' ? m.type : '';
}

/** The filter model of a field's value; undefined clears the column. Text is kept as typed (see queryParams). */
export function filterModel(filter: CompactGridFilter, value: string): unknown {
  if (!value) return undefined;
  if (filter.kind === 'text') return { filterType: 'text', type: 'contains', filter: value };
  if (filter.kind === 'set') return { filterType: 'set', values: [value] };
  if (filter.kind === 'number') return { filterType: 'number', type: 'equals', filter: Number(value) };
  return { filterType: 'boolean', type: value };
}

/** The params a page asks the server for: searches trimmed, blank ones and cleared columns left out. */
export function queryParams(params: CompactGridParams): CompactGridParams {
  const filters: Record<string, unknown> = {};
  for (const [column, model] of Object.entries(params.filters)) {
    if (model === undefined || model === null) continue;
    const text = model as { filterType?: unknown; filter?: unknown };
    if (text.filterType === 'text' && typeof text.filter === 'string') {
      if (text.filter.trim()) filters[column] = { ...text, filter: text.filter.trim() };
    } else filters[column] = model;
  }
  return { ...params, filters };
}

export async function fetchGridPage<T>(path: string, params: CompactGridParams, row: ZodType<T>): Promise<GridPage<T>> {
  const search = new URLSearchParams({ limit: String(params.pageSize), offset: String(params.page * params.pageSize) });
  const sortModel = params.sort ? [params.sort] : [];
  const { filters: filterModel } = queryParams(params);
  if (sortModel.length || Object.keys(filterModel).length) search.set('query', JSON.stringify({ sortModel, filterModel }));
  const response = await authorizedFetch(`${path}?${search}`, { headers: { Accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, body);
  const rows = (Array.isArray(body) ? body : []).map((r) => row.parse(r));
  return { rows, total: parseContentRangeTotal(response.headers.get('content-range')) ?? rows.length };
}

/** A grid's query: the key and the fetch of one page of `path`. */
export const gridQuery = <T>(queryKey: readonly unknown[], path: string, params: CompactGridParams, row: ZodType<T>): GridQuery<T> => ({
  queryKey,
  queryFn: () => fetchGridPage(path, params, row),
});
