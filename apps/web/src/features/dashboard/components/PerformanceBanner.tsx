// The dashboard's performance banner (docs/decisions/performance.md, "Screens"): while a figure is in trouble or
// projected to be within 7 days, one alert names each such figure and links to the Performance page. Nothing while
// every figure is fine, while the scorecard loads, or when it fails (the page itself says so). The dashboard reads the
// scorecard and hands it down: it draws its body once the scorecard has answered.
import { Alert, AlertTitle, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { PerformanceScorecard } from '@portal/contracts';
import { performanceAlertText } from '../../../lib/performance-texts.ts';

export function PerformanceBanner({ scorecard }: { scorecard: PerformanceScorecard | undefined }) {
  const alerting = (scorecard?.figures ?? []).filter((card) => card.alert !== 'none');
  if (alerting.length === 0) return null;
  const inTrouble = alerting.some((card) => card.alert === 'inTrouble');
  return (
    <Alert
      severity={inTrouble ? 'error' : 'warning'}
      action={
        <Link component={RouterLink} to="/performance" color="inherit" sx={{ whiteSpace: 'nowrap', alignSelf: 'center' }}>
          See your performance
        </Link>
      }
    >
      <AlertTitle>{inTrouble ? 'A performance standard is missed' : 'A performance standard may be missed soon'}</AlertTitle>
      {alerting.map((card) => (
        <div key={card.figure}>{performanceAlertText(card)}</div>
      ))}
    </Alert>
  );
}
