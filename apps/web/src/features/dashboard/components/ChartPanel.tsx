// One panel of the dashboard or insights: a titled card of fixed height that shows a skeleton while its call loads,
// its own error text when that call fails (the rest of the page keeps working), else its chart. A chart is drawn once
// its panel comes near the screen (docs/decisions/delivery.md, "Charts drawn when they come into view"): drawing the
// charts below the fold at load was most of Insights' main-thread work before it answered input.
import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';

export interface ChartPanelProps {
  title: string;
  /** The chart's accessible name. */
  label: string;
  state: { isPending: boolean; isError: boolean };
  errorText: string;
  /** Height of the body, the same while loading, failed and loaded (no layout shift). */
  height?: number;
  action?: ReactNode;
  children: ReactNode;
}

/** How far below (or above) the screen a panel starts drawing its chart, so a scrolling reader does not wait for it. */
export const NEAR_SCREEN_MARGIN = '200px';

/** True once the element has come within NEAR_SCREEN_MARGIN of the screen (at once where IntersectionObserver is missing). */
function useSeen(ref: RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), {
      rootMargin: NEAR_SCREEN_MARGIN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

export function ChartPanel({ title, label, state, errorText, height = 280, action, children }: ChartPanelProps) {
  const body = useRef<HTMLDivElement>(null);
  const seen = useSeen(body);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1, minHeight: 32 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Box>
        <Box ref={body} role="figure" aria-label={label} aria-busy={state.isPending} sx={{ height, position: 'relative' }}>
          {state.isPending ? (
            <Skeleton variant="rounded" height={height} role="progressbar" aria-label={`Loading ${title}`} />
          ) : state.isError ? (
            <Alert severity="error">{errorText}</Alert>
          ) : (
            <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
              {seen ? children : <Skeleton variant="rounded" height={height} />}
            </Suspense>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/** Shown inside a panel whose call answered no rows. */
export function NoChartData() {
  return (
    <Typography color="text.secondary" sx={{ pt: 2 }}>
      No data for this period.
    </Typography>
  );
}
