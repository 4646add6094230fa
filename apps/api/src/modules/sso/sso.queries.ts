// SQL of single sign-on, always scoped by the supplier; the two lookups made before any supplier is known (a domain at
// the sign-in's start, a state at its return) run as the system (row-level security) and name the supplier they found.
import { and, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { asSystem } from '../../db/tenant-context.ts';
import { ssoDomains, ssoIdentities, ssoProviders, ssoSamlAssertions, ssoSignInRequests, suppliers } from '../../db/schema/index.ts';

type Queryable = Db | Tx;
export type ProviderRow = typeof ssoProviders.$inferSelect;
export type DomainRow = typeof ssoDomains.$inferSelect;

export async function findProvider(db: Queryable, supplierId: number): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(ssoProviders).where(eq(ssoProviders.supplierId, supplierId)).limit(1);
  return row;
}

/** A provider by its id, whichever supplier's it is (the caller decides who may read it: the system, for a session's own). */
export async function findProviderById(db: Queryable, id: number): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(ssoProviders).where(eq(ssoProviders.id, id)).limit(1);
  return row;
}

export async function upsertProvider(db: Queryable, row: typeof ssoProviders.$inferInsert): Promise<void> {
  const { supplierId: _supplier, createdOn: _created, ...changes } = row;
  await db.insert(ssoProviders).values(row).onConflictDoUpdate({ target: ssoProviders.supplierId, set: changes });
}

export async function deleteProvider(db: Queryable, supplierId: number): Promise<boolean> {
  const rows = await db.delete(ssoProviders).where(eq(ssoProviders.supplierId, supplierId)).returning({ id: ssoProviders.id });
  return rows.length > 0;
}

export async function listDomains(db: Queryable, supplierId: number): Promise<DomainRow[]> {
  return db.select().from(ssoDomains).where(eq(ssoDomains.supplierId, supplierId)).orderBy(ssoDomains.domain);
}

export async function findDomain(db: Queryable, supplierId: number, id: number): Promise<DomainRow | undefined> {
  const [row] = await db
    .select()
    .from(ssoDomains)
    .where(and(eq(ssoDomains.supplierId, supplierId), eq(ssoDomains.id, id)))
    .limit(1);
  return row;
}

export async function insertDomain(db: Queryable, row: typeof ssoDomains.$inferInsert): Promise<DomainRow> {
  const [inserted] = await db.insert(ssoDomains).values(row).returning();
  return inserted!;
}

export async function deleteDomain(db: Queryable, supplierId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(ssoDomains)
    .where(and(eq(ssoDomains.supplierId, supplierId), eq(ssoDomains.id, id)))
    .returning({ id: ssoDomains.id });
  return rows.length > 0;
}

export async function setVerificationToken(db: Queryable, supplierId: number, id: number, tokenHash: string, expiresOn: Date) {
  await db
    .update(ssoDomains)
    .set({ verificationTokenHash: tokenHash, verificationExpiresOn: expiresOn })
    .where(and(eq(ssoDomains.supplierId, supplierId), eq(ssoDomains.id, id)));
}

/** Proves a pending claim (one statement: a claim proved already is not proved again). */
export async function proveDomain(db: Queryable, supplierId: number, id: number, by: 'operator' | 'mail', now: Date) {
  const [row] = await db
    .update(ssoDomains)
    .set({ provedOn: now, provedBy: by, verificationTokenHash: null, verificationExpiresOn: null })
    .where(and(eq(ssoDomains.supplierId, supplierId), eq(ssoDomains.id, id), isNull(ssoDomains.provedOn)))
    .returning();
  return row;
}

/** Holds the domain's proof lock until the transaction ends (one proof of a domain at a time, in any process). */
export async function lockDomain(tx: Tx, domain: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sso-domain:${domain}`}, 0))`);
}

/** Is the domain proved by a supplier other than this one? Run as the system (it reads every supplier's proofs). */
export async function provedElsewhere(db: Queryable, supplierId: number, domain: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ssoDomains.id })
    .from(ssoDomains)
    .where(and(eq(ssoDomains.domain, domain), isNotNull(ssoDomains.provedOn), ne(ssoDomains.supplierId, supplierId)))
    .limit(1);
  return row !== undefined;
}

/** Before any supplier is known: the claim whose verification link this is (the link names its supplier). */
export async function findDomainByVerificationToken(db: Queryable, tokenHash: string, now: Date) {
  const [row] = await asSystem(() =>
    db
      .select({ id: ssoDomains.id, supplierId: ssoDomains.supplierId, domain: ssoDomains.domain })
      .from(ssoDomains)
      .where(and(eq(ssoDomains.verificationTokenHash, tokenHash), gt(ssoDomains.verificationExpiresOn, now), isNull(ssoDomains.provedOn)))
      .limit(1),
  );
  return row;
}

/** Before any supplier is known: the supplier that proved the domain and its provider (the sign-in's start and rule). */
export async function findProvedDomain(db: Queryable, domain: string) {
  const [row] = await asSystem(() =>
    db
      .select({ supplierId: ssoDomains.supplierId, provider: ssoProviders })
      .from(ssoDomains)
      .innerJoin(ssoProviders, eq(ssoProviders.supplierId, ssoDomains.supplierId))
      .where(and(eq(ssoDomains.domain, domain), isNotNull(ssoDomains.provedOn)))
      .limit(1),
  );
  return row;
}

/** Is the domain one of the supplier's proved ones? */
export async function isProvedDomainOf(db: Queryable, supplierId: number, domain: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ssoDomains.id })
    .from(ssoDomains)
    .where(and(eq(ssoDomains.supplierId, supplierId), eq(ssoDomains.domain, domain), isNotNull(ssoDomains.provedOn)))
    .limit(1);
  return row !== undefined;
}

// The console (operators see every supplier's rows)

export async function listPendingClaims(db: Queryable) {
  return db
    .select({
      id: ssoDomains.id,
      supplierId: ssoDomains.supplierId,
      supplierName: suppliers.name,
      domain: ssoDomains.domain,
      createdOn: ssoDomains.createdOn,
    })
    .from(ssoDomains)
    .innerJoin(suppliers, eq(suppliers.id, ssoDomains.supplierId))
    .where(isNull(ssoDomains.provedOn))
    .orderBy(ssoDomains.createdOn, ssoDomains.id);
}

export async function findClaimById(db: Queryable, id: number) {
  const [row] = await db.select().from(ssoDomains).where(eq(ssoDomains.id, id)).limit(1);
  return row;
}

// Sign-ins under way

export async function insertSignInRequest(db: Queryable, row: typeof ssoSignInRequests.$inferInsert): Promise<void> {
  await db.insert(ssoSignInRequests).values(row);
}

/** The supplier's sign-ins past their 10 minutes go when a new one starts (they can never be used). */
export async function forgetExpiredSignIns(db: Queryable, supplierId: number, now: Date): Promise<void> {
  await db.delete(ssoSignInRequests).where(and(eq(ssoSignInRequests.supplierId, supplierId), lt(ssoSignInRequests.expiresOn, now)));
}

/** The sweep: every supplier's sign-ins and kept SAML assertion IDs past their time (never usable again), as the system. */
export async function deleteExpiredSignIns(db: Queryable, now: Date): Promise<{ signIns: number; assertions: number }> {
  return asSystem(async () => {
    const signIns = await db.delete(ssoSignInRequests).where(lt(ssoSignInRequests.expiresOn, now)).returning({ id: ssoSignInRequests.id });
    const assertions = await db
      .delete(ssoSamlAssertions)
      .where(lt(ssoSamlAssertions.expiresOn, now))
      .returning({ id: ssoSamlAssertions.id });
    return { signIns: signIns.length, assertions: assertions.length };
  });
}

/**
 * Spends a live request of this browser in one statement (before any supplier is known: the state names it); undefined
 * when not live or brought by another browser.
 */
export async function spendSignInRequest(db: Queryable, stateHash: string, browserKeyHash: string, now: Date) {
  const [row] = await asSystem(() =>
    db
      .update(ssoSignInRequests)
      .set({ usedOn: now })
      .where(
        and(
          eq(ssoSignInRequests.stateHash, stateHash),
          eq(ssoSignInRequests.browserKeyHash, browserKeyHash),
          // an OpenID sign-in's (a SAML request's ID is no state)
          isNotNull(ssoSignInRequests.codeVerifier),
          isNull(ssoSignInRequests.usedOn),
          gt(ssoSignInRequests.expiresOn, now),
        ),
      )
      .returning(),
  );
  return row;
}

// SAML: the answers (docs/decisions/auth.md, "SAML 2.0")

/**
 * Keeps an accepted assertion's ID until it expires; false when it was accepted before (a replay, in any process: the
 * unique key decides between two at once). The supplier's expired ones go first.
 */
export async function keepAssertion(db: Queryable, row: typeof ssoSamlAssertions.$inferInsert): Promise<boolean> {
  await db
    .delete(ssoSamlAssertions)
    .where(and(eq(ssoSamlAssertions.supplierId, row.supplierId), lt(ssoSamlAssertions.expiresOn, row.createdOn)));
  const kept = await db.insert(ssoSamlAssertions).values(row).onConflictDoNothing().returning({ id: ssoSamlAssertions.id });
  return kept.length > 0;
}

/**
 * The checked answer to a live request of ours (its AuthnRequest ID = InResponseTo) waits for the browser under a
 * ticket; false when the request is unknown, answered or used already, or past its time.
 */
export async function receiveSamlAnswer(
  db: Queryable,
  at: {
    supplierId: number;
    providerId: number;
    requestIdHash: string;
    ticketHash: string;
    identity: unknown;
    now: Date;
    ticketExpiresOn: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(ssoSignInRequests)
    .set({ ticketHash: at.ticketHash, identity: at.identity, receivedOn: at.now, expiresOn: at.ticketExpiresOn })
    .where(
      and(
        eq(ssoSignInRequests.supplierId, at.supplierId),
        eq(ssoSignInRequests.providerId, at.providerId),
        eq(ssoSignInRequests.stateHash, at.requestIdHash),
        // a SAML request's (an OpenID sign-in's state is no request ID)
        isNull(ssoSignInRequests.codeVerifier),
        isNull(ssoSignInRequests.ticketHash),
        isNull(ssoSignInRequests.usedOn),
        gt(ssoSignInRequests.expiresOn, at.now),
      ),
    )
    .returning({ id: ssoSignInRequests.id });
  return rows.length > 0;
}

/**
 * Spends the ticket of a checked answer (before any supplier is known: the ticket names it): the browser that started
 * the sign-in brings its key; an answer the IdP started (no key kept) is taken from any browser. Undefined otherwise.
 */
export async function spendSamlTicket(db: Queryable, ticketHash: string, browserKeyHash: string | null, now: Date) {
  const [row] = await asSystem(() =>
    db
      .update(ssoSignInRequests)
      .set({ usedOn: now })
      .where(
        and(
          eq(ssoSignInRequests.ticketHash, ticketHash),
          browserKeyHash === null
            ? isNull(ssoSignInRequests.browserKeyHash)
            : or(isNull(ssoSignInRequests.browserKeyHash), eq(ssoSignInRequests.browserKeyHash, browserKeyHash)),
          isNull(ssoSignInRequests.usedOn),
          gt(ssoSignInRequests.expiresOn, now),
        ),
      )
      .returning(),
  );
  return row;
}

// The provider's people

export async function findIdentityBySubject(db: Queryable, supplierId: number, providerId: number, subject: string) {
  const [row] = await db
    .select({ userId: ssoIdentities.userId })
    .from(ssoIdentities)
    .where(and(eq(ssoIdentities.supplierId, supplierId), eq(ssoIdentities.providerId, providerId), eq(ssoIdentities.subject, subject)))
    .limit(1);
  return row;
}

export async function findIdentityOfUser(db: Queryable, supplierId: number, providerId: number, userId: number) {
  const [row] = await db
    .select({ subject: ssoIdentities.subject })
    .from(ssoIdentities)
    .where(and(eq(ssoIdentities.supplierId, supplierId), eq(ssoIdentities.providerId, providerId), eq(ssoIdentities.userId, userId)))
    .limit(1);
  return row;
}

export async function insertIdentity(db: Queryable, row: typeof ssoIdentities.$inferInsert): Promise<void> {
  await db.insert(ssoIdentities).values(row).onConflictDoNothing();
}

/** A provider given another issuer speaks for other people: its links to the portal's people are forgotten. */
export async function forgetIdentities(db: Queryable, supplierId: number): Promise<void> {
  await db.delete(ssoIdentities).where(eq(ssoIdentities.supplierId, supplierId));
}
