// Who reaches the supplier's scorecard (docs/decisions/performance.md, "Who sees it"): with the Performance flag on
// for the supplier (off: 404, as if the call did not exist, like Payments), every signed-in user of the supplier (the
// dashboard's audience: the figures are the supplier's own work) and its API tokens with the `read` scope.
import type { FastifyRequest } from 'fastify';
import type { FeatureFlag } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { requireActor, type Actor } from '../../platform/auth.ts';
import { NotFound } from '../../platform/errors.ts';
import { isFeatureOn } from '../feature-flags/index.ts';

export const PERFORMANCE_FLAG: FeatureFlag = 'Performance';

export async function requirePerformanceActor(db: Db, request: FastifyRequest): Promise<Actor> {
  const actor = requireActor(request);
  if (!(await isFeatureOn(db, actor.supplierId, PERFORMANCE_FLAG))) throw new NotFound();
  return actor;
}
