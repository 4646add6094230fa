// SCIM calls as identity providers send them (application/scim+json, a bearer SCIM token), and the Admin's token.
import type { FastifyInstance } from 'fastify';
import type { TestContext } from './helper.ts';

export const SCIM_JSON = 'application/scim+json';

/** A new SCIM token of the Admin's supplier (through the settings call), its secret. */
export async function scimTokenOf(ctx: TestContext, admin: string, name = 'Okta'): Promise<{ id: number; secret: string }> {
  const res = await ctx.as(admin, { method: 'POST', url: '/api/scim/tokens', payload: { name } });
  if (res.statusCode !== 201) throw new Error(`token not made: ${res.statusCode} ${res.body}`);
  return res.json();
}

export function scimCall(app: FastifyInstance, token: string | null, method: string, url: string, body?: unknown) {
  return app.inject({
    method: method as 'GET',
    url: `/scim/v2${url}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': SCIM_JSON } : {}),
      accept: SCIM_JSON,
    },
    ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    remoteAddress: '10.0.54.1',
  });
}

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

export const scimUser = (email: string, extra: Record<string, unknown> = {}) => ({
  schemas: [USER_SCHEMA],
  userName: email,
  name: { givenName: 'Sam', familyName: 'Scim' },
  emails: [{ value: email, type: 'work', primary: true }],
  active: true,
  ...extra,
});

export const patchOps = (...Operations: unknown[]) => ({ schemas: [PATCH_SCHEMA], Operations });
