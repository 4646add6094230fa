// One panel of the dashboard or insights: a titled card of fixed height that shows a skeleton while its call loads,
// its own error text when that call fails (the rest of the page keeps working), else its chart.
import { Suspense, type ReactNode } from 'react';
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

export function ChartPanel({ title, label, state, errorText, height = 280, action, children }: ChartPanelProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1, minHeight: 32 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Box>
        <Box role="figure" aria-label={label} aria-busy={state.isPending} sx={{ height, position: 'relative' }}>
          {state.isPending ? (
            <Skeleton variant="rounded" height={height} role="progressbar" aria-label={`Loading ${title}`} />
          ) : state.isError ? (
            <Alert severity="error">{errorText}</Alert>
          ) : (
            <Suspense fallback={<Skeleton variant="rounded" height={height} />}>{children}</Suspense>
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
