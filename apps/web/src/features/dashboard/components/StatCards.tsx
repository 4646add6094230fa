// The six statistic cards of the dashboard (spec 2): 6 columns on wide screens, 3 on tablets, 2 on phones.
import type { ReactNode } from 'react';
import { Alert, Card, CardContent, Grid, Link, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { SupplierStats } from '@portal/contracts';
import { formatCurrency, formatDate } from '../../../lib/format.ts';
import { PANEL_ERRORS } from '../dashboard-texts.ts';
import { SalesStatusChip } from './SalesStatusChip.tsx';

export const CREDIT_REQUESTS_PATH = '/accounting/credit-requests';
const CARD_HEIGHT = 136;

function StatCard({ label, value, extra }: { label: string; value: ReactNode; extra?: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: CARD_HEIGHT }} component="section" aria-label={label}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ minHeight: 40 }}>
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mt: 0.5 }} noWrap>
          {value}
        </Typography>
        {extra}
      </CardContent>
    </Card>
  );
}

export interface StatCardsProps {
  stats: SupplierStats | undefined;
  state: { isPending: boolean; isError: boolean };
  creditRequestsEnabled: boolean;
}

const CELL = { xs: 6, sm: 4, lg: 2 } as const;

export function StatCards({ stats, state, creditRequestsEnabled }: StatCardsProps) {
  if (state.isError) return <Alert severity="error">{PANEL_ERRORS.statistics}</Alert>;
  if (state.isPending || !stats)
    return (
      <Grid container spacing={2} aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Grid key={i} size={CELL}>
            <Skeleton variant="rounded" height={CARD_HEIGHT} />
          </Grid>
        ))}
      </Grid>
    );
  const credit = formatCurrency(stats.pendingCreditRequestsTotal);
  return (
    <Grid container spacing={2}>
      <Grid size={CELL}>
        <StatCard label="Orders this month" value={stats.currentMonthOrderCount} />
      </Grid>
      <Grid size={CELL}>
        <StatCard label="Orders to ship" value={stats.needToShipOrderCount} />
      </Grid>
      <Grid size={CELL}>
        <StatCard label="Late shipments" value={stats.lateShipmentOrderCount} />
      </Grid>
      <Grid size={CELL}>
        <StatCard
          label="Month-to-date sales"
          value={formatCurrency(stats.monthToDateSales)}
          extra={<SalesStatusChip difference={stats.monthToDateSalesDifference} />}
        />
      </Grid>
      <Grid size={CELL}>
        <StatCard
          label="Pending credit requests"
          value={
            creditRequestsEnabled ? (
              <Link component={RouterLink} to={CREDIT_REQUESTS_PATH} underline="hover">
                {credit}
              </Link>
            ) : (
              credit
            )
          }
        />
      </Grid>
      <Grid size={CELL}>
        <StatCard label="Last inventory processed" value={formatDate(stats.lastInventoryProcessedOnDate)} />
      </Grid>
    </Grid>
  );
}
