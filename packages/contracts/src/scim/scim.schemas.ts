// SCIM provisioning (docs/decisions/auth.md, "SCIM provisioning"): the Admin's SCIM tokens (Settings > SCIM
// provisioning) and the SCIM 2.0 protocol's names, bodies and messages (RFC 7643/7644) the server and the tests share.
import { z } from '../zod.ts';
import { emailAddress } from '../platform/contact-fields.ts';
import { recordId, recordIdParam } from '../platform/ids.ts';
import { USER_NAME_PART_MAX } from '../users/users.schemas.ts';

/** Every SCIM token starts with this (secret scanners and people recognise it; never an API token's `sp_live_`). */
export const SCIM_TOKEN_PREFIX = 'scim_';
export const SCIM_TOKEN_NAME_MAX = 100;

export const scimToken = z.object({
  id: recordId,
  name: z.string(),
  /** The first characters of the secret, to recognise it ("scim_AbCd"). */
  prefix: z.string(),
  createdBy: z.string(),
  createdOn: z.string(),
  lastUsedOn: z.string().nullable(),
  revokedOn: z.string().nullable(),
});
export type ScimToken = z.infer<typeof scimToken>;

/** The answer of POST /scim/tokens: the only time the secret is shown. */
export const createdScimToken = scimToken.extend({ secret: z.string() });
export type CreatedScimToken = z.infer<typeof createdScimToken>;

export const createScimTokenRequest = z.strictObject({
  name: z.string().trim().min(1, 'Enter a name.').max(SCIM_TOKEN_NAME_MAX),
});
export type CreateScimTokenRequest = z.input<typeof createScimTokenRequest>;

export const scimTokenIdParams = z.object({ tokenId: recordIdParam });

// ---- the protocol (RFC 7643 resources, RFC 7644 messages) ----

export const SCIM_SCHEMAS = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
  searchRequest: 'urn:ietf:params:scim:api:messages:2.0:SearchRequest',
  bulkRequest: 'urn:ietf:params:scim:api:messages:2.0:BulkRequest',
  bulkResponse: 'urn:ietf:params:scim:api:messages:2.0:BulkResponse',
} as const;

/** The media type of every SCIM answer (RFC 7644 §3.1); requests may send it or application/json. */
export const SCIM_MEDIA_TYPE = 'application/scim+json';

/** RFC 7644 §3.12's detail error keywords the portal answers with. */
export type ScimType = 'invalidFilter' | 'invalidSyntax' | 'invalidValue' | 'uniqueness' | 'mutability' | 'noTarget' | 'invalidPath';

/** The error body of every /scim/v2 answer that fails (RFC 7644 §3.12): status is a string there. */
export const scimErrorBody = z.object({
  schemas: z.tuple([z.literal(SCIM_SCHEMAS.error)]),
  status: z.string(),
  scimType: z.string().optional(),
  detail: z.string().optional(),
});
export type ScimErrorBody = z.infer<typeof scimErrorBody>;

/** A list's page: startIndex is 1-based; count at most SCIM_MAX_COUNT, 100 when absent (RFC 7644 §3.4.2.4). */
export const SCIM_DEFAULT_COUNT = 100;
export const SCIM_MAX_COUNT = 200;

/** The portal's roles as SCIM groups: one group per role, every person of the supplier in exactly one. */
export const SCIM_GROUPS = [
  { id: 'admin', displayName: 'Admin', isAdmin: true },
  { id: 'user', displayName: 'User', isAdmin: false },
] as const;
export type ScimGroupId = (typeof SCIM_GROUPS)[number]['id'];

const scimName = z.looseObject({
  givenName: z.string().trim().max(USER_NAME_PART_MAX).nullish(),
  familyName: z.string().trim().max(USER_NAME_PART_MAX).nullish(),
});
const scimEmail = z.looseObject({ value: emailAddress, primary: z.boolean().nullish(), type: z.string().nullish() });
/**
 * A boolean as identity providers send it: true/false, or the strings "True"/"False" (Microsoft Entra ID's PATCH).
 */
export const scimBoolean = z.preprocess(
  (v) => (typeof v === 'string' && /^(true|false)$/i.test(v) ? v.toLowerCase() === 'true' : v),
  z.boolean(),
);

/**
 * The User a POST or PUT sends, and what a PATCH leaves: the attributes the portal keeps; any other attribute (title,
 * the enterprise extension) is accepted and not kept. The portal's user name is the e-mail: the primary e-mail (else
 * the first, else userName) must be an e-mail address.
 */
export const scimUserRequest = z.looseObject({
  schemas: z.array(z.string()).refine((s) => s.includes(SCIM_SCHEMAS.user), `schemas must include ${SCIM_SCHEMAS.user}.`),
  userName: z.string().trim().min(1).max(320),
  externalId: z.string().trim().max(255).nullish(),
  name: scimName.nullish(),
  emails: z.array(scimEmail).max(10).nullish(),
  active: scimBoolean.nullish(),
});
export type ScimUserRequest = z.infer<typeof scimUserRequest>;

/** The e-mail a User stands for: the primary e-mail, else the first, else the user name (which must then be one). */
export function scimUserEmail(user: Pick<ScimUserRequest, 'userName' | 'emails'>): string {
  const emails = user.emails ?? [];
  return (emails.find((e) => e.primary) ?? emails[0])?.value ?? user.userName;
}
export const scimEmailAddress = emailAddress;

/** A PATCH body (RFC 7644 §3.5.2); operations are checked further by the patch library. */
export const scimPatchRequest = z.looseObject({
  schemas: z.array(z.string()).refine((s) => s.includes(SCIM_SCHEMAS.patchOp), `schemas must include ${SCIM_SCHEMAS.patchOp}.`),
  Operations: z
    .array(
      z.looseObject({
        op: z.string().regex(/^(add|remove|replace)$/i, 'op must be add, remove or replace.'),
        path: z.string().optional(),
        value: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(100),
});
export type ScimPatchRequest = z.infer<typeof scimPatchRequest>;

export const SCIM_MESSAGES = {
  tokenNotFound: 'The SCIM token was not found.',
  unauthorized: 'A valid SCIM bearer token is required.',
  userNotFound: (id: string) => `No user ${id} in this supplier.`,
  groupNotFound: (id: string) => `No group ${id}: the groups are the roles Admin and User.`,
  notAnEmail: 'userName (or the primary e-mail) must be an e-mail address: it is the portal user name.',
  unsupportedFilter: (attr: string) => `Filtering on ${attr} is not supported.`,
  badFilter: 'The filter is not a valid SCIM filter.',
  badJson: 'The body is not valid JSON.',
  groupsAreRoles: 'A group is a role: its name and id cannot change, and a person leaves User by joining Admin.',
  groupExists: (name: string) =>
    `The group ${name} exists: link your identity provider's group to it by its name (a group of the portal is a role and is not made twice).`,
  groupNotMade: (name: string) =>
    `No group ${name} can be made: the portal's groups are its two roles, Admin and User. Name or link your identity provider's group as one of them.`,
} as const;
