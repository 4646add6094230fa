// The month-to-date sales chip of the dashboard: incline or decline with the absolute amount, none at zero.
import { Chip } from '@mui/material';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import { formatCurrency } from '../../../lib/format.ts';
import { salesTrend } from './sales-status.ts';

export function SalesStatusChip({ difference }: { difference: string }) {
  const trend = salesTrend(difference);
  if (!trend) return null;
  const incline = trend.kind === 'incline';
  return (
    <Chip
      size="small"
      color={incline ? 'success' : 'error'}
      variant="outlined"
      icon={incline ? <TrendingUpIcon /> : <TrendingDownIcon />}
      label={formatCurrency(trend.amount)}
      aria-label={`${incline ? 'Incline' : 'Decline'} of ${formatCurrency(trend.amount)} against the same days of last month`}
      sx={{ mt: 0.5 }}
    />
  );
}
