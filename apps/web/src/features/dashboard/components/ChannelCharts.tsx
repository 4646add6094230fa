// "Sales by channel" (share of sales) and "Order count by channel": channel labels wrap beyond 12 characters, and
// every channel keeps its label, on a line of its own (docs/decisions/dashboard.md, "Screens").
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

/** The bars' unit, on the axis and in the tooltip. */
export const ORDERS_AXIS_LABEL = 'Orders';
/** Room for a wrapped channel label (12 characters a line) left of its bar. */
const CHANNEL_AXIS_WIDTH = 104;

/**
 * Horizontal bars: each channel's label has a line of its own left of its bar, so labels never meet, however many
 * channels and however narrow the panel (under the bars they collided at half a 1440 px screen).
 */
export function OrdersByChannelChart({ channels, height }: { channels: OrdersByChannel[]; height: number }) {
  if (channels.length === 0) return <NoChartData />;
  return (
    <BarChart
      height={height}
      layout="horizontal"
      dataset={channels.map((c) => ({ channel: c.label, orders: c.value }))}
      yAxis={[
        {
          scaleType: 'band',
          dataKey: 'channel',
          valueFormatter: (label: string, ctx) => (ctx.location === 'tick' ? wrapLabel(label) : label),
          width: CHANNEL_AXIS_WIDTH,
          tickLabelInterval: () => true,
        },
      ]}
      xAxis={[{ label: ORDERS_AXIS_LABEL, tickMinStep: 1 }]}
      series={[{ dataKey: 'orders', label: ORDERS_AXIS_LABEL }]}
      hideLegend
      margin={{ left: 8, right: 28 }}
    />
  );
}
