// No stack trace or SQL text in any answer: failures of every kind (a thrown error carrying SQL, a database error the
// services did not expect, a value the database refuses, the router's own refusals) answer in the spec's shape with a
// generic detail; the details go to the log only.
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { apiErrorSchema } from '@portal/contracts';
import { ACME, useTestApp } from '../test-app.ts';
import { answerFrameworkError, DATA_REFUSED, registerErrorHandling } from '../../src/platform/errors.ts';
import { MAX_PATH_PARAM_LENGTH } from '../../src/platform/allowed-methods.ts';

const SQL_TEXT = 'Failed query: select "id" from "users" where "users"."id" = $1\nparams: 99999999999';

function pgError(code: string): Error {
  const cause = Object.assign(new Error(`value "99999999999" is out of range for type integer (${code})`), { code });
  return Object.assign(new Error(SQL_TEXT, { cause }), { query: 'select 1' });
}

async function failingApp() {
  const app = Fastify({ logger: false, frameworkErrors: answerFrameworkError });
  registerErrorHandling(app);
  app.get('/throws', async () => {
    throw new TypeError(`Cannot read properties of undefined (reading 'id') ${SQL_TEXT}`);
  });
  app.get('/unique', async () => {
    throw pgError('23505');
  });
  app.get('/out-of-range', async () => {
    throw pgError('22003');
  });
  app.get('/bad-date', async () => {
    throw pgError('22008');
  });
  app.get('/items/:id', async () => 'ok');
  await app.ready();
  return app;
}

const expectClean = (res: { statusCode: number; body: string; json(): unknown }, status: number) => {
  expect(res.statusCode).toBe(status);
  const body = apiErrorSchema.parse(res.json());
  expect(body.status).toBe(status);
  expect(res.body).not.toMatch(/select|params|users|out of range for type|\.ts:\d+|at .*\(|TypeError|Cannot read/i);
  return body;
};

describe('answers without internals', () => {
  it('a thrown error (with SQL in its message and a stack) is a generic 500', async () => {
    const app = await failingApp();
    expect(expectClean(await app.inject({ url: '/throws' }), 500).detail).toBe('An unexpected error occurred.');
    expectClean(await app.inject({ url: '/unique' }), 500);
    await app.close();
  });

  it('a value the database refuses as data (SQLSTATE class 22) is a 400 in the shape, without its text', async () => {
    const app = await failingApp();
    expect(expectClean(await app.inject({ url: '/out-of-range' }), 400).detail).toBe(DATA_REFUSED);
    expect(expectClean(await app.inject({ url: '/bad-date' }), 400).detail).toBe(DATA_REFUSED);
    await app.close();
  });

  it("the router's refusals (malformed encoding, an overlong parameter) answer in the shape, not echoing the path", async () => {
    const app = await failingApp();
    expectClean(await app.inject({ url: '/items/%E0%A4%A' }), 400);
    const long = await app.inject({ url: `/items/${'a'.repeat(500)}` });
    expectClean(long, 414);
    expect(long.body).not.toContain('aaaa');
    await app.close();
  });
});

describe('on the real app', () => {
  const ctx = useTestApp();
  it('an id beyond the database integer is refused before the database, as 400 or 404 in the shape', async () => {
    for (const url of ['/api/orders/99999999999', '/api/orders/99999999999/order-items']) {
      const res = await ctx.as(ACME, { method: 'GET', url });
      expect([400, 404]).toContain(res.statusCode);
      expectClean(res, res.statusCode);
    }
    const rename = await ctx.as(ACME, {
      method: 'PUT',
      url: '/api/supplier-users/99999999999',
      payload: { firstName: 'A', lastName: 'B' },
    });
    expectClean(rename, 400);
  });

  it('a malformed path and an overlong parameter answer in the shape', async () => {
    expectClean(await ctx.as(ACME, { method: 'GET', url: '/api/orders/%E0%A4%A/order-items' }), 400);
    // a documented parameter of any length reaches its schema (400); only one longer than any documented bound is 414
    expectClean(await ctx.as(ACME, { method: 'GET', url: `/api/orders/${'9'.repeat(200)}/order-items` }), 400);
    expectClean(await ctx.as(ACME, { method: 'GET', url: `/api/orders/${'9'.repeat(MAX_PATH_PARAM_LENGTH + 1)}/order-items` }), 414);
  });
});
