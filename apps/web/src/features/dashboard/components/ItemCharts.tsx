// "Top 5 items sold" (units per SKU, the axis in units sold) and "Sales by top item" (share of sales per SKU): SKU
// labels cut at 12 characters with an ellipsis; the tooltip and the list under the chart give the product name and picture.
import { Avatar, Box, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { truncateLabel, type TopItem, type TopItemBySales } from '@portal/contracts';
import { formatCurrency, formatPercent } from '../../../lib/format.ts';
import { NoChartData } from './ChartPanel.tsx';
import { CATEGORY_COLORS } from './category-colors.ts';

/** The bars' unit, on the axis and in the tooltip. */
export const TOP_ITEMS_AXIS_LABEL = 'Units sold';

/** The pictures with their product names under the chart: a picture, then the name in two lines of 12 px text. */
export const ITEM_STRIP_HEIGHT = 80;
const PICTURE_SIZE = 36;

/**
 * The product pictures carry a drawn caption too small to read at this size, so every picture has its product name
 * under it as text (docs/decisions/dashboard.md, "Screens"); the full SKU and name are its title.
 */
function ItemStrip({ items }: { items: { label: string; productName: string; imageUrl: string | null }[] }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ height: ITEM_STRIP_HEIGHT, overflow: 'hidden' }}
      component="ul"
      aria-label="Products"
      style={{ padding: 0, margin: 0 }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item.label}
          title={`${item.label}: ${item.productName}`}
          sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, minWidth: 0, flex: 1 }}
        >
          <Avatar variant="rounded" src={item.imageUrl ?? undefined} alt="" sx={{ width: PICTURE_SIZE, height: PICTURE_SIZE }} />
          <Typography
            variant="caption"
            sx={{
              fontSize: 12,
              lineHeight: '16px',
              textAlign: 'center',
              maxWidth: '100%',
              overflow: 'hidden',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
            }}
          >
            {item.productName}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

export function TopItemsChart({ items, height }: { items: TopItem[]; height: number }) {
  if (items.length === 0) return <NoChartData />;
  return (
    <>
      <BarChart
        height={height - ITEM_STRIP_HEIGHT}
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
        xAxis={[{ label: TOP_ITEMS_AXIS_LABEL, tickLabelInterval: 'auto', tickMinStep: 1 }]}
        series={[{ dataKey: 'units', label: TOP_ITEMS_AXIS_LABEL }]}
        hideLegend
        margin={{ left: 8, right: 28 }}
      />
      <ItemStrip items={items} />
    </>
  );
}

export function SalesByTopItemChart({ items, height }: { items: TopItemBySales[]; height: number }) {
  if (items.length === 0) return <NoChartData />;
  return (
    <>
      <PieChart
        colors={CATEGORY_COLORS}
        height={height - ITEM_STRIP_HEIGHT}
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
      <ItemStrip items={items} />
    </>
  );
}
