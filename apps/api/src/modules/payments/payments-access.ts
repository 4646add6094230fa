// Who reaches the supplier's payments calls (docs/decisions/payments.md): with the Payments flag on for the supplier
// (off: 404, as if the calls did not exist), its Admins, and its API tokens (their scopes are checked by the token
// guard: reads with `read`, disputes with `accounting:write`). A user without the Admin role is 403.
import type { FastifyRequest } from 'fastify';
import { PAYMENTS_FEATURE_FLAG } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { requireActor, type Actor } from '../../platform/auth.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';
import { ReadCaches } from '../../platform/caches/read-caches.ts';
import { isFeatureOn } from '../feature-flags/index.ts';

export const PAYMENTS_ROLE_MESSAGE = 'Payments are for the supplier’s Admins.';

export async function requirePaymentsActor(db: Db, request: FastifyRequest): Promise<Actor> {
  const actor = requireActor(request);
  // kept in the read caches until the supplier's flags change (docs/decisions/payments.md, "Speed")
  const group = ReadCaches.flagsGroup(actor.supplierId);
  const on = await request.server.readCaches.featureFlags.remember(`${group}|${PAYMENTS_FEATURE_FLAG}`, group, () =>
    isFeatureOn(db, actor.supplierId, PAYMENTS_FEATURE_FLAG),
  );
  if (!on) throw new NotFound();
  if (!actor.isAdmin && actor.apiTokenId === undefined) throw new Forbidden(PAYMENTS_ROLE_MESSAGE);
  return actor;
}
