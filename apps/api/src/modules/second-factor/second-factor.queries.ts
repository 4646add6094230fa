// SQL of the second factor: the authenticator app's row, the recovery codes, the sign-in challenges and the supplier's
// requirement. Secrets arrive sealed or hashed.
import { and, count, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  passkeyCredentials,
  recoveryCodes,
  secondFactorChallenges,
  supplierMemberships,
  suppliers,
  totpFactors,
} from '../../db/schema/index.ts';
import { usableMembership } from '../../platform/memberships.ts';
import { findUserById } from '../auth/index.ts';

type Queryable = Db | Tx;

export async function findTotp(db: Queryable, userId: number) {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId)).limit(1);
  return row;
}

/** A new pending secret replaces an unconfirmed one; false when an app is already confirmed (nothing changed). */
export async function savePendingTotp(db: Queryable, userId: number, secretSealed: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(totpFactors)
    .values({ userId, secretSealed, createdOn: now })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secretSealed, createdOn: now, lastUsedStep: null },
      setWhere: isNull(totpFactors.confirmedOn),
    })
    .returning({ userId: totpFactors.userId });
  return rows.length === 1;
}

/**
 * Takes the code's time step: true for the one caller whose step is later than every step taken before (a code, or a
 * replay of it in the same step, is accepted once). `confirming` takes a pending app's first code and confirms it.
 */
export async function takeTotpStep(db: Queryable, userId: number, step: number, now: Date, confirming: boolean): Promise<boolean> {
  const fresh = or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step));
  const rows = await db
    .update(totpFactors)
    .set(confirming ? { lastUsedStep: step, confirmedOn: now } : { lastUsedStep: step })
    .where(and(eq(totpFactors.userId, userId), fresh, confirming ? isNull(totpFactors.confirmedOn) : isNotNull(totpFactors.confirmedOn)))
    .returning({ userId: totpFactors.userId });
  return rows.length === 1;
}

/** Removes the person's app; the recovery codes go with it unless passkeys remain (they stand with any factor). */
export async function deleteSecondFactor(db: Queryable, userId: number): Promise<void> {
  await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
  await dropRecoveryCodesWithoutFactor(db, userId);
}

/** Has the person a factor: a confirmed app or a passkey? */
export async function hasAnyFactor(db: Queryable, userId: number): Promise<boolean> {
  const [app] = await db
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedOn)))
    .limit(1);
  if (app) return true;
  const [passkey] = await db
    .select({ id: passkeyCredentials.id })
    .from(passkeyCredentials)
    .where(eq(passkeyCredentials.userId, userId))
    .limit(1);
  return passkey !== undefined;
}

/** The recovery codes of a person left without any factor are dropped (a code alone is no second factor). */
export async function dropRecoveryCodesWithoutFactor(db: Queryable, userId: number): Promise<void> {
  if (!(await hasAnyFactor(db, userId))) await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function replaceRecoveryCodes(db: Queryable, userId: number, codeHashes: string[], now: Date): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdOn: now })));
}

export async function unusedRecoveryCodes(db: Queryable, userId: number) {
  return db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedOn)));
}

/** Spends the code once: false when a concurrent use spent it first. */
export async function spendRecoveryCode(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedOn: now })
    .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedOn)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedOn)));
  return row?.n ?? 0;
}

export async function insertChallenge(db: Queryable, row: typeof secondFactorChallenges.$inferInsert): Promise<void> {
  await db.insert(secondFactorChallenges).values(row);
}

/** A live challenge (not spent, not expired) with its person; undefined otherwise. */
export async function findLiveChallenge(db: Queryable, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: secondFactorChallenges.id,
      userId: secondFactorChallenges.userId,
      firstMethod: secondFactorChallenges.firstMethod,
    })
    .from(secondFactorChallenges)
    .where(
      and(
        eq(secondFactorChallenges.tokenHash, tokenHash),
        isNull(secondFactorChallenges.usedOn),
        gt(secondFactorChallenges.expiresOn, now),
      ),
    )
    .limit(1);
  return row;
}

export async function spendChallenge(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(secondFactorChallenges)
    .set({ usedOn: now })
    .where(and(eq(secondFactorChallenges.id, id), isNull(secondFactorChallenges.usedOn)))
    .returning({ id: secondFactorChallenges.id });
  return rows.length === 1;
}

/** Does the person's company require a second factor (false for an operator: no supplier)? */
export async function supplierRequiresSecondFactor(db: Queryable, supplierId: number | null): Promise<boolean> {
  if (supplierId === null) return false;
  const [row] = await db.select({ required: suppliers.requireSecondFactor }).from(suppliers).where(eq(suppliers.id, supplierId)).limit(1);
  return row?.required ?? false;
}

export async function setSupplierRequirement(db: Queryable, supplierId: number, required: boolean): Promise<void> {
  await db.update(suppliers).set({ requireSecondFactor: required }).where(eq(suppliers.id, supplierId));
}

/** The person as the sign-in's second step needs them: as the first step found them (auth's sign-in person). */
export const findChallengedUser = findUserById;

/**
 * Does a company of the person require a second factor? Any of their usable memberships' (a person of several suppliers
 * signs in once and may switch to each: docs/decisions/auth.md, "Memberships"); false for an operator (no supplier).
 */
export async function personRequiresSecondFactor(db: Queryable, userId: number, byInvitation = false): Promise<boolean> {
  // a person let in by a waiting invitation (no membership counts) is asked as the inviting supplier asks: the sign-in accepts it
  const counted = byInvitation ? eq(supplierMemberships.isActive, true) : usableMembership;
  const [row] = await db
    .select({ userId: supplierMemberships.userId })
    .from(supplierMemberships)
    .innerJoin(suppliers, eq(suppliers.id, supplierMemberships.supplierId))
    .where(and(eq(supplierMemberships.userId, userId), counted, eq(suppliers.requireSecondFactor, true)))
    .limit(1);
  return row !== undefined;
}
