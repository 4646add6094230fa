// SQL of passkeys: a person's credentials (every query names the person, or finds a credential by its own id for the
// passwordless sign-in) and the WebAuthn challenges, stored as sha256 and spent once by a conditional update.
import { and, asc, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { passkeyChallenges, passkeyCredentials } from '../../db/schema/index.ts';
import type { Passkey } from '@portal/contracts';

type Queryable = Db | Tx;
export type PasskeyCredential = typeof passkeyCredentials.$inferSelect;
export type PasskeyPurpose = 'registration' | 'sign-in' | 'second-factor' | 'verification';

/** A passkey as the person sees it. */
export const passkeyView = (row: PasskeyCredential): Passkey => ({
  id: row.id,
  name: row.name,
  createdOn: row.createdOn.toISOString(),
  lastUsedOn: row.lastUsedOn?.toISOString() ?? null,
});

export async function listPasskeys(db: Queryable, userId: number): Promise<PasskeyCredential[]> {
  return db.select().from(passkeyCredentials).where(eq(passkeyCredentials.userId, userId)).orderBy(asc(passkeyCredentials.id));
}

export async function countPasskeys(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeyCredentials).where(eq(passkeyCredentials.userId, userId));
  return row?.n ?? 0;
}

/** The person's passkey by the portal's id: undefined for another person's. */
export async function findPersonPasskey(db: Queryable, userId: number, id: number): Promise<PasskeyCredential | undefined> {
  const [row] = await db
    .select()
    .from(passkeyCredentials)
    .where(and(eq(passkeyCredentials.id, id), eq(passkeyCredentials.userId, userId)))
    .limit(1);
  return row;
}

/** A credential by the authenticator's id (whoever's: the passwordless sign-in learns the person from it). */
export async function findByCredentialId(db: Queryable, credentialId: string): Promise<PasskeyCredential | undefined> {
  const [row] = await db.select().from(passkeyCredentials).where(eq(passkeyCredentials.credentialId, credentialId)).limit(1);
  return row;
}

/** Saves a new credential; undefined when its id is registered already (to anyone). */
export async function insertPasskey(db: Queryable, row: typeof passkeyCredentials.$inferInsert): Promise<PasskeyCredential | undefined> {
  const [saved] = await db.insert(passkeyCredentials).values(row).onConflictDoNothing().returning();
  return saved;
}

/** Moves the counter from the value the check saw to the answer's: false when a concurrent use moved it first. */
export async function advancePasskeyCounter(db: Queryable, id: number, seen: number, next: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(passkeyCredentials)
    .set({ counter: next, lastUsedOn: now })
    .where(and(eq(passkeyCredentials.id, id), eq(passkeyCredentials.counter, seen)))
    .returning({ id: passkeyCredentials.id });
  return rows.length === 1;
}

/** Renames the person's passkey: the row, or undefined for another person's. */
export async function renamePasskeyRow(db: Queryable, userId: number, id: number, name: string): Promise<PasskeyCredential | undefined> {
  const [row] = await db
    .update(passkeyCredentials)
    .set({ name })
    .where(and(eq(passkeyCredentials.id, id), eq(passkeyCredentials.userId, userId)))
    .returning();
  return row;
}

export async function deletePasskey(db: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(passkeyCredentials)
    .where(and(eq(passkeyCredentials.id, id), eq(passkeyCredentials.userId, userId)))
    .returning({ id: passkeyCredentials.id });
  return rows.length === 1;
}

/** Stores a challenge handed to a browser; challenges expired over an hour ago are dropped on the way. */
export async function insertPasskeyChallenge(db: Queryable, row: typeof passkeyChallenges.$inferInsert): Promise<void> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresOn, new Date(row.createdOn.getTime() - 3600_000)));
  await db.insert(passkeyChallenges).values(row);
}

/**
 * Spends a live challenge of the purpose (and person; null: a passwordless sign-in's) once: its row, or undefined
 * when it is unknown, spent, expired, or another purpose's or person's.
 */
export async function spendPasskeyChallenge(
  db: Queryable,
  challengeHash: string,
  purpose: PasskeyPurpose,
  userId: number | null,
  now: Date,
): Promise<{ id: number; userHandle: string | null } | undefined> {
  const [row] = await db
    .update(passkeyChallenges)
    .set({ usedOn: now })
    .where(
      and(
        eq(passkeyChallenges.challengeHash, challengeHash),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
        isNull(passkeyChallenges.usedOn),
        gt(passkeyChallenges.expiresOn, now),
      ),
    )
    .returning({ id: passkeyChallenges.id, userHandle: passkeyChallenges.userHandle });
  return row;
}
