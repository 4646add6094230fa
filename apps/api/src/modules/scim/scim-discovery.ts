// SCIM's discovery documents (RFC 7644 §4, RFC 7643 §5-7): what this service provider supports, its two resource
// types and the attributes it keeps of them. Identity providers read them when the connection is set up; they are the
// reference of /scim/v2 (which is not in the /api OpenAPI document).
import {
  SCIM_BULK_MAX_OPERATIONS,
  SCIM_BULK_MAX_PAYLOAD_BYTES,
  SCIM_CALLS_PER_MINUTE,
  SCIM_MAX_COUNT,
  SCIM_SCHEMAS,
} from '@portal/contracts';

export function serviceProviderConfig(base: string) {
  return {
    schemas: [SCIM_SCHEMAS.serviceProviderConfig],
    documentationUri: `${base.replace(/\/scim\/v2$/, '')}/api/docs`,
    patch: { supported: true },
    bulk: { supported: true, maxOperations: SCIM_BULK_MAX_OPERATIONS, maxPayloadSize: SCIM_BULK_MAX_PAYLOAD_BYTES },
    filter: { supported: true, maxResults: SCIM_MAX_COUNT },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: true },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        // SCIM has no attribute for a rate limit: the token's scheme says it, where an administrator reads the token's terms
        description:
          "A SCIM token the supplier's Admin makes in Settings > SCIM provisioning, sent as Authorization: Bearer scim_... " +
          `Each token may make ${SCIM_CALLS_PER_MINUTE} calls a minute (a bulk request counts each operation); ` +
          'above that the answer is 429 with Retry-After, the seconds until the next minute.',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
  };
}

export function resourceTypes(base: string) {
  const type = (id: 'User' | 'Group', endpoint: string, schema: string) => ({
    schemas: [SCIM_SCHEMAS.resourceType],
    id,
    name: id,
    endpoint,
    schema,
    meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/${id}` },
  });
  return [type('User', '/Users', SCIM_SCHEMAS.user), type('Group', '/Groups', SCIM_SCHEMAS.group)];
}

const attribute = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'string',
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

export function schemas(base: string) {
  return [
    {
      schemas: [SCIM_SCHEMAS.schema],
      id: SCIM_SCHEMAS.user,
      name: 'User',
      description: "A person of the supplier: the person's name and e-mail, their membership's activation and externalId.",
      attributes: [
        attribute('userName', { required: true, uniqueness: 'server', description: 'The e-mail address the person signs in with.' }),
        attribute('externalId', { caseExact: true, description: "The identity provider's id of the person, unique per supplier." }),
        attribute('name', {
          type: 'complex',
          subAttributes: [attribute('givenName'), attribute('familyName'), attribute('formatted', { mutability: 'readOnly' })],
        }),
        attribute('displayName', { mutability: 'readOnly' }),
        attribute('emails', {
          type: 'complex',
          multiValued: true,
          subAttributes: [attribute('value'), attribute('type'), attribute('primary', { type: 'boolean' })],
        }),
        attribute('active', {
          type: 'boolean',
          description: "The membership's activation: false ends the person's sessions for the supplier.",
        }),
        attribute('groups', {
          type: 'complex',
          multiValued: true,
          mutability: 'readOnly',
          subAttributes: [attribute('value'), attribute('display')],
        }),
      ],
      meta: { resourceType: 'Schema', location: `${base}/Schemas/${SCIM_SCHEMAS.user}` },
    },
    {
      schemas: [SCIM_SCHEMAS.schema],
      id: SCIM_SCHEMAS.group,
      name: 'Group',
      description: "A role of the portal (Admin or User); its members are the supplier's people with that role.",
      attributes: [
        attribute('displayName', { mutability: 'readOnly', required: true }),
        attribute('members', {
          type: 'complex',
          multiValued: true,
          subAttributes: [attribute('value', { mutability: 'immutable' }), attribute('display', { mutability: 'readOnly' })],
        }),
      ],
      meta: { resourceType: 'Schema', location: `${base}/Schemas/${SCIM_SCHEMAS.group}` },
    },
  ];
}
