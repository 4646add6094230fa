// The session guard: every /api route requires a valid bearer token unless its config says public.
// Sets request.actor (user, supplier, roles, flags) from the database, through the short-lived actor cache that
// database changes invalidate (platform/caches/read-caches.ts). The supplier is the access token's (`sup`), where the
// person has a usable membership (docs/decisions/auth.md, "Memberships").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_S, ROLE_ADMIN } from '@portal/contracts';
import { refreshTokens, supplierMemberships, suppliers, users } from '../db/schema/index.ts';
import { AccessTokens } from './access-tokens.ts';
import { ReadCaches, type CachedActor, type CachedMembership } from './caches/read-caches.ts';
import { usableMembershipAs } from './memberships.ts';
import { qualifiedColumn } from '../db/qualified-column.ts';
import { Forbidden, Unauthorized } from './errors.ts';
import { setRequestOperator, setRequestSupplier } from './tenancy/request-context.ts';
import type { Operator } from './operator.ts';

export interface Actor {
  userId: number;
  supplierId: number;
  userName: string;
  name: string;
  roles: string[];
  isAdmin: boolean;
  supplierCanProcessOrders: boolean;
  /** Set when an API token made the call (modules/integrations, api-token-auth.ts); absent for a signed-in user. */
  apiTokenId?: number;
  /** The token's scopes; absent for a signed-in user (every scope their role gives). */
  scopes?: readonly string[];
  /** Set when an EDI document made the change ("EDI 856, interchange 000001234"): the order's activity names it. */
  via?: string;
  /** The session (refresh-token family) of a signed-in user's access token: the Sessions page's "this device". */
  sessionId?: string;
  /**
   * Set when the supplier's identity provider made the call through SCIM (modules/scim): the actor is the supplier,
   * `userId` the Admin who made the token; it changes any membership of the supplier (no "own state" to keep).
   */
  scimTokenId?: number;
}

/**
 * Bearer tokens that are not sessions: the integrations module's API tokens, given to registerAuth by app.ts, so the
 * guard needs no import of a module.
 */
export interface ApiTokenAuthenticator {
  /** Is this bearer token one of these (its prefix)? */
  claims(token: string): boolean;
  /** The supplier actor of a live token, or null. */
  load(token: string): Promise<Actor | null>;
  /** Scope check, limit and use log of a call made with it; throws 403 or 429. */
  admit(request: FastifyRequest, actor: Actor): Promise<void>;
}

/**
 * Who may call a guarded route (route config `audience`; a guarded route without one is for supplier users): checked
 * by the session guard on request, before the route's input is validated, so a caller it is not for gets 403 whatever
 * it sends (docs/decisions/api-document.md). The handler still takes its actor through requireActor and the others.
 * - `supplier`: any supplier user or API token; `supplierAdmin`: a supplier's Admin; `orderProcessor`: a user of a
 *   supplier that processes its orders in the portal (or a token with orders:write);
 * - `operator`: the operations console's calls, whose own guard (modules/ops) refuses supplier users.
 */
export type RouteAudience = 'supplier' | 'supplierAdmin' | 'orderProcessor' | 'operator';

declare module 'fastify' {
  interface FastifyContextConfig {
    audience?: RouteAudience;
  }
  interface FastifyInstance {
    accessTokens: AccessTokens;
    apiTokenAuthenticator: ApiTokenAuthenticator | null;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** The signed-in supplier user: 401 without a session, 403 for an operator (supplier calls are not theirs). */
export function requireActor(request: FastifyRequest): Actor {
  if (request.operator) throw new Forbidden('This call is for supplier users; operators work in the operations console.');
  if (!request.actor) throw new Unauthorized();
  return request.actor;
}

/** Order-changing calls: refused (403, the spec's text) for a supplier with an active integration. */
export function requireProcessingActor(request: FastifyRequest): Actor {
  const actor = requireActor(request);
  if (!actor.supplierCanProcessOrders) throw new Forbidden();
  return actor;
}

export function requireAdmin(request: FastifyRequest): Actor {
  const actor = requireActor(request);
  if (!actor.isAdmin) throw new Forbidden();
  return actor;
}

/** The route's audience check, run on request (before the body is read and validated): throws 403. */
function admitAudience(request: FastifyRequest, audience: RouteAudience): void {
  if (audience === 'supplierAdmin') requireAdmin(request);
  else if (audience === 'orderProcessor') requireProcessingActor(request);
  else if (audience === 'supplier') requireActor(request);
}

export function registerAuth(app: FastifyInstance, accessTokens: AccessTokens, apiTokenAuth: ApiTokenAuthenticator | null = null): void {
  app.decorate('accessTokens', accessTokens);
  app.decorate('apiTokenAuthenticator', apiTokenAuth);
  app.decorateRequest('actor', null);
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    const isApi = request.url.startsWith('/api/');
    if (!isApi) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (token && apiTokenAuth?.claims(token)) request.actor = await apiTokenAuth.load(token);
    else if (token) {
      const session = await loadSession(app, token);
      request.actor = session?.actor ?? null;
      request.operator = session?.operator ?? null;
    }
    if (request.actor) setRequestSupplier(request.actor.supplierId);
    else if (request.operator) setRequestOperator();
    const isPublic = request.routeOptions.config?.public === true;
    // Unknown routes fall through to the 404 handler, which is public.
    if (!isPublic && request.routeOptions.url !== undefined && !request.actor && !request.operator) {
      throw new Unauthorized(token ? 'The access token is invalid or has expired.' : 'Authentication is required.');
    }
    if (request.actor?.apiTokenId !== undefined && !isPublic) await apiTokenAuth?.admit(request, request.actor);
    if (!isPublic && request.routeOptions.url !== undefined) admitAudience(request, request.routeOptions.config?.audience ?? 'supplier');
  });
}

/** Is this access token still a session (signature, expiry, active user, token version), or this API token live? */
export async function isSessionValid(app: FastifyInstance, token: string): Promise<boolean> {
  const apiTokens = app.apiTokenAuthenticator;
  if (apiTokens?.claims(token)) return (await apiTokens.load(token)) !== null;
  return (await loadSession(app, token)) !== null;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

function actorStatement(app: FastifyInstance) {
  return (
    app.database.db
      .select({
        userId: users.id,
        userName: users.userName,
        firstName: users.firstName,
        lastName: users.lastName,
        tokenVersion: users.tokenVersion,
        isOperator: users.isOperator,
        // the person's usable memberships, each with what the guard needs of its supplier (the subqueries name their
        // columns in full: in a one-table select Drizzle writes the columns bare, which a subquery would read as its own)
        memberships: sql<
          CachedMembership[] | string
        >`coalesce((select json_agg(json_build_object('supplierId', m.supplier_id, 'isAdmin', m.is_admin, 'supplierCanProcessOrders', s.supplier_can_process_orders) order by m.supplier_id) from ${supplierMemberships} m join ${suppliers} s on s.id = m.supplier_id where m.user_id = ${qualifiedColumn(users.id)} and ${usableMembershipAs('m')}), '[]'::json)`,
        // sessions ended while one of their access tokens may still live (docs/decisions/auth.md, "Sessions")
        endedSessions: sql<
          string[]
        >`array(select distinct r.family_id from ${refreshTokens} r where r.user_id = ${qualifiedColumn(users.id)} and r.revoked_on > ${sql.placeholder('endedSince')}::timestamptz)`,
      })
      .from(users)
      .where(and(eq(users.id, sql.placeholder('userId')), eq(users.isActive, true)))
      .limit(1)
      // unnamed behind PgBouncer's transaction pooling (a named statement lives on one server connection only)
      .prepare(app.config.databasePreparedStatements ? 'load_actor' : '')
  );
}
// Built once per app: every /api request runs it, and a prepared statement skips building and planning the SQL.
const actorStatements = new WeakMap<FastifyInstance, ReturnType<typeof actorStatement>>();

/** A valid session is either a supplier user's (actor) or an operator's (operator), never both. */
type Session = { actor: Actor; operator: null } | { actor: null; operator: Operator };

async function loadSession(app: FastifyInstance, token: string): Promise<Session | null> {
  const claims = await app.accessTokens.verify(token);
  if (!claims) return null;
  const cache = app.readCaches.actors;
  const key = ReadCaches.actorKey(claims.userId);
  let cached = cache.get(key);
  if (!cached) {
    cached = (await readActor(app, claims.userId)) ?? undefined;
    if (!cached) return null;
    cache.set(key, ReadCaches.actorGroup(cached), cached);
  }
  if (cached.tokenVersion !== claims.tokenVersion) return null;
  if (claims.sessionId !== undefined && cached.endedSessions.includes(claims.sessionId)) return null;
  if (cached.isOperator) {
    if (claims.supplierId !== undefined) return null;
    return { actor: null, operator: { userId: cached.userId, userName: cached.userName, name: cached.name } };
  }
  const membership = membershipOfToken(cached.memberships, claims.supplierId);
  if (!membership) return null;
  const actor: Actor = {
    userId: cached.userId,
    supplierId: membership.supplierId,
    userName: cached.userName,
    name: cached.name,
    roles: membership.isAdmin ? [ROLE_ADMIN] : [],
    isAdmin: membership.isAdmin,
    supplierCanProcessOrders: membership.supplierCanProcessOrders,
    ...(claims.sessionId !== undefined ? { sessionId: claims.sessionId } : {}),
  };
  return { actor, operator: null };
}

/**
 * The membership a token works in: its `sup` supplier's, when usable. A token without one (signed before memberships,
 * migration 0050) stands for the person's only membership; a person of several suppliers needs a token that names one.
 */
function membershipOfToken(memberships: readonly CachedMembership[], supplierId: number | undefined): CachedMembership | undefined {
  if (supplierId === undefined) return memberships.length === 1 ? memberships[0] : undefined;
  return memberships.find((m) => m.supplierId === supplierId);
}

/** The active person behind a token with their usable memberships, fresh from the database (null when missing or deactivated). */
async function readActor(app: FastifyInstance, userId: number): Promise<CachedActor | null> {
  let statement = actorStatements.get(app);
  if (!statement) actorStatements.set(app, (statement = actorStatement(app)));
  const endedSince = new Date(app.clock.now().getTime() - ACCESS_TOKEN_TTL_S * 1000).toISOString();
  const [row] = await statement.execute({ userId, endedSince });
  if (!row) return null;
  return {
    userId: row.userId,
    userName: row.userName,
    name: `${row.firstName} ${row.lastName}`.trim() || row.userName,
    isOperator: row.isOperator,
    memberships: typeof row.memberships === 'string' ? (JSON.parse(row.memberships) as CachedMembership[]) : row.memberships,
    tokenVersion: row.tokenVersion,
    endedSessions: row.endedSessions,
  };
}
