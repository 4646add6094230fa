// Supplier API tokens (docs/decisions/integrations.md): an opaque `sp_live_...` secret
// sent as a bearer token authenticates as its supplier with exactly the token's scopes, on the same /api calls the
// screens use. Looked up by its sha256 on every call (a revoked or expired token is refused at once), throttled per
// token in PostgreSQL (every process counts in the same row), its use logged (a log line per call, last_used_on at
// most once a minute). The session guard (platform/auth.ts) calls it through the ApiTokenAuthenticator it is given.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { API_TOKEN_CALLS_PER_MINUTE, API_TOKEN_PREFIX, INTEGRATION_MESSAGES, requiredScope, type ApiTokenScope } from '@portal/contracts';
import { apiTokenCalls, apiTokens, suppliers } from '../../db/schema/index.ts';
import { newOpaqueToken, sha256 } from '../../platform/opaque-tokens.ts';
import { Forbidden } from '../../platform/errors.ts';
import { countTokenCalls, pruneTokenCalls } from '../../platform/token-minute-count.ts';
import type { Actor, ApiTokenAuthenticator } from '../../platform/auth.ts';
import { asSystem } from '../../db/tenant-context.ts';

/** A new secret and what is stored of it. */
export function newApiTokenSecret(): { secret: string; prefix: string; hash: string } {
  const secret = `${API_TOKEN_PREFIX}${newOpaqueToken()}`;
  return { secret, prefix: secret.slice(0, API_TOKEN_PREFIX.length + 4), hash: sha256(secret) };
}

const API_TOKEN_LIMIT = { table: apiTokenCalls, max: API_TOKEN_CALLS_PER_MINUTE, message: INTEGRATION_MESSAGES.tokenThrottled };
const USE_WRITE_INTERVAL_MS = 60_000;

export class ApiTokenAuth implements ApiTokenAuthenticator {
  private readonly lastWritten = new Map<number, number>();
  constructor(private readonly app: FastifyInstance) {}

  claims(token: string): boolean {
    return token.startsWith(API_TOKEN_PREFIX);
  }

  /** The supplier actor of a live token, or null (unknown, revoked, expired). */
  async load(token: string): Promise<Actor | null> {
    const now = this.app.clock.now();
    // the token names the supplier: looked up before any supplier is set, so as the system (row-level security)
    const [row] = await asSystem(() =>
      this.app.database.db
        .select({
          id: apiTokens.id,
          name: apiTokens.name,
          supplierId: apiTokens.supplierId,
          scopes: apiTokens.scopes,
          createdBy: apiTokens.createdBy,
          lastUsedOn: apiTokens.lastUsedOn,
          supplierCanProcessOrders: suppliers.supplierCanProcessOrders,
        })
        .from(apiTokens)
        .innerJoin(suppliers, eq(suppliers.id, apiTokens.supplierId))
        .where(
          and(
            eq(apiTokens.tokenHash, sha256(token)),
            isNull(apiTokens.revokedOn),
            or(isNull(apiTokens.expiresOn), gt(apiTokens.expiresOn, now)),
          ),
        )
        .limit(1),
    );
    if (!row) return null;
    const scopes = row.scopes as ApiTokenScope[];
    return {
      // history rows and audit columns name the Admin who created the token
      userId: row.createdBy,
      supplierId: row.supplierId,
      userName: `api-token:${row.id}`,
      name: `API token ${row.name}`,
      roles: [],
      isAdmin: false,
      // An integrated supplier's users may not change orders; its token with orders:write may (that is the integration).
      supplierCanProcessOrders: scopes.includes('orders:write') || row.supplierCanProcessOrders,
      apiTokenId: row.id,
      scopes,
    };
  }

  /** Scope check, throttle and use log of a token's call; throws 403 or 429. */
  async admit(request: FastifyRequest, actor: Actor): Promise<void> {
    const tokenId = actor.apiTokenId!;
    const scope = requiredScope(request.method, request.routeOptions.url ?? request.url);
    if (scope === 'session') throw new Forbidden(INTEGRATION_MESSAGES.sessionOnly);
    if (!actor.scopes?.includes(scope)) throw new Forbidden(INTEGRATION_MESSAGES.missingScope(scope));
    const now = this.app.clock.now().getTime();
    await countTokenCalls(this.app.database.db, API_TOKEN_LIMIT, tokenId, now);
    request.log.info(
      { apiTokenId: tokenId, supplierId: actor.supplierId, method: request.method, route: request.routeOptions.url },
      'api token call',
    );
    const last = this.lastWritten.get(tokenId) ?? 0;
    if (now - last >= USE_WRITE_INTERVAL_MS) {
      this.lastWritten.set(tokenId, now);
      const at = new Date(now);
      await this.app.database.db
        .update(apiTokens)
        .set({ lastUsedOn: at })
        .where(
          and(
            eq(apiTokens.id, tokenId),
            eq(apiTokens.supplierId, actor.supplierId),
            or(isNull(apiTokens.lastUsedOn), lt(apiTokens.lastUsedOn, sql`${at.toISOString()}::timestamptz - interval '1 minute'`)),
          ),
        );
      await pruneTokenCalls(this.app.database.db, apiTokenCalls, tokenId, now);
    }
  }
}
