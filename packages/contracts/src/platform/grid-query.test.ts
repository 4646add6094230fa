import { describe, expect, it } from 'vitest';
import {
  columnFilterModel,
  gridPageParams,
  gridQuery,
  MAX_FILTER_CONDITIONS,
  MAX_SET_FILTER_VALUES,
  parseContentRangeTotal,
} from './grid-query.ts';

describe('grid query contracts', () => {
  it('accepts each AG Grid filter shape', () => {
    for (const m of [
      { filterType: 'text', type: 'startsWith', filter: 'PO-1' },
      { filterType: 'number', type: 'inRange', filter: 1, filterTo: 5 },
      { filterType: 'date', type: 'equals', dateFrom: '2026-01-02 00:00:00', dateTo: null },
      { filterType: 'set', values: ['Invoicing', null] },
      { filterType: 'text', type: 'true' },
      {
        filterType: 'text',
        operator: 'OR',
        conditions: [
          { filterType: 'text', type: 'contains', filter: 'a' },
          { filterType: 'text', type: 'blank' },
        ],
      },
    ])
      expect(columnFilterModel.safeParse(m).success, JSON.stringify(m)).toBe(true);
  });
  it('refuses unknown operators and malformed dates', () => {
    expect(columnFilterModel.safeParse({ filterType: 'text', type: 'regex', filter: 'x' }).success).toBe(false);
    expect(columnFilterModel.safeParse({ filterType: 'date', type: 'equals', dateFrom: '01/02/2026' }).success).toBe(false);
    expect(columnFilterModel.safeParse({ filterType: 'number', type: 'equals', filter: 'x' }).success).toBe(false);
  });
  it('takes 1 to MAX_FILTER_CONDITIONS conditions and up to MAX_SET_FILTER_VALUES set values', () => {
    const combined = (n: number) => ({ filterType: 'text', operator: 'OR', conditions: Array(n).fill({ type: 'equals', filter: 'a' }) });
    expect(MAX_FILTER_CONDITIONS).toBe(10);
    expect(columnFilterModel.safeParse(combined(MAX_FILTER_CONDITIONS)).success).toBe(true);
    expect(columnFilterModel.safeParse(combined(MAX_FILTER_CONDITIONS + 1)).success).toBe(false);
    expect(columnFilterModel.safeParse(combined(0)).success).toBe(false);
    expect(columnFilterModel.safeParse({ filterType: 'set', values: Array(MAX_SET_FILTER_VALUES + 1).fill('A') }).success).toBe(false);
  });
  it('defaults empty models and bounds the page', () => {
    expect(gridQuery.parse({})).toEqual({ sortModel: [], filterModel: {} });
    expect(gridPageParams.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(gridPageParams.safeParse({ limit: '501' }).success).toBe(false);
    expect(gridPageParams.safeParse({ offset: '-1' }).success).toBe(false);
  });
  it('reads the total of a Content-Range header', () => {
    expect(parseContentRangeTotal('items 0-49/1234')).toBe(1234);
    expect(parseContentRangeTotal('items */0')).toBe(0);
    expect(parseContentRangeTotal(null)).toBeNull();
    // the grid counts these as 0 (parseContentRangeTotal(...) ?? 0 in components/data-grid/grid-request.ts)
    expect(parseContentRangeTotal('items 0-49')).toBeNull();
    expect(parseContentRangeTotal('items 0-49/*')).toBeNull();
  });
});
