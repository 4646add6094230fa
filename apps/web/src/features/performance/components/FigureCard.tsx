// One figure of the scorecard for the chosen window: its value (processing time: the 90th percentile and the median),
// its range in people's words, the standard's three ranges, the orders it counted and missed (each a link to exactly
// those orders in the orders list) and where it will be in 7 days at this pace.
import { Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import {
  PERFORMANCE_FIGURE_INFO,
  PERFORMANCE_PROJECTION_DAYS,
  PERFORMANCE_RANGE_LABELS,
  type PerformanceFigureCard,
  type PerformanceWindow,
} from '@portal/contracts';
import { performanceOrdersPath } from '../../../lib/performance-scorecard.ts';
import { RANGE_COLORS, performanceValueText, standardRanges } from '../../../lib/performance-texts.ts';

/** "120 orders shipped", "1 order shipped" (the contracts' words, one order in the singular). */
const countText = (n: number, label: string) => `${n} ${n === 1 ? label.replace(/^orders\b/, 'order') : label}`;

export function FigureCard({ card, window }: { card: PerformanceFigureCard; window: PerformanceWindow }) {
  const info = PERFORMANCE_FIGURE_INFO[card.figure];
  const figure = card.windows.find((w) => w.days === window);
  if (!figure) return null;
  const headingId = `performance-${card.figure}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" id={headingId}>
              {info.label}
            </Typography>
            <Chip
              size="small"
              color={RANGE_COLORS[figure.range]}
              variant={figure.range === 'inTrouble' ? 'filled' : 'outlined'}
              label={PERFORMANCE_RANGE_LABELS[figure.range]}
            />
          </Stack>
          <div>
            <Typography variant="h4" component="p">
              {performanceValueText(card.figure, figure.value)}
            </Typography>
            {info.unit === 'businessDays' && (
              <Typography variant="body2" color="text.secondary">
                90th percentile · median {performanceValueText(card.figure, figure.median)}
              </Typography>
            )}
          </div>
          <Typography variant="body2" color="text.secondary">
            {info.description}
          </Typography>
          <Stack component="ul" aria-label={`Standard of ${info.label.toLowerCase()}`} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
            {standardRanges(card.figure, card.standard).map(([range, text]) => (
              <Typography key={range} component="li" variant="body2" sx={{ fontWeight: range === figure.range ? 700 : 400 }}>
                {PERFORMANCE_RANGE_LABELS[range]}: {text}
              </Typography>
            ))}
          </Stack>
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={performanceOrdersPath(card.figure, window, 'counted')} variant="body2">
              {countText(figure.counted, info.countedLabel)}
            </Link>
            <Link component={RouterLink} to={performanceOrdersPath(card.figure, window, 'missed')} variant="body2">
              {countText(figure.missed, info.missedLabel)}
            </Link>
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2">
              In {PERFORMANCE_PROJECTION_DAYS} days at this pace: {performanceValueText(card.figure, card.projected.value)} (
              {PERFORMANCE_RANGE_LABELS[card.projected.range]})
            </Typography>
            {card.alert === 'projected' && <Chip size="small" color="warning" variant="outlined" label="Projected to be in trouble" />}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
