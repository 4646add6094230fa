// The charts load after the page's own module (x-charts is large): the greeting and the
// cards show at once, and a panel's skeleton of the same height stands in until its code arrives.
import { lazy } from 'react';

export const SalesChart = lazy(() => import('./SalesChart.tsx').then((m) => ({ default: m.SalesChart })));
export const TopItemsChart = lazy(() => import('./ItemCharts.tsx').then((m) => ({ default: m.TopItemsChart })));
export const SalesByTopItemChart = lazy(() => import('./ItemCharts.tsx').then((m) => ({ default: m.SalesByTopItemChart })));
export const SalesByChannelChart = lazy(() => import('./ChannelCharts.tsx').then((m) => ({ default: m.SalesByChannelChart })));
export const OrdersByChannelChart = lazy(() => import('./ChannelCharts.tsx').then((m) => ({ default: m.OrdersByChannelChart })));
export const DdrChart = lazy(() => import('./DdrChart.tsx').then((m) => ({ default: m.DdrChart })));
export const PaymentCards = lazy(() => import('./PaymentCards.tsx').then((m) => ({ default: m.PaymentCards })));
export const PerformanceGate = lazy(() => import('./PerformanceGate.tsx').then((m) => ({ default: m.PerformanceGate })));
