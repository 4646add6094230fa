// Dashboard (title "Dashboard", spec 2): greeting, the performance banner (with the Performance flag, while a figure
// is in trouble), six statistic cards, the payment cards (Admins, with the Payments flag),
// "Unprocessed orders", the sales chart (a row of its own), "Top 5 items sold" and "Sales by channel"
// (SalesByChannelAnalytics) side by side, wide enough for the product names under the pictures. Every panel loads and fails on its own.
// With the Performance flag the page's body is drawn once the scorecard has first answered (or failed), so the banner, when
// there is one, is drawn with the cards instead of pushing them down after they were drawn (PerformanceGate;
// docs/decisions/delivery.md, "Nothing moves when the data arrives").
import { Suspense } from 'react';
import { Grid, Skeleton, Stack, Typography } from '@mui/material';
import { isAdmin, useCurrentUser } from '../../../lib/current-user.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useFeatureFlags } from '../../../lib/feature-flags.ts';
import { useSalesByChannel, useSalesMetrics, useSupplierStats, useTopItems } from '../api.ts';
import { PANEL_ERRORS, PANEL_TITLES } from '../dashboard-texts.ts';
import { ChartPanel } from '../components/ChartPanel.tsx';
import { PaymentCards, PerformanceGate, SalesByChannelChart, SalesChart, TopItemsChart } from '../components/lazy-panels.tsx';
import { StatCards } from '../components/StatCards.tsx';
import { UnprocessedOrders } from '../components/UnprocessedOrders.tsx';
import { panelState } from '../components/panel-state.ts';

const CHART_HEIGHT = 300;

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { data: user } = useCurrentUser();
  const { isEnabled } = useFeatureFlags();
  const byChannel = isEnabled('SalesByChannelAnalytics');
  const stats = useSupplierStats();
  const metrics = useSalesMetrics();
  const topItems = useTopItems();
  const channels = useSalesByChannel(byChannel);
  const body = (
    <>
      <StatCards stats={stats.data} state={panelState(stats)} creditRequestsEnabled={isEnabled('CreditRequests')} />
      {isEnabled('Payments') && isAdmin(user) && (
        <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
          <PaymentCards />
        </Suspense>
      )}
      <UnprocessedOrders />
      <Grid container spacing={2}>
        <Grid size={12}>
          <ChartPanel
            title={PANEL_TITLES.sales}
            label="Daily sales of this month against last month"
            state={panelState(metrics)}
            errorText={PANEL_ERRORS.sales}
            height={CHART_HEIGHT}
          >
            {metrics.data && <SalesChart metrics={metrics.data} height={CHART_HEIGHT} />}
          </ChartPanel>
        </Grid>
        <Grid size={{ xs: 12, md: byChannel ? 6 : 12 }}>
          <ChartPanel
            title={PANEL_TITLES.topItems}
            label="Units sold of the five best-selling items"
            state={panelState(topItems)}
            errorText={PANEL_ERRORS.topItemsSold}
            height={CHART_HEIGHT}
          >
            {topItems.data && <TopItemsChart items={topItems.data} height={CHART_HEIGHT} />}
          </ChartPanel>
        </Grid>
        {byChannel && (
          <Grid size={{ xs: 12, md: 6 }}>
            <ChartPanel
              title={PANEL_TITLES.salesByChannel}
              label="Share of sales by channel"
              state={panelState(channels)}
              errorText={PANEL_ERRORS.salesByChannel}
              height={CHART_HEIGHT}
            >
              {channels.data && <SalesByChannelChart channels={channels.data} height={CHART_HEIGHT} />}
            </ChartPanel>
          </Grid>
        )}
      </Grid>
    </>
  );
  return (
    <Stack spacing={3}>
      <Typography variant="h1">Welcome, {user?.name}</Typography>
      {isEnabled('Performance') ? (
        <Suspense fallback={null}>
          <PerformanceGate>{body}</PerformanceGate>
        </Suspense>
      ) : (
        body
      )}
    </Stack>
  );
}

export const Component = DashboardPage;
