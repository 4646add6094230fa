// The overview's counter of this area: applications waiting for a decision (app.ts lists it with the other areas').
import { count, eq } from 'drizzle-orm';
import { OPS_ONBOARDING_QUEUE_KEYS } from '@portal/contracts';
import { supplierApplications } from '../../../db/schema/index.ts';
import type { QueueCounter } from '../../ops/index.ts';

export const APPLICATION_QUEUE_COUNTERS: QueueCounter[] = [
  {
    key: OPS_ONBOARDING_QUEUE_KEYS.applications,
    async count(db) {
      const [row] = await db.select({ n: count() }).from(supplierApplications).where(eq(supplierApplications.status, 'Submitted'));
      return Number(row?.n ?? 0);
    },
  },
];
