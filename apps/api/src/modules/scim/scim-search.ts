// POST /.search at the service's root (RFC 7644 §3.4.3): Users and Groups in one list, Users first, each in its own
// order. A filter is asked of each type that keeps every attribute it names (userName: Users only; displayName: both);
// one that neither keeps, or that does not parse, is invalidFilter as on either list.
import type { ScimCall } from './scim-call.ts';
import { ScimError } from './scim-errors.ts';
import { scimGroupsMatching } from './scim-groups.service.ts';
import { listResponse, type ListParams } from './scim-query.ts';
import { scimUsersMatching } from './scim-users.service.ts';

/** The type's matches, or the filter's refusal when it names what the type does not keep. */
async function matchesOf<T>(find: () => Promise<T[]>): Promise<T[] | ScimError> {
  try {
    return await find();
  } catch (error) {
    if (error instanceof ScimError && error.scimType === 'invalidFilter') return error;
    throw error;
  }
}

export async function searchAllResources(call: ScimCall, params: ListParams) {
  const users = await matchesOf(() => scimUsersMatching(call, params.filter));
  const groups = await matchesOf(() => scimGroupsMatching(call, params));
  if (users instanceof ScimError && groups instanceof ScimError) throw users;
  const found = [...(users instanceof ScimError ? [] : users), ...(groups instanceof ScimError ? [] : groups)];
  return listResponse(found, params);
}
