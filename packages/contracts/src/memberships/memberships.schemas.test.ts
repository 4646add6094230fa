import { describe, expect, it } from 'vitest';
import { membershipSupplierParams, membershipView, worksForSeveral } from './memberships.schemas.ts';

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
