// With the Performance flag the dashboard's body waits for the scorecard's first answer (or its first failure: a failed
// call does not hold the page while it is retried) and comes with the banner, so the banner never pushes the cards
// down after they were drawn (docs/decisions/delivery.md, "Nothing moves when the data arrives"). Loaded on demand with
// the banner (lazy-panels.tsx): the scorecard's schema and texts stay out of the dashboard's own module.
import type { ReactNode } from 'react';
import { usePerformanceScorecard } from '../../../lib/performance-scorecard.ts';
import { PerformanceBanner } from './PerformanceBanner.tsx';

export function PerformanceGate({ children }: { children: ReactNode }) {
  const scorecard = usePerformanceScorecard(true);
  if (scorecard.isPending && scorecard.failureCount === 0) return null;
  return (
    <>
      <PerformanceBanner scorecard={scorecard.data} />
      {children}
    </>
  );
}
