// /performance (title "Performance", behind the Performance flag): the supplier's scorecard for the last 30 or 90 days
// (the window in the URL), a card per figure, and one figure's 13-week trend with its standard's lines. Refreshed live
// by the event stream's `performance-changed` (docs/decisions/performance.md, "Screens").
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Card,
  CardContent,
  Grid,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  PERFORMANCE_FIGURE_INFO,
  PERFORMANCE_FIGURES,
  PERFORMANCE_TREND_WEEKS,
  type PerformanceFigure,
  type PerformanceWindow,
} from '@portal/contracts';
import { NotFoundPage } from '../../../components/feedback/NotFoundPage.tsx';
import { PageProgress } from '../../../components/feedback/PageProgress.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useFeatureFlags } from '../../../lib/feature-flags.ts';
import { formatDay } from '../../../lib/format.ts';
import { usePerformanceScorecard } from '../../../lib/performance-scorecard.ts';
import { FigureCard } from '../components/FigureCard.tsx';
import { TrendChart } from '../components/lazy-trend-chart.tsx';

export const SCORECARD_LOAD_ERROR = 'Your performance could not be loaded. Please try again later.';
const CHART_HEIGHT = 320;
const CELL = { xs: 12, sm: 6, lg: 4 } as const;

const readWindow = (search: URLSearchParams): PerformanceWindow => (search.get('window') === '90' ? 90 : 30);
const readTrendFigure = (search: URLSearchParams): PerformanceFigure =>
  PERFORMANCE_FIGURES.find((f) => f === search.get('trend')) ?? PERFORMANCE_FIGURES[0];

function Scorecard() {
  const [search, setSearch] = useSearchParams();
  const window = readWindow(search);
  const trendFigure = readTrendFigure(search);
  const scorecard = usePerformanceScorecard();
  const set = (name: string, value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const data = scorecard.data;
  const shown = data?.figures[0]?.windows.find((w) => w.days === window);
  const trendCard = data?.figures.find((f) => f.figure === trendFigure);
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h1">Performance</Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={window}
          onChange={(_, next: PerformanceWindow | null) => next && set('window', next === 30 ? null : '90')}
          aria-label="Window"
        >
          <ToggleButton value={30}>Last 30 days</ToggleButton>
          <ToggleButton value={90}>Last 90 days</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {data && shown && (
        <Typography variant="body2" color="text.secondary">
          Orders from {formatDay(shown.from)} to {formatDay(shown.to)}, by your local days ({data.timeZone}).
        </Typography>
      )}
      {scorecard.isError && <Alert severity="error">{SCORECARD_LOAD_ERROR}</Alert>}
      {scorecard.isPending && (
        <Grid container spacing={2} role="status" aria-busy="true" aria-label="Loading your performance">
          {PERFORMANCE_FIGURES.map((f) => (
            <Grid key={f} size={CELL}>
              <Skeleton variant="rounded" height={280} />
            </Grid>
          ))}
        </Grid>
      )}
      {data && (
        <>
          <Grid container spacing={2}>
            {data.figures.map((card) => (
              <Grid key={card.figure} size={CELL}>
                <FigureCard card={card} window={window} />
              </Grid>
            ))}
          </Grid>
          <Card variant="outlined" component="section" aria-labelledby="performance-trend">
            <CardContent>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
                <Typography variant="h6" component="h2" id="performance-trend">
                  Trend over {PERFORMANCE_TREND_WEEKS} weeks
                </Typography>
                <TextField
                  select
                  size="small"
                  label="Figure"
                  value={trendFigure}
                  onChange={(e) => set('trend', e.target.value === PERFORMANCE_FIGURES[0] ? null : e.target.value)}
                  sx={{ minWidth: 220 }}
                >
                  {PERFORMANCE_FIGURES.map((f) => (
                    <MenuItem key={f} value={f}>
                      {PERFORMANCE_FIGURE_INFO[f].label}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
              <div role="figure" aria-label={`${PERFORMANCE_FIGURE_INFO[trendFigure].label} by week`} style={{ height: CHART_HEIGHT }}>
                <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
                  {trendCard && <TrendChart card={trendCard} height={CHART_HEIGHT} />}
                </Suspense>
              </div>
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}

export function PerformancePage() {
  useDocumentTitle('Performance');
  const { isEnabled, isPending } = useFeatureFlags();
  if (isPending) return <PageProgress />;
  return isEnabled('Performance') ? <Scorecard /> : <NotFoundPage backTo="/" />;
}

export const Component = PerformancePage;
