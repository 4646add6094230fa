// The orders list's first block in its default view (no filter, sort or page in the URL: the default status filter),
// exactly as its grid asks it. Started with the page on a cold load of /orders (app/early-calls.ts) and taken by the
// grid's fetch for that same request (components/data-grid/grid-fetch.ts): one request instead of one after AG Grid
// exists. Any other view (the URL's filter, sort or page, a performance figure's orders) asks its own block as before.
import { BLOCK_SIZE } from '@portal/contracts';
import { buildGridRequestUrl } from '../../../components/data-grid/grid-request.ts';
import { EMPTY_VIEW_STATE, readGridViewState } from '../../../components/data-grid/grid-view-state.ts';
import { PERFORMANCE_FILTER_PARAMS } from '../../../lib/performance-scorecard.ts';
import { ORDER_SUMMARIES_PATH } from '../api/order-summaries-path.ts';
import { withDefaultStatusFilter } from './orders-view-state.ts';

/** The first block's path under /api for the list's default view, or null when the URL names another view. */
export function ordersFirstBlockPath(search: URLSearchParams): string | null {
  const view = readGridViewState(search);
  if (view.hasFilter || view.sortModel.length > 0 || view.page > 0 || PERFORMANCE_FILTER_PARAMS.some((name) => search.has(name))) {
    return null;
  }
  const { filterModel, sortModel } = withDefaultStatusFilter(EMPTY_VIEW_STATE);
  return buildGridRequestUrl(ORDER_SUMMARIES_PATH, { startRow: 0, endRow: BLOCK_SIZE, sortModel, filterModel });
}
