// What the portal keeps of a supplier's people, read as SCIM resources (RFC 7643 §4.1 User, §4.2 Group): one query
// over the supplier's memberships, so every answer stays with the token's supplier. A person of another supplier (or
// none) is not found.
import { and, asc, eq, sql } from 'drizzle-orm';
import { MAX_ID, SCIM_GROUPS, SCIM_SCHEMAS, type ScimGroupId } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { supplierMemberships, users } from '../../db/schema/index.ts';

export interface ScimPerson {
  id: number;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
  isAdmin: boolean;
  externalId: string | null;
  createdOn: Date;
}

const personColumns = {
  id: users.id,
  userName: users.userName,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isActive: supplierMemberships.isActive,
  isAdmin: supplierMemberships.isAdmin,
  externalId: supplierMemberships.externalId,
  createdOn: supplierMemberships.createdOn,
};

/** The supplier's people, in id order (a SCIM list's order is the server's, and stable across pages). */
export function supplierPeople(db: Db, supplierId: number): Promise<ScimPerson[]> {
  return db
    .select(personColumns)
    .from(supplierMemberships)
    .innerJoin(users, eq(users.id, supplierMemberships.userId))
    .where(eq(supplierMemberships.supplierId, supplierId))
    .orderBy(asc(users.id));
}

/** A SCIM id as the portal's person id: anything else (text, out of range) names no one. */
export function personIdOf(id: string): number | null {
  if (!/^\d{1,10}$/.test(id)) return null;
  const n = Number(id);
  return n >= 1 && n <= MAX_ID ? n : null;
}

export async function supplierPerson(db: Db, supplierId: number, id: string): Promise<ScimPerson | null> {
  const userId = personIdOf(id);
  if (userId === null) return null;
  const [row] = await db
    .select(personColumns)
    .from(supplierMemberships)
    .innerJoin(users, eq(users.id, supplierMemberships.userId))
    .where(and(eq(supplierMemberships.supplierId, supplierId), eq(supplierMemberships.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The person with this externalId in the supplier, if any. */
export async function personByExternalId(db: Db, supplierId: number, externalId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: supplierMemberships.userId })
    .from(supplierMemberships)
    .where(and(eq(supplierMemberships.supplierId, supplierId), sql`${supplierMemberships.externalId} = ${externalId}`))
    .limit(1);
  return row?.id ?? null;
}

const groupOf = (isAdmin: boolean) => SCIM_GROUPS.find((g) => g.isAdmin === isAdmin)!;

export interface ScimUserResource {
  schemas: string[];
  id: string;
  externalId?: string;
  userName: string;
  name: { givenName: string; familyName: string; formatted: string };
  displayName: string;
  emails: { value: string; type: string; primary: boolean }[];
  active: boolean;
  groups: { value: string; display: string; $ref: string }[];
  meta: { resourceType: 'User'; created: string; lastModified: string; location: string };
}

export function toScimUser(p: ScimPerson, base: string): ScimUserResource {
  const formatted = `${p.firstName} ${p.lastName}`.trim();
  const group = groupOf(p.isAdmin);
  return {
    schemas: [SCIM_SCHEMAS.user],
    id: String(p.id),
    ...(p.externalId !== null ? { externalId: p.externalId } : {}),
    userName: p.userName,
    name: { givenName: p.firstName, familyName: p.lastName, formatted },
    displayName: formatted || p.userName,
    emails: [{ value: p.email, type: 'work', primary: true }],
    active: p.isActive,
    groups: [{ value: group.id, display: group.displayName, $ref: `${base}/Groups/${group.id}` }],
    // the membership's start; the portal keeps no time of a membership's last change
    meta: {
      resourceType: 'User',
      created: p.createdOn.toISOString(),
      lastModified: p.createdOn.toISOString(),
      location: `${base}/Users/${p.id}`,
    },
  };
}

export interface ScimGroupResource {
  schemas: string[];
  id: ScimGroupId;
  displayName: string;
  members?: { value: string; display: string; $ref: string }[];
  meta: { resourceType: 'Group'; location: string };
}

export function toScimGroup(
  group: (typeof SCIM_GROUPS)[number],
  people: readonly ScimPerson[],
  base: string,
  withMembers: boolean,
): ScimGroupResource {
  return {
    schemas: [SCIM_SCHEMAS.group],
    id: group.id,
    displayName: group.displayName,
    ...(withMembers
      ? {
          members: people
            .filter((p) => p.isAdmin === group.isAdmin)
            .map((p) => ({ value: String(p.id), display: p.userName, $ref: `${base}/Users/${p.id}` })),
        }
      : {}),
    meta: { resourceType: 'Group', location: `${base}/Groups/${group.id}` },
  };
}
