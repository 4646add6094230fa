// How many requests wait in each queue of the console (the overview). Each area exports its counters; app.ts lists
// them (OpsOptions.queueCounters).
import type { Db } from '../../db/client.ts';
import { independentReads } from '../../db/independent-reads.ts';

export interface QueueCounter {
  key: string;
  /** `now`: the injected clock's time, for a count that depends on it (the cases about to breach). */
  count(db: Db, now: Date): Promise<number>;
}

export async function queueCounts(db: Db, counters: readonly QueueCounter[], now: Date): Promise<{ key: string; count: number }[]> {
  const counts = await independentReads(db, ...counters.map((counter) => () => counter.count(db, now)));
  return counters.map((counter, i) => ({ key: counter.key, count: counts[i] as number }));
}
