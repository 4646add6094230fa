// Grid filter, sort and page as URL search params, so a link or a reload shows the same view.
import type { GridFilterModel, GridSortModel } from './grid-filter-models.ts';

export interface GridViewState {
  filterModel: GridFilterModel;
  sortModel: GridSortModel;
  /** zero-based page index */
  page: number;
}

export const EMPTY_VIEW_STATE: GridViewState = { filterModel: {}, sortModel: [], page: 0 };

function parseJson<T>(raw: string | null, isValid: (value: unknown) => value is T, fallback: T): T {
  if (!raw) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

const isFilterModel = (v: unknown): v is GridFilterModel => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSortModel = (v: unknown): v is GridSortModel =>
  Array.isArray(v) &&
  v.every((s) => typeof s === 'object' && s !== null && typeof s.colId === 'string' && (s.sort === 'asc' || s.sort === 'desc'));

/** Keys are prefixed so two grids on one page do not collide. */
export function readGridViewState(params: URLSearchParams, prefix = ''): GridViewState & { hasFilter: boolean } {
  const pageRaw = Number(params.get(`${prefix}page`));
  const filterRaw = params.get(`${prefix}filter`);
  return {
    filterModel: parseJson(filterRaw, isFilterModel, {}),
    sortModel: parseJson(params.get(`${prefix}sort`), isSortModel, []),
    page: Number.isInteger(pageRaw) && pageRaw > 1 ? pageRaw - 1 : 0,
    hasFilter: filterRaw !== null,
  };
}

/** Returns new params; empty parts are removed so a default view has a clean URL. Page is shown 1-based. */
export function writeGridViewState(params: URLSearchParams, state: GridViewState, prefix = ''): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? next.delete(`${prefix}${key}`) : next.set(`${prefix}${key}`, value));
  set('filter', JSON.stringify(state.filterModel));
  set('sort', state.sortModel.length ? JSON.stringify(state.sortModel) : null);
  set('page', state.page > 0 ? String(state.page + 1) : null);
  return next;
}
