import { describe, expect, it } from 'vitest';
import { chartPoints, isSalesTick, SALES_CHART_X, salesChartYMax, thisMonthPoints } from './sales-chart-data.ts';
import { salesTrend } from './sales-status.ts';
import { UNPROCESSED_GRID_HEIGHT, UNPROCESSED_ROW_HEIGHT, UNPROCESSED_ROWS_IN_VIEW, unprocessedSummary } from './unprocessed-orders.ts';

describe('sales status chip', () => {
  it('inclines above zero, declines below with the absolute value, shows nothing at zero', () => {
    expect(salesTrend('125.50')).toEqual({ kind: 'incline', amount: '125.50' });
    expect(salesTrend('-117.75')).toEqual({ kind: 'decline', amount: '117.75' });
    expect(salesTrend('0.00')).toBeNull();
  });
});

describe('sales chart', () => {
  it('has 31 day points, this month only up to today', () => {
    expect(SALES_CHART_X).toHaveLength(31);
    expect(chartPoints(['1.50', '2.00'])).toEqual([1.5, 2, ...Array(29).fill(null)]);
  });

  it('draws today, a day not over, apart from the finished days: joined to yesterday, alone on the 1st', () => {
    const { finished, today } = thisMonthPoints(['100.00', '200.00', '15.00']);
    expect(finished).toEqual([100, 200, ...Array(29).fill(null)]);
    expect(today).toEqual([null, 200, 15, ...Array(28).fill(null)]);
    const first = thisMonthPoints(['15.00']);
    expect(first.finished).toEqual(Array(31).fill(null));
    expect(first.today).toEqual([15, ...Array(30).fill(null)]);
  });

  it('keeps the y-axis at least at 3000 and rounds larger days up to a thousand', () => {
    expect(salesChartYMax({ salesFromLastMonth: ['120.00'], salesFromPreviousMonth: [] })).toBe(3000);
    expect(salesChartYMax({ salesFromLastMonth: ['4210.00'], salesFromPreviousMonth: ['13100.00'] })).toBe(14000);
  });

  it('labels every third day', () => {
    expect(SALES_CHART_X.filter(isSalesTick)).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31]);
  });
});

describe('unprocessed orders', () => {
  it('tells the rows shown against the true number waiting', () => {
    expect(unprocessedSummary(10, 125)).toBe('The 10 newest of 125 orders need processing.');
    expect(unprocessedSummary(3, 3)).toBe('All 3 orders need processing.');
    expect(unprocessedSummary(1, 1)).toBe('The 1 order needs processing.');
    expect(unprocessedSummary(0, 0)).toBe('No orders need processing.');
  });

  it('fills its 240 px with the header and five whole rows', () => {
    expect(UNPROCESSED_GRID_HEIGHT).toBe(240);
    expect(UNPROCESSED_ROW_HEIGHT * (UNPROCESSED_ROWS_IN_VIEW + 1)).toBe(UNPROCESSED_GRID_HEIGHT);
    expect(Number.isInteger(UNPROCESSED_ROW_HEIGHT)).toBe(true);
  });
});
