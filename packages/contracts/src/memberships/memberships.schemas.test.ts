import { describe, expect, it } from 'vitest';
import { membershipSupplierParams, membershipView, switchNeedsSecondFactor, worksForSeveral } from './memberships.schemas.ts';

describe('worksForSeveral', () => {
  it('is true for two active memberships or more; invitations do not count', () => {
    expect(worksForSeveral([])).toBe(false);
    expect(worksForSeveral([{ status: 'active' }])).toBe(false);
    expect(worksForSeveral([{ status: 'active' }, { status: 'invited' }])).toBe(false);
    expect(worksForSeveral([{ status: 'active' }, { status: 'active' }])).toBe(true);
  });
});

describe('the membership schemas', () => {
  it('takes a supplier id of the path as a positive whole number', () => {
    expect(membershipSupplierParams.parse({ supplierId: '12' })).toEqual({ supplierId: 12 });
    for (const bad of ['0', '-3', 'abc', '1.5', '99999999999'])
      expect(membershipSupplierParams.safeParse({ supplierId: bad }).success).toBe(false);
  });

  it('knows only the active and invited statuses', () => {
    const base = { supplierId: 1, supplierName: 'Acme', isAdmin: false, current: true };
    expect(membershipView.safeParse({ ...base, status: 'active' }).success).toBe(true);
    expect(membershipView.safeParse({ ...base, status: 'inactive' }).success).toBe(false);
  });
});

describe('switchNeedsSecondFactor: a provider’s session and a supplier that asks for a second factor', () => {
  const asking = { supplierId: 2, requiresSecondFactor: true };
  it('refuses a session signed in through an identity provider (OpenID or SAML) into another supplier that asks for one', () => {
    expect(switchNeedsSecondFactor({ signedInWith: 'sso', supplierId: 1 }, asking)).toBe(true);
    expect(switchNeedsSecondFactor({ signedInWith: 'saml', supplierId: 1 }, asking)).toBe(true);
  });
  it('lets it into a supplier that does not ask, and its own supplier', () => {
    expect(switchNeedsSecondFactor({ signedInWith: 'sso', supplierId: 1 }, { ...asking, requiresSecondFactor: false })).toBe(false);
    expect(switchNeedsSecondFactor({ signedInWith: 'sso', supplierId: 2 }, asking)).toBe(false);
  });
  it('lets in the sessions that passed the portal’s own second step (or needed none: asked at sign-in)', () => {
    for (const signedInWith of ['password', 'code', 'totp', 'passkey', 'recovery-code', 'link', null])
      expect(switchNeedsSecondFactor({ signedInWith, supplierId: 1 }, asking)).toBe(false);
  });
});
