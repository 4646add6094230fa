import { describe, expect, it } from 'vitest';
import { chartPoints, isSalesTick, SALES_CHART_X, salesChartYMax } from './sales-chart-data.ts';
import { salesTrend } from './sales-status.ts';

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

  it('keeps the y-axis at least at 3000 and rounds larger days up to a thousand', () => {
    expect(salesChartYMax({ salesFromLastMonth: ['120.00'], salesFromPreviousMonth: [] })).toBe(3000);
    expect(salesChartYMax({ salesFromLastMonth: ['4210.00'], salesFromPreviousMonth: ['13100.00'] })).toBe(14000);
  });

  it('labels every third day', () => {
    expect(SALES_CHART_X.filter(isSalesTick)).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31]);
  });
});
