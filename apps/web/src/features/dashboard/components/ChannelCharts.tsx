// "Sales by channel" (share of sales) and "Order count by channel": channel labels wrap beyond 12 characters, and
// every channel keeps its label (the axis would otherwise drop labels that touch their neighbours).
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { wrapLabel, type OrdersByChannel, type SalesByChannel } from '@portal/contracts';
import { formatCurrency, formatPercent } from '../../../lib/format.ts';
import { NoChartData } from './ChartPanel.tsx';
import { CATEGORY_COLORS } from './category-colors.ts';

export function SalesByChannelChart({ channels, height }: { channels: SalesByChannel[]; height: number }) {
  if (channels.length === 0) return <NoChartData />;
  return (
    <PieChart
      colors={CATEGORY_COLORS}
      height={height}
      series={[
        {
          data: channels.map((c, index) => ({ id: index, value: c.value, label: wrapLabel(c.label) })),
          valueFormatter: (v, { dataIndex }) => `${formatPercent(v.value)} (${formatCurrency(channels[dataIndex]!.sales)})`,
          innerRadius: 40,
          paddingAngle: 1,
        },
      ]}
      slotProps={{ legend: { sx: { whiteSpace: 'pre-line' } } }}
    />
  );
}

export function OrdersByChannelChart({ channels, height }: { channels: OrdersByChannel[]; height: number }) {
  if (channels.length === 0) return <NoChartData />;
  return (
    <BarChart
      height={height}
      dataset={channels.map((c) => ({ channel: c.label, orders: c.value }))}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'channel',
          valueFormatter: (label: string, ctx) => (ctx.location === 'tick' ? wrapLabel(label) : label),
          height: 48,
          tickLabelInterval: () => true,
          tickLabelStyle: { fontSize: 11 },
        },
      ]}
      yAxis={[{ width: 48 }]}
      series={[{ dataKey: 'orders', label: 'Orders' }]}
      hideLegend
      margin={{ left: 8, right: 8 }}
    />
  );
}
