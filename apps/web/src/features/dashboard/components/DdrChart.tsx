// "DDR cases": damage, defect and return cases of the last 12 months.
import { BarChart } from '@mui/x-charts/BarChart';
import type { DdrStatistic } from '@portal/contracts';

export function DdrChart({ statistics, height }: { statistics: DdrStatistic[]; height: number }) {
  return (
    <BarChart
      height={height}
      dataset={statistics.map((s) => ({ type: s.type, count: s.count }))}
      xAxis={[{ scaleType: 'band', dataKey: 'type' }]}
      yAxis={[{ width: 48 }]}
      series={[{ dataKey: 'count', label: 'Cases' }]}
      hideLegend
      margin={{ left: 8, right: 8 }}
    />
  );
}
