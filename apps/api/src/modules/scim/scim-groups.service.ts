// SCIM Groups (docs/decisions/auth.md, "SCIM provisioning"): the portal's roles, Admin and User, as two fixed groups;
// every person of the supplier is a member of exactly one. Adding a member to Admin grants the role, removing them (or
// adding them to User) takes it; the users administration's rules hold (the last active Admin stays: 409). A PATCH is
// one transaction: a refused operation leaves every other undone. Names and ids of the groups cannot change.
import { z } from 'zod';
import { scimPatchRequest, SCIM_GROUPS, SCIM_MESSAGES, SCIM_SCHEMAS } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { changeUserState } from '../users/index.ts';
import { ScimError, zodDetail } from './scim-errors.ts';
import { compileFilter, GROUP_FILTER, listResponse, type ListParams } from './scim-query.ts';
import { assertVersion } from '../../platform/resource-versions.ts';
import { bareVersion, supplierPeople, supplierPerson, toScimGroup, type ScimGroupResource } from './scim-resources.ts';
import { inScimTransaction, type ScimCall } from './scim-call.ts';

type Group = (typeof SCIM_GROUPS)[number];

function groupOf(id: string): Group {
  const group = SCIM_GROUPS.find((g) => g.id === id);
  if (!group) throw new ScimError(404, SCIM_MESSAGES.groupNotFound(id));
  return group;
}

/** The groups the filter takes, with their members or without (a filter may name members.value either way). */
export async function scimGroupsMatching(call: ScimCall, params: ListParams): Promise<ScimGroupResource[]> {
  const test = compileFilter(params.filter, GROUP_FILTER);
  const people = await supplierPeople(call.deps.db, call.actor.supplierId);
  const withMembers = !params.excludedAttributes.has('members');
  return SCIM_GROUPS.filter((g) => test(toScimGroup(g, people, call.base, true))).map((g) =>
    toScimGroup(g, people, call.base, withMembers),
  );
}

export async function listScimGroups(call: ScimCall, params: ListParams) {
  return listResponse(await scimGroupsMatching(call, params), params);
}

const groupRequest = z.looseObject({
  schemas: z.array(z.string()).refine((s) => s.includes(SCIM_SCHEMAS.group), `schemas must include ${SCIM_SCHEMAS.group}.`),
  displayName: z.string().trim().min(1).max(256),
});

/**
 * POST /Groups (a provider's Group Push): the portal's groups are its two roles and none is made. A group of the same
 * name (any case) exists: 409 uniqueness, as the RFC answers a duplicate, with the words to link it instead; any
 * other name: 400 with the words why (docs/decisions/auth.md, "SCIM provisioning").
 */
export async function createScimGroup(body: unknown): Promise<never> {
  const parsed = groupRequest.safeParse(body);
  if (!parsed.success) throw new ScimError(400, zodDetail(parsed.error), 'invalidValue');
  const name = parsed.data.displayName;
  const existing = SCIM_GROUPS.find((g) => g.displayName.toLowerCase() === name.toLowerCase());
  if (existing) throw new ScimError(409, SCIM_MESSAGES.groupExists(existing.displayName), 'uniqueness');
  throw new ScimError(400, SCIM_MESSAGES.groupNotMade(name), 'invalidValue');
}

export async function getScimGroup(call: ScimCall, id: string, withMembers = true): Promise<ScimGroupResource> {
  const group = groupOf(id);
  return toScimGroup(group, await supplierPeople(call.deps.db, call.actor.supplierId), call.base, withMembers);
}

const memberList = z.array(z.looseObject({ value: z.string().min(1) })).max(1000);
const MEMBER_FILTER = /^members\[\s*value\s+eq\s+"([^"]*)"\s*\]$/i;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Does the operation change the members (path members, members[value eq "12"], or a value with members)? */
function namesMembers(op: { path?: string; value?: unknown }): boolean {
  const path = op.path?.trim();
  if (path === undefined) return isObject(op.value) && Object.keys(op.value).some((k) => k.toLowerCase() === 'members');
  return path.toLowerCase() === 'members' || MEMBER_FILTER.test(path);
}

/** The member ids an operation names: its value's list, or the path's filter (members[value eq "12"]). */
function membersOf(op: { path?: string; value?: unknown }): string[] {
  const fromPath = op.path ? MEMBER_FILTER.exec(op.path.trim()) : null;
  if (fromPath) return [fromPath[1]!];
  if (op.value === undefined) return [];
  const key = isObject(op.value) ? Object.keys(op.value).find((k) => k.toLowerCase() === 'members') : undefined;
  const parsed = memberList.safeParse(key ? (op.value as Record<string, unknown>)[key] : op.value);
  if (!parsed.success) throw new ScimError(400, zodDetail(parsed.error), 'invalidValue');
  return parsed.data.map((m) => m.value);
}

/** Only the members of a group change: an operation on its name or id (to another value) is refused. */
function assertOnlyMembers(group: Group, op: { path?: string; value?: unknown }) {
  const path = op.path?.trim().toLowerCase();
  if (path === undefined) {
    const value = (op.value ?? {}) as Record<string, unknown>;
    for (const [key, v] of Object.entries(value)) {
      const k = key.toLowerCase();
      if (k === 'members') continue;
      if ((k === 'displayname' && v === group.displayName) || (k === 'id' && v === group.id) || k === 'externalid' || k === 'schemas')
        continue;
      throw new ScimError(400, SCIM_MESSAGES.groupsAreRoles, 'mutability');
    }
    return;
  }
  if (path === 'members' || MEMBER_FILTER.test(path)) return;
  if (path === 'displayname' && op.value === group.displayName) return;
  if (path === 'externalid') return;
  throw new ScimError(400, SCIM_MESSAGES.groupsAreRoles, 'mutability');
}

/** PATCH /Groups/{id}: members added to or removed from a role. */
export async function patchScimGroup(call: ScimCall, id: string, body: unknown, ifMatch?: string[]): Promise<void> {
  const group = groupOf(id);
  const parsed = scimPatchRequest.safeParse(body);
  if (!parsed.success) throw new ScimError(400, zodDetail(parsed.error), 'invalidSyntax');
  await inScimTransaction(call, async (db, changed) => {
    if (ifMatch)
      assertVersion(
        ifMatch,
        bareVersion(toScimGroup(group, await supplierPeople(db, call.actor.supplierId), call.base, true).meta.version),
      );
    const now = call.deps.clock.now();
    const setAdmin = async (memberId: string, isAdmin: boolean) => {
      const person = await supplierPerson(db, call.actor.supplierId, memberId);
      if (!person) throw new ScimError(404, SCIM_MESSAGES.userNotFound(memberId));
      if (person.isAdmin === isAdmin) return;
      await changeUserState(db, call.actor, person.id, isAdmin ? 'grant-admin' : 'revoke-admin', now);
      changed(person.id, isAdmin ? 'scim-admin-granted' : 'scim-admin-revoked');
    };
    for (const raw of parsed.data.Operations) {
      assertOnlyMembers(group, raw);
      // a name or id sent back as it is (Okta sends the whole group) changes nothing
      if (!namesMembers(raw)) continue;
      const op = raw.op.toLowerCase();
      const ids = membersOf(raw);
      if (op === 'add') for (const m of ids) await setAdmin(m, group.isAdmin);
      // one leaves User only by joining Admin
      else if (!group.isAdmin) throw new ScimError(400, SCIM_MESSAGES.groupsAreRoles, 'mutability');
      else if (op === 'remove') {
        const all = raw.path?.trim().toLowerCase() === 'members' && raw.value === undefined;
        for (const m of all ? await adminIds(db, call) : ids) await setAdmin(m, false);
      } else {
        // replace: exactly these are Admins (the new ones first, so the last-Admin rule counts them)
        for (const m of ids) await setAdmin(m, true);
        for (const m of await adminIds(db, call)) if (!ids.includes(m)) await setAdmin(m, false);
      }
    }
  });
}

async function adminIds(db: Db, call: ScimCall): Promise<string[]> {
  return (await supplierPeople(db, call.actor.supplierId)).filter((p) => p.isAdmin).map((p) => String(p.id));
}
