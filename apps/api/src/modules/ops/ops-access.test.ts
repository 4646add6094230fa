// Operators and supplier users each reach only their own calls: the server refuses the other side with 403.
import { describe, expect, it } from 'vitest';
import { ACME, CLERK, OPERATOR, useTestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';

const ctx = useTestApp();

describe('operators', () => {
  it('sign in on the same login and reach GET /ops/me', async () => {
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/access-tokens',
      payload: { username: OPERATOR, password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const { accessToken } = signIn.json() as { accessToken: string };
    const me = await ctx.app.inject({ method: 'GET', url: '/api/ops/me', headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ id: ctx.seed.userIds[OPERATOR], userName: OPERATOR, name: 'Olivia Operator' });
  });

  it.each([
    ['GET', '/api/current-user'],
    ['GET', '/api/order-summaries'],
    ['GET', '/api/supplier-users'],
    ['GET', '/api/accounting/supplier-credit-requests'],
    ['GET', '/api/supplier-contacts'],
  ])('are refused with 403 on the supplier call %s %s', async (method, url) => {
    const res = await ctx.as(OPERATOR, { method: method as 'GET', url });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, title: 'Forbidden' });
  });
});

describe('/api/ops calls', () => {
  it.each([ACME, CLERK])('refuse the supplier user %s with 403', async (email) => {
    for (const url of ['/api/ops/me', '/api/ops/overview', '/api/ops/supplier-options', '/api/ops/carrier-options']) {
      const res = await ctx.as(email, { method: 'GET', url });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('need a session (401)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ops/me' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ops/overview' })).statusCode).toBe(401);
  });

  it('list the suppliers and carriers to choose from', async () => {
    const suppliers = (await ctx.as(OPERATOR, { method: 'GET', url: '/api/ops/supplier-options' })).json();
    expect(suppliers).toEqual(expect.arrayContaining([{ value: ctx.seed.supplierIds.acme, label: 'Acme Home Goods' }]));
    const carriers = (await ctx.as(OPERATOR, { method: 'GET', url: '/api/ops/carrier-options' })).json();
    expect(carriers).toEqual(expect.arrayContaining([{ value: 6, label: 'Estes' }]));
  });

  it('overview lists a count per queue', async () => {
    const res = await ctx.as(OPERATOR, { method: 'GET', url: '/api/ops/overview' });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray((res.json() as { queues: unknown[] }).queues)).toBe(true);
  });
});
