// Just-in-time accounts (docs/decisions/auth.md, "Single sign-on"): the provider vouched for the person, so a first
// sign-in creates the person and a membership with the provider's configured role; a person who has an account gets a
// membership of the supplier, or uses theirs.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { supplierMemberships, users } from '../../db/schema/index.ts';
import type { OidcPerson } from './oidc-client.ts';

export type JustInTimeOutcome = { userId: number } | { refused: 'inactive' | 'operator' };

export async function personForSignIn(
  tx: Tx,
  supplierId: number,
  email: string,
  person: OidcPerson,
  newPersonIsAdmin: boolean,
  now: Date,
): Promise<JustInTimeOutcome> {
  const userName = email.toLowerCase();
  // two first sign-ins at once: the unique user name keeps one person, the second reads it
  await tx
    .insert(users)
    .values({ userName, email, firstName: person.givenName ?? '', lastName: person.familyName ?? '', isActive: true, createdOn: now })
    .onConflictDoNothing();
  const [user] = await tx
    .select({ id: users.id, isActive: users.isActive, isOperator: users.isOperator })
    .from(users)
    .where(sql`lower(${users.userName}) = ${userName}`)
    .limit(1);
  if (!user) throw new Error('The person was neither found nor created.');
  if (user.isOperator) return { refused: 'operator' };
  if (!user.isActive) return { refused: 'inactive' };
  await tx
    .insert(supplierMemberships)
    .values({ userId: user.id, supplierId, isAdmin: newPersonIsAdmin, isActive: true, createdOn: now, acceptedOn: now })
    .onConflictDoNothing();
  // an invitation waiting for the person is accepted by the sign-in (the company's provider vouched for them)
  const [membership] = await tx
    .update(supplierMemberships)
    .set({ acceptedOn: sql`coalesce(${supplierMemberships.acceptedOn}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(supplierMemberships.userId, user.id), eq(supplierMemberships.supplierId, supplierId)))
    .returning({ isActive: supplierMemberships.isActive });
  if (!membership?.isActive) return { refused: 'inactive' };
  return { userId: user.id };
}
