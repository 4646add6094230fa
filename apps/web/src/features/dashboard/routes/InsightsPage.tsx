// Insights (title "Insights", spec 2): Sales; Top 5 items sold; Sales by top item; Sales by channel and Order count
// by channel (both only with SalesByChannelAnalytics); DDR cases. Every panel loads and fails on its own.
import { Grid, Stack, Typography } from '@mui/material';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useFeatureFlags } from '../../../lib/feature-flags.ts';
import { useDdrStatistics, useOrdersByChannel, useSalesByChannel, useSalesMetrics, useTopItems, useTopItemsBySales } from '../api.ts';
import { PANEL_ERRORS, PANEL_TITLES } from '../dashboard-texts.ts';
import { ChartPanel } from '../components/ChartPanel.tsx';
import { panelState } from '../components/panel-state.ts';
import {
  DdrChart,
  OrdersByChannelChart,
  SalesByChannelChart,
  SalesByTopItemChart,
  SalesChart,
  TopItemsChart,
} from '../components/lazy-panels.tsx';

const HEIGHT = 300;
const HALF = { xs: 12, md: 6 } as const;

export function InsightsPage() {
  useDocumentTitle('Insights');
  const { isEnabled } = useFeatureFlags();
  const byChannel = isEnabled('SalesByChannelAnalytics');
  const metrics = useSalesMetrics();
  const topItems = useTopItems();
  const bySales = useTopItemsBySales();
  const salesByChannel = useSalesByChannel(byChannel);
  const ordersByChannel = useOrdersByChannel(byChannel);
  const ddr = useDdrStatistics();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">Insights</Typography>
      <ChartPanel
        title={PANEL_TITLES.sales}
        label="Daily sales of this month against last month"
        state={panelState(metrics)}
        errorText={PANEL_ERRORS.sales}
        height={HEIGHT}
      >
        {metrics.data && <SalesChart metrics={metrics.data} height={HEIGHT} />}
      </ChartPanel>
      <Grid container spacing={2}>
        <Grid size={HALF}>
          <ChartPanel
            title={PANEL_TITLES.topItems}
            label="Units sold of the five best-selling items"
            state={panelState(topItems)}
            errorText={PANEL_ERRORS.topItemsByCount}
            height={HEIGHT}
          >
            {topItems.data && <TopItemsChart items={topItems.data} height={HEIGHT} />}
          </ChartPanel>
        </Grid>
        <Grid size={HALF}>
          <ChartPanel
            title={PANEL_TITLES.salesByTopItem}
            label="Share of sales of the five top-selling items"
            state={panelState(bySales)}
            errorText={PANEL_ERRORS.topSku}
            height={HEIGHT}
          >
            {bySales.data && <SalesByTopItemChart items={bySales.data} height={HEIGHT} />}
          </ChartPanel>
        </Grid>
        {byChannel && (
          <>
            <Grid size={HALF}>
              <ChartPanel
                title={PANEL_TITLES.salesByChannel}
                label="Share of sales by channel"
                state={panelState(salesByChannel)}
                errorText={PANEL_ERRORS.salesByChannel}
                height={HEIGHT}
              >
                {salesByChannel.data && <SalesByChannelChart channels={salesByChannel.data} height={HEIGHT} />}
              </ChartPanel>
            </Grid>
            <Grid size={HALF}>
              <ChartPanel
                title={PANEL_TITLES.orderCountByChannel}
                label="Orders by channel"
                state={panelState(ordersByChannel)}
                errorText={PANEL_ERRORS.orderCountByChannel}
                height={HEIGHT}
              >
                {ordersByChannel.data && <OrdersByChannelChart channels={ordersByChannel.data} height={HEIGHT} />}
              </ChartPanel>
            </Grid>
          </>
        )}
        <Grid size={HALF}>
          <ChartPanel
            title={PANEL_TITLES.ddr}
            label="Damage, defect and return cases"
            state={panelState(ddr)}
            errorText={PANEL_ERRORS.ddr}
            height={HEIGHT}
          >
            {ddr.data && <DdrChart statistics={ddr.data} height={HEIGHT} />}
          </ChartPanel>
        </Grid>
      </Grid>
    </Stack>
  );
}

export const Component = InsightsPage;
