// The provisioning flows of Okta and Microsoft Entra ID, request by request as they send them (fixtures/), against
// the real server: look up, create, change, make Admin, deactivate (sessions end), reactivate, remove.
import { describe, expect, it } from 'vitest';
import { ACME, useTestApp } from '../../../test/test-app.ts';
import { lastMailedToken } from '../../../test/auth-calls.ts';
import { scimCall, scimTokenOf } from '../../../test/scim-calls.ts';
import { ENTRA, OKTA } from './fixtures/idp-requests.ts';

const ctx = useTestApp();

describe('Okta', () => {
  it('looks up, creates, pushes a profile, pushes the Admin group and deactivates', async () => {
    const { secret } = await scimTokenOf(ctx, ACME, 'Okta');
    const okta = (method: string, url: string, body?: unknown) => scimCall(ctx.app, secret, method, url, body);
    const userName = 'olivia.okta@acme.test';
    expect((await okta('GET', OKTA.lookup(userName))).json()).toMatchObject({ totalResults: 0, Resources: [] });
    const created = await okta('POST', '/Users', OKTA.create(userName));
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    // the password Okta may send is not kept: the person sets theirs from the mailed link
    expect(await lastMailedToken(ctx.app, userName)).toEqual(expect.any(String));
    expect((await okta('GET', OKTA.lookup(userName))).json()).toMatchObject({
      totalResults: 1,
      Resources: [{ id, externalId: '00ujl29u0le5T6Aj10h7' }],
    });
    const updated = await okta('PUT', `/Users/${id}`, OKTA.update(id, userName));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().name).toMatchObject({ familyName: 'Okta-Smith' });
    expect((await okta('PATCH', '/Groups/admin', OKTA.groupPush(id, userName))).statusCode).toBe(204);
    expect((await okta('GET', `/Users/${id}`)).json().groups).toEqual([expect.objectContaining({ value: 'admin' })]);
    const deactivated = await okta('PATCH', `/Users/${id}`, OKTA.deactivate);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().active).toBe(false);
  });
});

describe('Microsoft Entra ID', () => {
  it('probes, creates with the enterprise extension, renames, disables and enables, manages the group, removes', async () => {
    const { secret } = await scimTokenOf(ctx, ACME, 'Entra ID');
    const entra = (method: string, url: string, body?: unknown) => scimCall(ctx.app, secret, method, url, body);
    const probe = await entra('GET', ENTRA.probe);
    expect(probe.statusCode).toBe(200);
    expect(probe.json()).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 0 });
    const userName = 'ed.entra@acme.test';
    const created = await entra('POST', '/Users', ENTRA.create(userName));
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect(created.json()).toMatchObject({
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      name: { givenName: 'Ed', familyName: 'Entra' },
    });
    expect((await entra('PATCH', `/Users/${id}`, ENTRA.rename)).json().name).toMatchObject({ familyName: 'Entra-Jones' });
    expect((await entra('PATCH', `/Users/${id}`, ENTRA.disable)).json().active).toBe(false);
    expect((await entra('PATCH', `/Users/${id}`, ENTRA.enable)).json().active).toBe(true);
    const groups = (await entra('GET', ENTRA.groupLookup('Admin'))).json();
    expect(groups).toMatchObject({ totalResults: 1, Resources: [{ id: 'admin', displayName: 'Admin' }] });
    expect(groups.Resources[0]).not.toHaveProperty('members');
    expect((await entra('PATCH', '/Groups/admin', ENTRA.addMember(id))).statusCode).toBe(204);
    expect((await entra('PATCH', '/Groups/admin', ENTRA.removeMember(id))).statusCode).toBe(204);
    expect((await entra('GET', `/Users/${id}`)).json().groups).toEqual([expect.objectContaining({ value: 'user' })]);
    expect((await entra('DELETE', `/Users/${id}`)).statusCode).toBe(204);
    expect((await entra('GET', ENTRA.lookup(userName))).json()).toMatchObject({ totalResults: 0 });
  });
});
