// SCIM Users (RFC 7644 §3.3, §3.5; docs/decisions/auth.md, "SCIM provisioning"): the supplier's identity provider
// adds, changes, deactivates and removes the supplier's people through the users administration's own rules
// (modules/users: a known e-mail gets a membership, not a second account; deactivation and removal end that supplier's
// sessions at once; the last Admin stays), each change with its audit row ("SCIM") in the same transaction.
import { scimPatch, type ScimPatchOperation, type ScimResource } from 'scim-patch';
import {
  scimEmailAddress,
  scimPatchRequest,
  scimUserEmail,
  scimUserRequest,
  SCIM_MESSAGES,
  SCIM_SCHEMAS,
  USER_MESSAGES,
  type ScimUserRequest,
} from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { changeUserEmail, changeUserState, createUser, removeUser, renameUser, setExternalId } from '../users/index.ts';
import { inScimTransaction, type Changed, type ScimCall } from './scim-call.ts';
import { ScimError, zodDetail } from './scim-errors.ts';
import { assertVersion } from '../../platform/resource-versions.ts';
import { compileFilter, listResponse, USER_FILTER, type ListParams } from './scim-query.ts';
import {
  bareVersion,
  personByExternalId,
  supplierPeople,
  supplierPerson,
  toScimUser,
  type ScimPerson,
  type ScimUserResource,
} from './scim-resources.ts';

function parseUser(body: unknown): ScimUserRequest {
  const parsed = scimUserRequest.safeParse(body);
  if (!parsed.success) throw new ScimError(400, zodDetail(parsed.error), 'invalidValue');
  if (!scimEmailAddress.safeParse(scimUserEmail(parsed.data)).success) throw new ScimError(400, SCIM_MESSAGES.notAnEmail, 'invalidValue');
  return parsed.data;
}

const namePart = (value: string | null | undefined) => value?.trim() ?? '';

async function found(db: Db, call: ScimCall, id: string): Promise<ScimPerson> {
  const person = await supplierPerson(db, call.actor.supplierId, id);
  if (!person) throw new ScimError(404, SCIM_MESSAGES.userNotFound(id));
  return person;
}

/** The supplier's people the filter takes, as Users (a filter that does not parse or names what Users lack: invalidFilter). */
export async function scimUsersMatching(call: ScimCall, filter: string | undefined): Promise<ScimUserResource[]> {
  const test = compileFilter(filter, USER_FILTER);
  const people = await supplierPeople(call.deps.db, call.actor.supplierId);
  return people.map((p) => toScimUser(p, call.base)).filter(test);
}

/** GET /Users and POST /Users/.search: the supplier's people, filtered and paged. */
export async function listScimUsers(call: ScimCall, params: ListParams) {
  return listResponse(await scimUsersMatching(call, params.filter), params);
}

/** The User as the identity provider last saw it, when it names a version (If-Match, a bulk operation's version): else 412. */
function assertSeenVersion(call: ScimCall, person: ScimPerson, ifMatch: string[] | undefined) {
  assertVersion(ifMatch, bareVersion(toScimUser(person, call.base).meta.version));
}

export async function getScimUser(call: ScimCall, id: string): Promise<ScimUserResource> {
  return toScimUser(await found(call.deps.db, call, id), call.base);
}

/** POST /Users: a new person with a membership, or a membership of the person who has the e-mail (an invitation). */
export async function createScimUser(call: ScimCall, body: unknown): Promise<ScimUserResource> {
  const user = parseUser(body);
  const externalId = user.externalId ?? null;
  const userId = await inScimTransaction(call, async (db, changed) => {
    if (externalId !== null && (await personByExternalId(db, call.actor.supplierId, externalId)) !== null)
      throw new ScimError(409, USER_MESSAGES.externalIdTaken, 'uniqueness');
    const created = await createUser(
      { ...call.deps, db },
      call.actor,
      { email: scimUserEmail(user), firstName: namePart(user.name?.givenName), lastName: namePart(user.name?.familyName) },
      { isActive: user.active ?? true, externalId },
    );
    changed(created.id, created.invitationPending ? 'scim-invited' : 'scim-created');
    return created.id;
  });
  return getScimUser(call, String(userId));
}

/** Makes the person what the identity provider describes: names, e-mail, externalId, activation (PUT and PATCH). */
async function applyUser(db: Db, call: ScimCall, person: ScimPerson, user: ScimUserRequest, changed: Changed) {
  const now = call.deps.clock.now();
  let detailsChanged = false;
  if (user.name) {
    const firstName = user.name.givenName === undefined ? person.firstName : namePart(user.name.givenName);
    const lastName = user.name.familyName === undefined ? person.lastName : namePart(user.name.familyName);
    if (firstName !== person.firstName || lastName !== person.lastName) {
      await renameUser(db, call.actor, person.id, { firstName, lastName }, now);
      detailsChanged = true;
    }
  }
  const email = scimUserEmail(user).trim();
  if (email.toLowerCase() !== person.email.toLowerCase() && (await changeUserEmail(db, call.actor, person.id, email, now)))
    detailsChanged = true;
  if (user.externalId !== undefined && (user.externalId ?? null) !== person.externalId) {
    const taken = user.externalId === null ? null : await personByExternalId(db, call.actor.supplierId, user.externalId);
    if (taken !== null && taken !== person.id) throw new ScimError(409, USER_MESSAGES.externalIdTaken, 'uniqueness');
    await setExternalId(db, call.actor, person.id, user.externalId ?? null, now);
    detailsChanged = true;
  }
  if (detailsChanged) changed(person.id, 'scim-changed');
  if (user.active !== undefined && user.active !== null && user.active !== person.isActive) {
    // the users administration's deactivation: that supplier's sessions and refresh tokens end at once
    await changeUserState(db, call.actor, person.id, user.active ? 'activate' : 'deactivate', now);
    changed(person.id, user.active ? 'scim-activated' : 'scim-deactivated');
  }
}

/** PUT /Users/{id}: the whole User (attributes the portal keeps; absent names and externalId stay as they are). */
export async function replaceScimUser(call: ScimCall, id: string, body: unknown, ifMatch?: string[]): Promise<ScimUserResource> {
  const user = parseUser(body);
  await inScimTransaction(call, async (db, changed) => {
    const person = await found(db, call, id);
    assertSeenVersion(call, person, ifMatch);
    await applyUser(db, call, person, user, changed);
  });
  return getScimUser(call, id);
}

/** Entra ID sends booleans as "True"/"False" and op names capitalised; the patch library wants them plain. */
function plainOperation(op: { op: string; path?: string; value?: unknown }): ScimPatchOperation {
  const name = op.op.toLowerCase() as 'add' | 'remove' | 'replace';
  const bool = (v: unknown) => (typeof v === 'string' && /^(true|false)$/i.test(v) ? v.toLowerCase() === 'true' : v);
  let value = op.value;
  const path = op.path?.toLowerCase().startsWith(CORE_PREFIX) ? op.path.slice(CORE_PREFIX.length) : op.path;
  if (path?.toLowerCase() === 'active') value = bool(value);
  else if (value && typeof value === 'object' && !Array.isArray(value) && 'active' in value)
    value = { ...(value as object), active: bool((value as { active: unknown }).active) };
  return (path === undefined ? { op: name, value } : { op: name, path, value }) as ScimPatchOperation;
}

const CORE_PREFIX = `${SCIM_SCHEMAS.user}:`.toLowerCase();
/** An operation on an attribute the portal keeps: not an extension's (Entra's enterprise department, manager). */
const keptAttribute = (op: { path?: string }) => !op.path || !/^urn:/i.test(op.path) || op.path.toLowerCase().startsWith(CORE_PREFIX);

/** PATCH /Users/{id}: the operations applied (scim-patch) to the User as the portal has it, then made so. */
export async function patchScimUser(call: ScimCall, id: string, body: unknown, ifMatch?: string[]): Promise<ScimUserResource> {
  const parsed = scimPatchRequest.safeParse(body);
  if (!parsed.success) throw new ScimError(400, zodDetail(parsed.error), 'invalidSyntax');
  await inScimTransaction(call, async (db, changed) => {
    const person = await found(db, call, id);
    assertSeenVersion(call, person, ifMatch);
    let patched: ScimUserResource;
    try {
      const resource = structuredClone(toScimUser(person, call.base)) as unknown as ScimResource;
      patched = scimPatch(resource, parsed.data.Operations.filter(keptAttribute).map(plainOperation)) as unknown as ScimUserResource;
    } catch (error) {
      const scimType = (error as { scimCode?: string }).scimCode;
      throw new ScimError(400, (error as Error).message, (scimType as 'invalidPath' | undefined) ?? 'invalidValue');
    }
    // an externalId the operations removed is cleared
    await applyUser(db, call, person, parseUser({ ...patched, externalId: patched.externalId ?? null }), changed);
  });
  return getScimUser(call, id);
}

/** DELETE /Users/{id}: the membership goes (sessions for the supplier end at once); the person and their other memberships stay. */
export async function deleteScimUser(call: ScimCall, id: string, ifMatch?: string[]): Promise<void> {
  await inScimTransaction(call, async (db, changed) => {
    const person = await found(db, call, id);
    assertSeenVersion(call, person, ifMatch);
    await removeUser(db, call.actor, person.id, call.deps.clock.now());
    changed(person.id, 'scim-removed');
  });
}
