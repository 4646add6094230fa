// SCIM's shared rules: which e-mail a User stands for, Entra ID's string booleans, the bodies' required schemas, the
// token request, and a label in the audit log for every provisioning change.
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS } from '../audit/audit.enums.ts';
import { SCIM_CHANGES } from './scim.events.ts';
import { createScimTokenRequest, scimBoolean, scimPatchRequest, scimUserEmail, scimUserRequest, SCIM_SCHEMAS } from './scim.schemas.ts';

describe('scimUserEmail', () => {
  it('is the primary e-mail, else the first, else the user name', () => {
    const emails = [
      { value: 'first@a.test', primary: false },
      { value: 'primary@a.test', primary: true },
    ];
    expect(scimUserEmail({ userName: 'name@a.test', emails })).toBe('primary@a.test');
    expect(scimUserEmail({ userName: 'name@a.test', emails: [emails[0]!] })).toBe('first@a.test');
    expect(scimUserEmail({ userName: 'name@a.test', emails: [] })).toBe('name@a.test');
    expect(scimUserEmail({ userName: 'name@a.test' })).toBe('name@a.test');
  });
});

describe('scimBoolean', () => {
  it('takes booleans and the strings True and False in any case, nothing else', () => {
    expect(scimBoolean.parse(false)).toBe(false);
    expect(scimBoolean.parse('False')).toBe(false);
    expect(scimBoolean.parse('TRUE')).toBe(true);
    expect(scimBoolean.safeParse('yes').success).toBe(false);
    expect(scimBoolean.safeParse(1).success).toBe(false);
  });
});

describe('the bodies', () => {
  it('a User needs the core schema and a user name; other attributes are let through', () => {
    expect(scimUserRequest.safeParse({ schemas: [SCIM_SCHEMAS.user], userName: 'a@b.test', title: 'Buyer' }).success).toBe(true);
    expect(scimUserRequest.safeParse({ schemas: ['urn:other'], userName: 'a@b.test' }).success).toBe(false);
    expect(scimUserRequest.safeParse({ schemas: [SCIM_SCHEMAS.user] }).success).toBe(false);
    expect(
      scimUserRequest.safeParse({ schemas: [SCIM_SCHEMAS.user], userName: 'a@b.test', name: { givenName: 'x'.repeat(51) } }).success,
    ).toBe(false);
  });

  it('a PATCH needs its schema and add, remove or replace operations', () => {
    const ok = { schemas: [SCIM_SCHEMAS.patchOp], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] };
    expect(scimPatchRequest.safeParse(ok).success).toBe(true);
    expect(scimPatchRequest.safeParse({ ...ok, schemas: [SCIM_SCHEMAS.user] }).success).toBe(false);
    expect(scimPatchRequest.safeParse({ ...ok, Operations: [] }).success).toBe(false);
    expect(scimPatchRequest.safeParse({ ...ok, Operations: [{ op: 'move' }] }).success).toBe(false);
  });

  it('a token needs a name of 1 to 100 characters, and nothing else', () => {
    expect(createScimTokenRequest.parse({ name: '  Okta ' })).toEqual({ name: 'Okta' });
    expect(createScimTokenRequest.safeParse({ name: ' ' }).error?.issues[0]?.message).toBe('Enter a name.');
    expect(createScimTokenRequest.safeParse({ name: 'x'.repeat(101) }).success).toBe(false);
    expect(createScimTokenRequest.safeParse({ name: 'Okta', scopes: ['read'] }).success).toBe(false);
  });
});

it('labels every provisioning change in the audit log', () => {
  for (const change of SCIM_CHANGES) expect(AUDIT_ACTION_LABELS[change]).toMatch(/provisioning$/);
});
