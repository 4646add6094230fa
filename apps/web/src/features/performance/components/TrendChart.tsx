// The 13-week trend of one figure (x-charts, as the dashboard's charts): its weekly value, the current week dashed and
// named "This week so far", and the standard's target and good lines. Colours from x-charts' palette for the mode and
// the theme's success and warning, so it reads in both palettes.
import { useTheme } from '@mui/material';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { rainbowSurgePalette } from '@mui/x-charts/colorPalettes';
import { PERFORMANCE_RANGE_LABELS, type PerformanceFigureCard } from '@portal/contracts';
import { formatDate } from '../../../lib/format.ts';
import { performanceValueText } from '../../../lib/performance-texts.ts';
import { trendAxisLabel, trendDomain, trendSeries } from './trend-chart-data.ts';

const PARTIAL_SERIES = 'partial-week';
/** The standard's two lines: dotted green for the target, dashed amber for good (apart by shape as well as colour). */
const STANDARD_LINES = [
  { range: 'target', align: 'end', dash: '2 3', color: 'success' },
  { range: 'good', align: 'start', dash: '8 4', color: 'warning' },
] as const;

export function TrendChart({ card, height }: { card: PerformanceFigureCard; height: number }) {
  const theme = useTheme();
  const [lineColor] = rainbowSurgePalette(theme.palette.mode);
  const { finished, partial } = trendSeries(card.trend);
  const weeks = card.trend.map((p) => p.weekStart);
  const lastIndex = weeks.length - 1;
  const value = (v: number | null) => (v === null ? 'No orders' : performanceValueText(card.figure, v));
  const labelStyle = { fontSize: 12, fill: theme.palette.text.secondary };
  return (
    <LineChart
      height={height}
      xAxis={[
        {
          data: weeks,
          scaleType: 'point',
          label: 'Week starting',
          valueFormatter: (day: string) => formatDate(`${day}T00:00:00`, 'MMM d'),
        },
      ]}
      yAxis={[{ ...trendDomain(card.figure, card.trend, card.standard), width: 56, label: trendAxisLabel(card.figure) }]}
      series={[
        {
          id: 'weeks',
          label: 'Finished weeks',
          data: finished,
          color: lineColor,
          valueFormatter: (v) => (v === null ? null : value(v)),
          showMark: true,
          connectNulls: false,
          curve: 'linear',
        },
        {
          id: PARTIAL_SERIES,
          label: 'This week so far',
          data: partial,
          color: lineColor,
          // the tooltip names only this week's value under this line (last week's is the other line's)
          valueFormatter: (v, { dataIndex }) => (dataIndex === lastIndex ? value(v) : null),
          showMark: ({ index }) => index === lastIndex,
          shape: 'circle',
          curve: 'linear',
        },
      ]}
      sx={{ [`& .${lineClasses.line}[data-series="${PARTIAL_SERIES}"]`]: { strokeDasharray: '6 4' } }}
      margin={{ left: 8, right: 28 }}
    >
      {STANDARD_LINES.map(({ range, align, dash, color }) => (
        <ChartsReferenceLine
          key={range}
          y={card.standard[range]}
          label={`${PERFORMANCE_RANGE_LABELS[range]} ${performanceValueText(card.figure, card.standard[range])}`}
          labelAlign={align}
          labelStyle={labelStyle}
          lineStyle={{ stroke: theme.palette[color].main, strokeDasharray: dash, strokeWidth: 2 }}
        />
      ))}
    </LineChart>
  );
}
