// The trend chart loads after the page's own module (x-charts is large): the cards show at once.
import { lazy } from 'react';

export const TrendChart = lazy(() => import('./TrendChart.tsx').then((m) => ({ default: m.TrendChart })));
