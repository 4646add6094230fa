import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp();

describe('GET /current-user', () => {
  it.each([
    ['admin@acme.test', { name: 'Alice Admin', roles: ['Admin'], supplierCanProcessOrders: true }],
    ['clerk@acme.test', { name: 'Carl Clerk', roles: [], supplierCanProcessOrders: true }],
    ['admin@integrated.test', { name: 'Ian Integrated', roles: ['Admin'], supplierCanProcessOrders: false }],
  ])('returns the profile of %s', async (email, expected) => {
    const res = await ctx.as(email, { method: 'GET', url: '/api/current-user' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: ctx.seed.userIds[email], userName: email, ...expected });
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/current-user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ title: 'Unauthorized', status: 401 });
  });
});
