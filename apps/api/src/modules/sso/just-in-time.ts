// Just-in-time accounts (docs/decisions/auth.md, "Single sign-on"): the provider vouched for the person, so a first
// sign-in creates the person and a membership with the provider's configured role; a person who has an account gets a
// membership of the supplier, or uses theirs. The provider's `sub` is linked to the person at the first sign-in and
// names them from then on (ASVS 10.5.2: the e-mail claim may be reassigned, the subject is not).
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { supplierMemberships, users } from '../../db/schema/index.ts';
import { findIdentityBySubject, findIdentityOfUser, insertIdentity } from './sso.queries.ts';

/** What a provider's checked answer says of the person (an ID token's claims, a SAML assertion's NameID and attributes). */
export interface ProviderPerson {
  /** The provider's name for the person, never reassigned (OIDC `sub`, SAML NameID). */
  subject: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
  /** How the provider says the person signed in (providerAssurance), recorded with the session; null: it said nothing. */
  assurance?: string | null;
  /** An OpenID provider's ID token: kept sealed with the session for the provider's logout (id_token_hint). */
  idToken?: string;
}

export type JustInTimeOutcome = { userId: number } | { refused: 'inactive' | 'operator' | 'other-account' };

export interface SignInAt {
  supplierId: number;
  providerId: number;
  newPersonIsAdmin: boolean;
  now: Date;
}

/** The person of the address: found, or created now (two first sign-ins at once: the unique user name keeps one). */
async function personByEmail(tx: Tx, email: string, person: ProviderPerson, now: Date): Promise<number> {
  const userName = email.toLowerCase();
  await tx
    .insert(users)
    .values({ userName, email, firstName: person.givenName ?? '', lastName: person.familyName ?? '', isActive: true, createdOn: now })
    .onConflictDoNothing();
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = ${userName}`)
    .limit(1);
  if (!user) throw new Error('The person was neither found nor created.');
  return user.id;
}

export async function personForSignIn(tx: Tx, at: SignInAt, email: string, person: ProviderPerson): Promise<JustInTimeOutcome> {
  const linked = await findIdentityBySubject(tx, at.supplierId, at.providerId, person.subject);
  let userId = linked?.userId;
  if (userId === undefined) {
    userId = await personByEmail(tx, email, person, at.now);
    // the address's person is linked to another of the provider's people already: not taken over by this one
    if (await findIdentityOfUser(tx, at.supplierId, at.providerId, userId)) return { refused: 'other-account' };
    await insertIdentity(tx, { supplierId: at.supplierId, providerId: at.providerId, subject: person.subject, userId, createdOn: at.now });
  }
  const [user] = await tx
    .select({ isActive: users.isActive, isOperator: users.isOperator })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || user.isOperator) return { refused: 'operator' };
  if (!user.isActive) return { refused: 'inactive' };
  await tx
    .insert(supplierMemberships)
    .values({ userId, supplierId: at.supplierId, isAdmin: at.newPersonIsAdmin, isActive: true, createdOn: at.now, acceptedOn: at.now })
    .onConflictDoNothing();
  // an invitation waiting for the person is accepted by the sign-in (the company's provider vouched for them)
  const [membership] = await tx
    .update(supplierMemberships)
    .set({ acceptedOn: sql`coalesce(${supplierMemberships.acceptedOn}, ${at.now.toISOString()}::timestamptz)` })
    .where(and(eq(supplierMemberships.userId, userId), eq(supplierMemberships.supplierId, at.supplierId)))
    .returning({ isActive: supplierMemberships.isActive });
  if (!membership?.isActive) return { refused: 'inactive' };
  return { userId };
}
