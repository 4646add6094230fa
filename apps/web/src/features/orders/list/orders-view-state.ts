// The orders list's initial view: the URL's, with the default status filter when none is set.
import { defaultStatusFilter } from '@portal/contracts';
import type { GridViewState } from '../../../components/data-grid/grid-view-state.ts';

export const STATUS_COLUMN = 'fulfillmentStatus';

export function withDefaultStatusFilter(state: GridViewState): GridViewState {
  if (state.filterModel[STATUS_COLUMN]) return state;
  return { ...state, filterModel: { ...state.filterModel, [STATUS_COLUMN]: defaultStatusFilter() } };
}
