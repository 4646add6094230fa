// Who reaches the supplier's cases (docs/decisions/cases.md, "Who"): with the Support flag on for the supplier (off:
// 404, as if the calls did not exist, like Payments and Performance), every signed-in user of the supplier, and its
// API tokens with the `support` scope (checked by the token guard: contracts' requiredScope).
import type { FastifyRequest } from 'fastify';
import type { FeatureFlag } from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { requireActor, type Actor } from '../../platform/auth.ts';
import { NotFound } from '../../platform/errors.ts';
import { ReadCaches } from '../../platform/caches/read-caches.ts';
import { isFeatureOn } from '../feature-flags/index.ts';

export const SUPPORT_FLAG: FeatureFlag = 'Support';

export async function requireCasesActor(db: Db, request: FastifyRequest): Promise<Actor> {
  const actor = requireActor(request);
  // kept in the read caches until the supplier's flags change, as the payments' flag
  const group = ReadCaches.flagsGroup(actor.supplierId);
  const on = await request.server.readCaches.featureFlags.remember(`${group}|${SUPPORT_FLAG}`, group, () =>
    isFeatureOn(db, actor.supplierId, SUPPORT_FLAG),
  );
  if (!on) throw new NotFound();
  return actor;
}

/** Is the Support flag on for the supplier now (a reaction's check: a supplier whose flag went off gets no mail)? */
export const isSupportOn = (db: Db | Tx, supplierId: number): Promise<boolean> => isFeatureOn(db, supplierId, SUPPORT_FLAG);
