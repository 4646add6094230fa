// The console overview's counter of the cases (docs/decisions/cases.md, "The console's screens"): every supplier's open
// cases past their target or about to breach (due within CASE_DUE_SOON_MINUTES) at the injected clock, the queue's
// Breached and DueSoon filters together, on migration 0046's index of the next due time.
import { count, sql } from 'drizzle-orm';
import { CASE_DUE_SOON_MINUTES, CASES_QUEUE_KEYS } from '@portal/contracts';
import { cases } from '../../../db/schema/index.ts';
import type { QueueCounter } from '../../ops/index.ts';
import { nextDueAt } from '../cases.queries.ts';

export const CASES_QUEUE_COUNTERS: QueueCounter[] = [
  {
    key: CASES_QUEUE_KEYS.breaching,
    async count(db, now) {
      const [row] = await db
        .select({ n: count() })
        .from(cases)
        .where(sql`${nextDueAt} <= ${now.toISOString()}::timestamptz + make_interval(mins => ${CASE_DUE_SOON_MINUTES})`);
      return Number(row?.n ?? 0);
    },
  },
];
