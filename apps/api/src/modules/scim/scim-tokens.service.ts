// The supplier's SCIM tokens (Settings > SCIM provisioning, the Admin): list, create (the secret answered once),
// revoke; and the lookup of a /scim/v2 call's bearer token. A token is `scim_` + 32 random bytes, kept as its sha256
// (platform/opaque-tokens.ts), as API tokens are; a separate kind, not an API token with a scope
// (docs/decisions/auth.md, "SCIM provisioning").
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { SCIM_MESSAGES, SCIM_TOKEN_PREFIX, type CreatedScimToken, type CreateScimTokenRequest, type ScimToken } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { scimTokenCalls, scimTokens, users } from '../../db/schema/index.ts';
import { asSystem } from '../../db/tenant-context.ts';
import type { Actor } from '../../platform/auth.ts';
import { NotFound } from '../../platform/errors.ts';
import { newOpaqueToken, sha256 } from '../../platform/opaque-tokens.ts';
import { pruneTokenCalls } from '../../platform/token-minute-count.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listScimTokens(db: Db, actor: Actor): Promise<ScimToken[]> {
  const rows = await db
    .select({
      id: scimTokens.id,
      name: scimTokens.name,
      prefix: scimTokens.prefix,
      createdBy: users.userName,
      createdOn: scimTokens.createdOn,
      lastUsedOn: scimTokens.lastUsedOn,
      revokedOn: scimTokens.revokedOn,
    })
    .from(scimTokens)
    .innerJoin(users, eq(users.id, scimTokens.createdBy))
    .where(eq(scimTokens.supplierId, actor.supplierId))
    .orderBy(desc(scimTokens.createdOn), desc(scimTokens.id));
  return rows.map((r) => ({ ...r, createdOn: r.createdOn.toISOString(), lastUsedOn: iso(r.lastUsedOn), revokedOn: iso(r.revokedOn) }));
}

export async function createScimToken(db: Db, actor: Actor, input: CreateScimTokenRequest, now: Date): Promise<CreatedScimToken> {
  const secret = `${SCIM_TOKEN_PREFIX}${newOpaqueToken()}`;
  const [row] = await db
    .insert(scimTokens)
    .values({
      supplierId: actor.supplierId,
      name: input.name.trim(),
      prefix: secret.slice(0, SCIM_TOKEN_PREFIX.length + 4),
      tokenHash: sha256(secret),
      createdBy: actor.userId,
      createdOn: now,
    })
    .returning({ id: scimTokens.id });
  const created = (await listScimTokens(db, actor)).find((t) => t.id === row!.id)!;
  return { ...created, secret };
}

/** Refused from the next call on (every call reads the row). Revoking twice changes nothing. */
export async function revokeScimToken(db: Db, actor: Actor, id: number, now: Date): Promise<void> {
  const [row] = await db
    .select({ id: scimTokens.id })
    .from(scimTokens)
    .where(and(eq(scimTokens.id, id), eq(scimTokens.supplierId, actor.supplierId)));
  if (!row) throw new NotFound(SCIM_MESSAGES.tokenNotFound);
  await db
    .update(scimTokens)
    .set({ revokedOn: now })
    .where(and(eq(scimTokens.id, id), eq(scimTokens.supplierId, actor.supplierId), isNull(scimTokens.revokedOn)));
}

export interface LiveScimToken {
  id: number;
  supplierId: number;
  createdBy: number;
  lastUsedOn: Date | null;
}

/** The live (not revoked) token of this secret, or null. Read before any supplier is known: as the system. */
export async function findLiveScimToken(db: Db, secret: string): Promise<LiveScimToken | null> {
  if (!secret.startsWith(SCIM_TOKEN_PREFIX)) return null;
  const [row] = await asSystem(() =>
    db
      .select({ id: scimTokens.id, supplierId: scimTokens.supplierId, createdBy: scimTokens.createdBy, lastUsedOn: scimTokens.lastUsedOn })
      .from(scimTokens)
      .where(and(eq(scimTokens.tokenHash, sha256(secret)), isNull(scimTokens.revokedOn)))
      .limit(1),
  );
  return row ?? null;
}

/**
 * last_used_on, written at most once a minute per token (the supplier's own row, under row-level security), and the
 * token's past minutes of counted calls deleted with it.
 */
export async function markScimTokenUsed(db: Db, token: LiveScimToken, now: Date): Promise<void> {
  if (token.lastUsedOn && now.getTime() - token.lastUsedOn.getTime() < 60_000) return;
  const minuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(scimTokens)
    .set({ lastUsedOn: now })
    .where(
      and(
        eq(scimTokens.id, token.id),
        eq(scimTokens.supplierId, token.supplierId),
        or(isNull(scimTokens.lastUsedOn), lt(scimTokens.lastUsedOn, minuteAgo)),
      ),
    );
  await pruneTokenCalls(db, scimTokenCalls, token.id, now.getTime());
}
