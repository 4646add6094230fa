// The /scim/v2 guard (docs/decisions/auth.md, "SCIM provisioning"): the bearer token must be a live SCIM token of a
// supplier; the call then acts for that supplier alone (the request's tenant: row-level security, and every statement
// filtered by it). A missing, unknown or revoked token: 401 in SCIM's error body. Every call counts against the
// token's limit a minute (SCIM_CALLS_PER_MINUTE, across processes: platform/token-minute-count.ts); above it, 429.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SCIM_CALLS_PER_MINUTE, SCIM_LIMIT_MESSAGES, SCIM_MESSAGES } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { scimTokenCalls } from '../../db/schema/index.ts';
import { countTokenCalls } from '../../platform/token-minute-count.ts';
import { bearerToken, type Actor } from '../../platform/auth.ts';
import { setRequestSupplier } from '../../platform/tenancy/request-context.ts';
import { ScimError } from './scim-errors.ts';
import { findLiveScimToken, markScimTokenUsed } from './scim-tokens.service.ts';

const SCIM_LIMIT = { table: scimTokenCalls, max: SCIM_CALLS_PER_MINUTE, message: SCIM_LIMIT_MESSAGES.throttled };

/** Counts `calls` more of the token's calls this minute (a bulk's operations beyond the request itself); 429 above the limit. */
export const countScimCalls = (db: Db, tokenId: number, now: Date, calls: number) =>
  countTokenCalls(db, SCIM_LIMIT, tokenId, now.getTime(), calls);

/** Who the audit log and the user changes name for a provisioning change. */
export const SCIM_ACTOR_NAME = 'SCIM provisioning';

declare module 'fastify' {
  interface FastifyRequest {
    scimActor: Actor | null;
  }
}

export function registerScimAuth(app: FastifyInstance): void {
  app.decorateRequest('scimActor', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const secret = bearerToken(request);
    const token = secret ? await findLiveScimToken(app.database.db, secret) : null;
    if (!token) throw new ScimError(401, SCIM_MESSAGES.unauthorized);
    await countScimCalls(app.database.db, token.id, app.clock.now(), 1);
    setRequestSupplier(token.supplierId);
    request.scimActor = {
      // the user changes' "changed by" (a person's id): the Admin who made the token; the audit log says "SCIM"
      userId: token.createdBy,
      supplierId: token.supplierId,
      userName: `scim-token:${token.id}`,
      name: SCIM_ACTOR_NAME,
      roles: [],
      isAdmin: false,
      supplierCanProcessOrders: false,
      scimTokenId: token.id,
    };
    await markScimTokenUsed(app.database.db, token, app.clock.now());
  });
}

export function scimActorOf(request: FastifyRequest): Actor {
  if (!request.scimActor) throw new ScimError(401, SCIM_MESSAGES.unauthorized);
  return request.scimActor;
}
