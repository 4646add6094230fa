// "Sales": this month's daily sales against last month's, 31 day points, a tick label every third day.
import { LineChart } from '@mui/x-charts/LineChart';
import type { SalesMetrics } from '@portal/contracts';
import { formatCurrency } from '../../../lib/format.ts';
import { SALES_CHART_X, chartPoints, isSalesTick, salesChartYMax } from './sales-chart-data.ts';

export function SalesChart({ metrics, height }: { metrics: SalesMetrics; height: number }) {
  const money = (v: number | null) => (v === null ? '' : formatCurrency(v));
  return (
    <LineChart
      height={height}
      xAxis={[{ data: SALES_CHART_X, scaleType: 'point', label: 'Day of month', tickLabelInterval: (day: number) => isSalesTick(day) }]}
      yAxis={[{ min: 0, max: salesChartYMax(metrics), width: 64, valueFormatter: (v: number) => `$${v.toLocaleString('en-US')}` }]}
      series={[
        {
          id: 'this-month',
          label: `This month (${formatCurrency(metrics.totalSalesLastMonth)})`,
          data: chartPoints(metrics.salesFromLastMonth),
          valueFormatter: money,
          showMark: false,
          curve: 'linear',
        },
        {
          id: 'last-month',
          label: `Last month (${formatCurrency(metrics.totalSalesPreviousMonth)})`,
          data: chartPoints(metrics.salesFromPreviousMonth),
          valueFormatter: money,
          showMark: false,
          curve: 'linear',
        },
      ]}
      margin={{ left: 8, right: 16 }}
    />
  );
}
