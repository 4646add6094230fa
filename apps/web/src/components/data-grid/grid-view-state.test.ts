import { describe, expect, it } from 'vitest';
import { readGridViewState, writeGridViewState } from './grid-view-state.ts';

describe('grid view state in the URL', () => {
  it('round-trips filter, sort and page', () => {
    const state = {
      filterModel: { status: { filterType: 'set' as const, values: ['New'] } },
      sortModel: [{ colId: 'createdOn', sort: 'desc' as const }],
      page: 2,
    };
    const params = writeGridViewState(new URLSearchParams('tab=x'), state);
    expect(params.get('page')).toBe('3');
    expect(params.get('tab')).toBe('x');
    expect(readGridViewState(params)).toEqual({ ...state, hasFilter: true });
  });

  it('tells a missing filter apart from a cleared one', () => {
    expect(readGridViewState(new URLSearchParams('')).hasFilter).toBe(false);
    const cleared = writeGridViewState(new URLSearchParams(), { filterModel: {}, sortModel: [], page: 0 });
    expect(readGridViewState(cleared).hasFilter).toBe(true);
    expect(cleared.has('page')).toBe(false);
    expect(cleared.has('sort')).toBe(false);
  });

  it('falls back to the default view for tampered values', () => {
    const state = readGridViewState(new URLSearchParams('filter=[1]&sort={"a":1}&page=-4'));
    expect(state).toMatchObject({ filterModel: {}, sortModel: [], page: 0 });
  });
});
