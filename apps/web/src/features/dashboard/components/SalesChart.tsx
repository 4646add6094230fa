// "Sales": this month's daily sales against last month's, 31 day points, a tick label every third day. Today is not
// over: its point is a dashed piece of this month's line with a mark, named "Today so far" in the legend and tooltip.
import { useTheme } from '@mui/material';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { rainbowSurgePalette } from '@mui/x-charts/colorPalettes';
import type { SalesMetrics } from '@portal/contracts';
import { formatCurrency } from '../../../lib/format.ts';
import { SALES_CHART_X, chartPoints, isSalesTick, salesChartYMax, thisMonthPoints } from './sales-chart-data.ts';

export const TODAY_SERIES = 'today';

export function SalesChart({ metrics, height }: { metrics: SalesMetrics; height: number }) {
  const money = (v: number | null) => (v === null ? '' : formatCurrency(v));
  // x-charts' own palette for the mode; today takes this month's colour
  const [thisMonthColor, lastMonthColor] = rainbowSurgePalette(useTheme().palette.mode);
  const thisMonth = thisMonthPoints(metrics.salesFromLastMonth);
  const todayIndex = metrics.salesFromLastMonth.length - 1;
  return (
    <LineChart
      height={height}
      xAxis={[{ data: SALES_CHART_X, scaleType: 'point', label: 'Day of month', tickLabelInterval: (day: number) => isSalesTick(day) }]}
      yAxis={[{ min: 0, max: salesChartYMax(metrics), width: 64, valueFormatter: (v: number) => `$${v.toLocaleString('en-US')}` }]}
      series={[
        {
          id: 'this-month',
          label: `This month (${formatCurrency(metrics.totalSalesLastMonth)})`,
          data: thisMonth.finished,
          color: thisMonthColor,
          valueFormatter: money,
          showMark: false,
          curve: 'linear',
        },
        {
          id: TODAY_SERIES,
          label: 'Today so far',
          data: thisMonth.today,
          color: thisMonthColor,
          // the tooltip names only today's value under this line (yesterday's is this month's)
          valueFormatter: (v, { dataIndex }) => (dataIndex === todayIndex ? money(v) : null),
          showMark: ({ index }) => index === todayIndex,
          shape: 'circle',
          curve: 'linear',
        },
        {
          id: 'last-month',
          label: `Last month (${formatCurrency(metrics.totalSalesPreviousMonth)})`,
          data: chartPoints(metrics.salesFromPreviousMonth),
          color: lastMonthColor,
          valueFormatter: money,
          showMark: false,
          curve: 'linear',
        },
      ]}
      sx={{ [`& .${lineClasses.line}[data-series="${TODAY_SERIES}"]`]: { strokeDasharray: '6 4' } }}
      margin={{ left: 8, right: 16 }}
    />
  );
}
