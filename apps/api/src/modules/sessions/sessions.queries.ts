// SQL of the Sessions page: a person's live sessions (refresh-token families with an unspent, unrevoked, unexpired
// token) and their end (every token of the family revoked). Always the signed-in person's own.
import { and, eq, gt, inArray, isNull, max, min, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import { CACHE_INVALIDATED_CHANNEL } from '../../platform/caches/read-caches.ts';

type Queryable = Db | Tx;

export async function liveSessions(db: Queryable, userId: number, now: Date) {
  return db
    .select({
      id: refreshTokens.familyId,
      signedInOn: min(sql<Date>`coalesce(${refreshTokens.signedInOn}, ${refreshTokens.createdOn})`).mapWith(refreshTokens.createdOn),
      lastUsedOn: max(refreshTokens.createdOn),
      userAgent: max(refreshTokens.userAgent),
      assurance: max(refreshTokens.signedInAssurance),
    })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        sql`${refreshTokens.familyId} in (select ${refreshTokens.familyId} from ${refreshTokens} where ${refreshTokens.userId} = ${userId} and ${refreshTokens.usedOn} is null and ${refreshTokens.revokedOn} is null and ${refreshTokens.expiresOn} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .groupBy(refreshTokens.familyId)
    .orderBy(sql`max(${refreshTokens.createdOn}) desc`);
}

/** The supplier a session of the person works for (its refresh tokens'), or undefined when it is not the person's. */
export async function sessionSupplier(
  db: Queryable,
  userId: number,
  sessionId: string,
): Promise<{ supplierId: number | null } | undefined> {
  const [row] = await db
    .select({ supplierId: refreshTokens.supplierId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, sessionId)))
    .limit(1);
  return row;
}

/** The person's live sessions other than `keep`, with the supplier each works for. */
export async function otherLiveSessions(db: Queryable, userId: number, keep: string | undefined, now: Date) {
  return db
    .selectDistinct({ id: refreshTokens.familyId, supplierId: refreshTokens.supplierId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        keep === undefined ? undefined : ne(refreshTokens.familyId, keep),
        isNull(refreshTokens.revokedOn),
        isNull(refreshTokens.usedOn),
        gt(refreshTokens.expiresOn, now),
      ),
    );
}

/** 'ended' when its live tokens were revoked now, 'already' when it had none left, 'unknown' when it is not the person's. */
export async function endSession(tx: Tx, userId: number, sessionId: string, now: Date): Promise<'ended' | 'already' | 'unknown'> {
  const revoked = await tx
    .update(refreshTokens)
    .set({ revokedOn: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.familyId, sessionId),
        isNull(refreshTokens.revokedOn),
        isNull(refreshTokens.usedOn),
        gt(refreshTokens.expiresOn, now),
      ),
    )
    .returning({ id: refreshTokens.id });
  if (revoked.length > 0) return 'ended';
  const [known] = await tx
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, sessionId)))
    .limit(1);
  return known ? 'already' : 'unknown';
}

/** Ends these live sessions of the person; the ids of those it ended now (a concurrent end may have taken some). */
export async function endSessions(tx: Tx, userId: number, sessionIds: string[], now: Date): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const rows = await tx
    .update(refreshTokens)
    .set({ revokedOn: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        inArray(refreshTokens.familyId, sessionIds),
        isNull(refreshTokens.revokedOn),
        isNull(refreshTokens.usedOn),
        gt(refreshTokens.expiresOn, now),
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((r) => r.familyId))];
}

/**
 * At commit, every process drops the person's cached actor (its ended sessions are read again, so their access tokens
 * are refused at once) and re-checks their open live streams (session-ended-source.ts closes the ended one's).
 */
export async function announceSessionsChanged(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${CACHE_INVALIDATED_CHANNEL}, ${`user:${userId}`})`);
}
