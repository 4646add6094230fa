// API tokens of the signed-in Admin's supplier: list, create (the secret answered once), revoke.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { INTEGRATION_MESSAGES, type ApiToken, type CreatedApiToken, type createApiTokenRequest } from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { apiTokens, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/auth.ts';
import { newApiTokenSecret } from './api-token-auth.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const columns = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  scopes: apiTokens.scopes,
  createdBy: users.userName,
  createdOn: apiTokens.createdOn,
  expiresOn: apiTokens.expiresOn,
  lastUsedOn: apiTokens.lastUsedOn,
  revokedOn: apiTokens.revokedOn,
};
type Row = {
  id: number;
  name: string;
  prefix: string;
  scopes: string[];
  createdBy: string;
  createdOn: Date;
  expiresOn: Date | null;
  lastUsedOn: Date | null;
  revokedOn: Date | null;
};

function toApiToken(row: Row): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiToken['scopes'],
    createdBy: row.createdBy,
    createdOn: row.createdOn.toISOString(),
    expiresOn: iso(row.expiresOn),
    lastUsedOn: iso(row.lastUsedOn),
    revokedOn: iso(row.revokedOn),
  };
}

export async function listApiTokens(db: Db, actor: Actor): Promise<ApiToken[]> {
  const rows = await db
    .select(columns)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(eq(apiTokens.supplierId, actor.supplierId))
    .orderBy(desc(apiTokens.createdOn), desc(apiTokens.id));
  return rows.map(toApiToken);
}

export async function createApiToken(
  db: Db,
  actor: Actor,
  input: z.infer<typeof createApiTokenRequest>,
  now: Date,
): Promise<CreatedApiToken> {
  const expiresOn = input.expiresOn ? new Date(input.expiresOn) : null;
  if (expiresOn && expiresOn <= now) throw Invalid.field(['expiresOn'], INTEGRATION_MESSAGES.expiryPast);
  const { secret, prefix, hash } = newApiTokenSecret();
  const [row] = await db
    .insert(apiTokens)
    .values({
      supplierId: actor.supplierId,
      name: input.name,
      prefix,
      tokenHash: hash,
      scopes: [...new Set(input.scopes)],
      createdBy: actor.userId,
      createdOn: now,
      expiresOn,
    })
    .returning({ id: apiTokens.id });
  const [created] = (await listApiTokens(db, actor)).filter((t) => t.id === row!.id);
  return { ...created!, secret };
}

/** Revoked at once: the next call with it is refused (the lookup reads the row on every call). Revoking twice is fine. */
export async function revokeApiToken(db: Db, actor: Actor, id: number, now: Date): Promise<void> {
  const [row] = await db
    .select({ id: apiTokens.id })
    .from(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.supplierId, actor.supplierId)));
  if (!row) throw new NotFound(INTEGRATION_MESSAGES.tokenNotFound);
  await db
    .update(apiTokens)
    .set({ revokedOn: now })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.supplierId, actor.supplierId), isNull(apiTokens.revokedOn)));
}
