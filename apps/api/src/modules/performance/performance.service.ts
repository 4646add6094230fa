// The supplier's scorecard as of the clock (docs/decisions/performance.md): its counts over the days the windows and
// the trend cover, read against the standards that apply to it.
import { PERFORMANCE_FIGURES, SUPPLIER_TIME_ZONE, supplierDayOf, type PerformanceScorecard } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { readCounts, supplierStandards } from './performance.queries.ts';
import { figureCard, firstDayRead } from './scorecard.ts';
import { independentReads } from '../../db/independent-reads.ts';

export async function readScorecard(db: Db, supplierId: number, now: Date): Promise<PerformanceScorecard> {
  const today = supplierDayOf(now);
  const [counts, standards] = await independentReads(
    db,
    () => readCounts(db, [supplierId], firstDayRead(today)),
    () => supplierStandards(db, supplierId),
  );
  return {
    today,
    timeZone: SUPPLIER_TIME_ZONE,
    figures: PERFORMANCE_FIGURES.map((figure) => figureCard(counts.get(supplierId)!, figure, standards[figure], today)),
  };
}
