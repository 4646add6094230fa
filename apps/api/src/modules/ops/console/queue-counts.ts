// How many requests wait in each queue of the console (the overview). Each area adds its counter to OPS_QUEUE_COUNTERS.
import type { Db } from '../../../db/client.ts';
import { DECISION_QUEUE_COUNTERS } from '../decisions/queues.queries.ts';

export interface QueueCounter {
  key: string;
  count(db: Db): Promise<number>;
}

export const OPS_QUEUE_COUNTERS: QueueCounter[] = [...DECISION_QUEUE_COUNTERS];

export async function queueCounts(db: Db): Promise<{ key: string; count: number }[]> {
  return Promise.all(OPS_QUEUE_COUNTERS.map(async (counter) => ({ key: counter.key, count: await counter.count(db) })));
}
