// SQL of sign-in, sessions and password tokens. Secrets arrive here already hashed.
import { and, eq, gt, isNull, max, min, sql } from 'drizzle-orm';
import type { SignInMethod } from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import {
  authAttempts,
  authTokens,
  oneTimeCodes,
  passwordTokens,
  refreshTokens,
  supplierMemberships,
  users,
} from '../../db/schema/index.ts';
import { ROW_LOCK } from '../../db/row-lock.ts';
import { qualifiedColumn } from '../../db/qualified-column.ts';
import { usableMembershipAs, usableMemberOf } from '../../platform/memberships.ts';

type Queryable = Db | Tx;
export type PasswordTokenPurpose = 'reset' | 'create';

/**
 * The person's memberships that give access (docs/decisions/auth.md, "Memberships"), as `m` of a subquery of the select
 * from users (named in full: in a one-table select Drizzle writes the columns bare, which a subquery reads as its own).
 */
const usableMembership = sql`m.user_id = ${qualifiedColumn(users.id)} and ${usableMembershipAs('m')}`;
/** An invitation waiting for the person's acceptance: an active membership not accepted yet. */
const waitingInvitation = sql`m.user_id = ${qualifiedColumn(users.id)} and m.is_active and m.accepted_on is null`;

const userColumns = {
  id: users.id,
  userName: users.userName,
  email: users.email,
  passwordHash: users.passwordHash,
  // may sign in: the person's own switch, and (unless an operator) at least one usable membership, or a waiting
  // invitation (an active membership not yet accepted), which the sign-in accepts when no membership counts
  isActive: sql<boolean>`(${qualifiedColumn(users.isActive)} and (${qualifiedColumn(users.isOperator)} or exists (select 1 from ${supplierMemberships} m where m.user_id = ${qualifiedColumn(users.id)} and m.is_active)))`,
  tokenVersion: users.tokenVersion,
  isOperator: users.isOperator,
  // the supplier a sign-in opens: the one of the person's latest used session (its newest refresh token) among their usable
  // memberships, else the first
  supplierId: sql<
    number | null
  >`coalesce((select m.supplier_id from ${supplierMemberships} m where ${usableMembership} order by (select max(r.created_on) from ${refreshTokens} r where r.user_id = m.user_id and r.supplier_id = m.supplier_id) desc nulls last, m.supplier_id limit 1), (select m.supplier_id from ${supplierMemberships} m where ${waitingInvitation} order by m.supplier_id limit 1))`,
  supplierCount: sql<number>`(select count(*)::int from ${supplierMemberships} m where ${usableMembership})`,
  // no membership counts, an invitation waits: the sign-in accepts it (the session opens the first invitation's supplier)
  acceptsInvitation: sql<boolean>`(not ${qualifiedColumn(users.isOperator)} and not exists (select 1 from ${supplierMemberships} m where ${usableMembership}) and exists (select 1 from ${supplierMemberships} m where ${waitingInvitation}))`,
};
export type SignInUser = {
  id: number;
  userName: string;
  email: string;
  passwordHash: string | null;
  isActive: boolean;
  tokenVersion: number;
  /** A marketplace operator (the console), not a supplier's user. */
  isOperator: boolean;
  /** The supplier a sign-in opens (the latest session's, else the first usable membership's); null for an operator. */
  supplierId: number | null;
  /** How many suppliers the person may work for (active, accepted memberships): more than one asks for a choice. */
  supplierCount: number;
  /**
   * No membership of the person counts but an invitation waits: the sign-in accepts it (`supplierId` is then the first
   * invitation's supplier; docs/decisions/auth.md, "Memberships").
   */
  acceptsInvitation: boolean;
};

export async function findUserByUserName(db: Queryable, userName: string): Promise<SignInUser | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.userName}) = ${userName.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<SignInUser | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Queryable, id: number): Promise<SignInUser | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** New hash and a new token version: access tokens issued before stop working. */
export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<SignInUser> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning(userColumns);
  return row!;
}

// Refresh tokens

export async function insertRefreshToken(db: Queryable, row: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

/** The token's row, locked until the transaction ends: concurrent uses of one refresh token queue here. */
export async function lockRefreshToken(tx: Tx, tokenHash: string) {
  const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1).for(ROW_LOCK);
  return row;
}

/** Marks the token spent; false when it was already spent or revoked (a concurrent or replayed use). */
export async function spendRefreshToken(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedOn: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedOn), isNull(refreshTokens.revokedOn)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeRefreshFamily(db: Queryable, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedOn: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedOn)));
}

/** Ends the person's sessions: all of them, or (a membership deactivated or removed) those for one supplier. */
export async function revokeUserRefreshTokens(db: Queryable, userId: number, now: Date, supplierId?: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedOn: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        supplierId === undefined ? undefined : eq(refreshTokens.supplierId, supplierId),
        isNull(refreshTokens.revokedOn),
      ),
    );
}

/** When the person signed in to this session (kept through its refreshes); undefined for another person's session. */
/** How a session (refresh-token family) began: when it was signed in, and with which method (null when not kept). */
export interface SessionOrigin {
  signedInOn: Date | undefined;
  signedInWith: SignInMethod | null;
  signedInAssurance: string | null;
  /** An OpenID provider's sign-in: the provider and its ID token sealed (migration 0061). */
  ssoProviderId: number | null;
  ssoIdTokenSealed: string | null;
}

export async function sessionOrigin(db: Queryable, userId: number, familyId: string): Promise<SessionOrigin> {
  const [row] = await db
    .select({
      on: min(sql<Date>`coalesce(${refreshTokens.signedInOn}, ${refreshTokens.createdOn})`).mapWith(refreshTokens.createdOn),
      with: max(refreshTokens.signedInWith),
      assurance: max(refreshTokens.signedInAssurance),
      providerId: max(refreshTokens.ssoProviderId),
      idToken: max(refreshTokens.ssoIdTokenSealed),
    })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, familyId)));
  return {
    signedInOn: row?.on ?? undefined,
    signedInWith: (row?.with as SignInMethod | null | undefined) ?? null,
    signedInAssurance: row?.assurance ?? null,
    ssoProviderId: row?.providerId ?? null,
    ssoIdTokenSealed: row?.idToken ?? null,
  };
}

export async function sessionSignedInOn(db: Queryable, userId: number, familyId: string): Promise<Date | undefined> {
  return (await sessionOrigin(db, userId, familyId)).signedInOn;
}

// Auth (sign-in link) tokens

export async function insertAuthToken(db: Queryable, row: typeof authTokens.$inferInsert): Promise<void> {
  await db.insert(authTokens).values(row);
}

/** Spends a live token in one statement; its person and supplier, or undefined when unknown, spent or expired. */
export async function spendAuthToken(db: Queryable, tokenHash: string, now: Date) {
  const [row] = await db
    .update(authTokens)
    .set({ usedOn: now })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.usedOn), gt(authTokens.expiresOn, now)))
    .returning({ userId: authTokens.userId, supplierId: authTokens.supplierId });
  return row;
}

/**
 * Accepts the person's waiting invitations (active memberships not yet accepted): a person without a membership that
 * counts accepts by signing in (docs/decisions/auth.md, "Memberships"). The suppliers, in the order of their ids.
 */
export async function acceptWaitingInvitations(db: Queryable, userId: number, now: Date): Promise<number[]> {
  const rows = await db
    .update(supplierMemberships)
    .set({ acceptedOn: now })
    .where(and(eq(supplierMemberships.userId, userId), eq(supplierMemberships.isActive, true), isNull(supplierMemberships.acceptedOn)))
    .returning({ supplierId: supplierMemberships.supplierId });
  return rows.map((r) => r.supplierId).sort((a, b) => a - b);
}

/** Is the person's membership of the supplier usable (active and accepted)? */
export async function hasUsableMembership(db: Queryable, userId: number, supplierId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: supplierMemberships.userId })
    .from(supplierMemberships)
    .where(and(eq(supplierMemberships.userId, userId), usableMemberOf(supplierId)))
    .limit(1);
  return row !== undefined;
}

// One-time codes

export async function replaceOneTimeCode(
  db: Queryable,
  row: { userId: number; codeHash: string; expiresOn: Date; createdOn: Date },
): Promise<void> {
  await db
    .insert(oneTimeCodes)
    .values(row)
    .onConflictDoUpdate({
      target: oneTimeCodes.userId,
      set: { codeHash: row.codeHash, expiresOn: row.expiresOn, createdOn: row.createdOn, failedAttempts: 0, usedOn: null },
    });
}

export async function findOneTimeCode(db: Queryable, userId: number) {
  const [row] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId)).limit(1);
  return row;
}

export async function countWrongCode(db: Queryable, id: number): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(eq(oneTimeCodes.id, id));
}

export async function spendOneTimeCode(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ usedOn: now })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedOn)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

// Password reset and create tokens

export async function insertPasswordToken(db: Queryable, row: typeof passwordTokens.$inferInsert): Promise<void> {
  await db.insert(passwordTokens).values(row);
}

export async function findPasswordToken(db: Queryable, tokenHash: string, purpose: PasswordTokenPurpose) {
  const [row] = await db
    .select()
    .from(passwordTokens)
    .where(and(eq(passwordTokens.tokenHash, tokenHash), eq(passwordTokens.purpose, purpose)))
    .limit(1);
  return row;
}

export async function spendPasswordToken(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordTokens)
    .set({ usedOn: now })
    .where(and(eq(passwordTokens.id, id), isNull(passwordTokens.usedOn)))
    .returning({ id: passwordTokens.id });
  return rows.length === 1;
}

/** After a password is set, every other outstanding link of the user stops working. */
export async function spendUserPasswordTokens(db: Queryable, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordTokens)
    .set({ usedOn: now })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedOn)));
}

/**
 * Takes a code or reset-mail request to write its mail: true for the one caller that marks it handled (its own
 * after-response task or the sweep, mail-requests.ts); the mark commits with the mail, so it is written once.
 */
export async function claimMailRequest(tx: Tx, requestId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(authAttempts)
    .set({ handledOn: now })
    .where(and(eq(authAttempts.id, requestId), isNull(authAttempts.handledOn)))
    .returning({ id: authAttempts.id });
  return rows.length > 0;
}
