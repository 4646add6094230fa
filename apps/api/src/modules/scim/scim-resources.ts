// What the portal keeps of a supplier's people, read as SCIM resources (RFC 7643 §4.1 User, §4.2 Group): one query
// over the supplier's memberships, so every answer stays with the token's supplier. A person of another supplier (or
// none) is not found. meta.lastModified is the later of the person's and the membership's last change (migration 0060),
// meta.version (and the ETag) a hash of what the resource says, so it changes with any change an identity provider sees.
import { and, asc, eq, sql } from 'drizzle-orm';
import { MAX_ID, SCIM_GROUPS, SCIM_SCHEMAS, type ScimGroupId } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { supplierMemberships, users } from '../../db/schema/index.ts';
import { versionOf } from '../../platform/resource-versions.ts';

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
  /** The later of the person's and the membership's last change. */
  changedOn: Date;
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
  changedOn: sql<Date>`greatest(${users.changedOn}, ${supplierMemberships.changedOn})`.mapWith(users.changedOn),
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
  meta: { resourceType: 'User'; created: string; lastModified: string; location: string; version: string };
}

/** A weak entity tag of what a resource says (its meta aside): SCIM's meta.version and the answer's ETag. */
export const scimVersionOf = (resource: object): string => `W/"${versionOf(resource)}"`;
/** The hash inside a version, as If-Match names it once its quotes and W/ are taken off (platform/resource-versions.ts). */
export const bareVersion = (version: string): string => version.replace(/^W\/"(.*)"$/, '$1');

export function toScimUser(p: ScimPerson, base: string): ScimUserResource {
  const formatted = `${p.firstName} ${p.lastName}`.trim();
  const group = groupOf(p.isAdmin);
  const resource = {
    schemas: [SCIM_SCHEMAS.user],
    id: String(p.id),
    ...(p.externalId !== null ? { externalId: p.externalId } : {}),
    userName: p.userName,
    name: { givenName: p.firstName, familyName: p.lastName, formatted },
    displayName: formatted || p.userName,
    emails: [{ value: p.email, type: 'work', primary: true }],
    active: p.isActive,
    groups: [{ value: group.id, display: group.displayName, $ref: `${base}/Groups/${group.id}` }],
  };
  return {
    ...resource,
    meta: {
      resourceType: 'User',
      created: p.createdOn.toISOString(),
      lastModified: p.changedOn.toISOString(),
      location: `${base}/Users/${p.id}`,
      version: scimVersionOf(resource),
    },
  };
}

export interface ScimGroupResource {
  schemas: string[];
  id: ScimGroupId;
  displayName: string;
  members?: { value: string; display: string; $ref: string }[];
  meta: { resourceType: 'Group'; location: string; version: string };
}

export function toScimGroup(
  group: (typeof SCIM_GROUPS)[number],
  people: readonly ScimPerson[],
  base: string,
  withMembers: boolean,
): ScimGroupResource {
  const members = people
    .filter((p) => p.isAdmin === group.isAdmin)
    .map((p) => ({ value: String(p.id), display: p.userName, $ref: `${base}/Users/${p.id}` }));
  const resource = { schemas: [SCIM_SCHEMAS.group], id: group.id, displayName: group.displayName, members };
  // the version is of the group with its members, answered with or without them
  const meta = { resourceType: 'Group' as const, location: `${base}/Groups/${group.id}`, version: scimVersionOf(resource) };
  if (withMembers) return { ...resource, meta };
  return { schemas: resource.schemas, id: group.id, displayName: group.displayName, meta };
}
