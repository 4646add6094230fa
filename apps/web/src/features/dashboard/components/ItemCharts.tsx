// "Top 5 items sold" (units per SKU) and "Sales by top item" (share of sales per SKU): SKU labels cut at 12
// characters with an ellipsis; the tooltip and the list under the chart give the product name and picture.
import { Avatar, Box, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { truncateLabel, type TopItem, type TopItemBySales } from '@portal/contracts';
import { formatCurrency, formatPercent } from '../../../lib/format.ts';
import { NoChartData } from './ChartPanel.tsx';
import { CATEGORY_COLORS } from './category-colors.ts';

const LIST_HEIGHT = 56;

function ItemStrip({ items, showNames }: { items: { label: string; productName: string; imageUrl: string | null }[]; showNames: boolean }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ height: LIST_HEIGHT, overflow: 'hidden' }}
      component="ul"
      aria-label="Products"
      style={{ padding: 0, margin: 0 }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item.label}
          sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, flex: 1 }}
        >
          <Avatar
            variant="rounded"
            src={item.imageUrl ?? undefined}
            alt={item.productName}
            title={`${item.label}: ${item.productName}`}
            sx={{ width: 32, height: 32 }}
          />
          {showNames && (
            <Typography
              variant="caption"
              sx={{ overflow: 'hidden', textOverflow: 'ellipsis', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}
              title={item.productName}
            >
              {item.productName}
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}

export function TopItemsChart({ items, height, showNames = true }: { items: TopItem[]; height: number; showNames?: boolean }) {
  if (items.length === 0) return <NoChartData />;
  return (
    <>
      <BarChart
        height={height - LIST_HEIGHT}
        layout="horizontal"
        dataset={items.map((i) => ({ sku: i.label, units: i.value }))}
        yAxis={[
          {
            scaleType: 'band',
            dataKey: 'sku',
            width: 124,
            valueFormatter: (sku: string, ctx) =>
              ctx.location === 'tick' ? truncateLabel(sku) : `${sku}: ${items.find((i) => i.label === sku)?.productName ?? ''}`,
          },
        ]}
        xAxis={[{ tickLabelInterval: 'auto' }]}
        series={[{ dataKey: 'units', label: 'Units sold' }]}
        hideLegend
        margin={{ left: 8, right: 28 }}
      />
      <ItemStrip items={items} showNames={showNames} />
    </>
  );
}

export function SalesByTopItemChart({ items, height }: { items: TopItemBySales[]; height: number }) {
  if (items.length === 0) return <NoChartData />;
  return (
    <>
      <PieChart
        colors={CATEGORY_COLORS}
        height={height - LIST_HEIGHT}
        series={[
          {
            data: items.map((i, index) => ({ id: index, value: i.salesPercentage, label: truncateLabel(i.label) })),
            valueFormatter: (v, { dataIndex }) =>
              `${formatPercent(v.value)} (${formatCurrency(items[dataIndex]!.sales)}, ${items[dataIndex]!.value} units)`,
            innerRadius: 40,
            paddingAngle: 1,
          },
        ]}
      />
      <ItemStrip items={items} showNames />
    </>
  );
}
