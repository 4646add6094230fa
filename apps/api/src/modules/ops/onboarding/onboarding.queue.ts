// The overview's counter of this area: applications waiting for a decision (added once, when the module loads).
import { count, eq } from 'drizzle-orm';
import { OPS_ONBOARDING_QUEUE_KEYS } from '@portal/contracts';
import { supplierApplications } from '../../../db/schema/index.ts';
import { OPS_QUEUE_COUNTERS } from '../console/queue-counts.ts';

if (!OPS_QUEUE_COUNTERS.some((c) => c.key === OPS_ONBOARDING_QUEUE_KEYS.applications))
  OPS_QUEUE_COUNTERS.push({
    key: OPS_ONBOARDING_QUEUE_KEYS.applications,
    async count(db) {
      const [row] = await db.select({ n: count() }).from(supplierApplications).where(eq(supplierApplications.status, 'Submitted'));
      return Number(row?.n ?? 0);
    },
  });
