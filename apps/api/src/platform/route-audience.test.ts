// Who may call a route is checked before what it sends: a caller a supplier route is not for (an operator, a supplier
// user without the route's role, an API token without its scope) gets 403 even with an invalid body, path or query,
// on every supplier operation of the API document (docs/decisions/api-document.md, "Who before what").
import { beforeAll, describe, expect, it } from 'vitest';
import { requiredScope, type CreatedApiToken } from '@portal/contracts';
import { ACME, CLERK, INTEGRATED, OPERATOR, useTestApp } from '../../test/test-app.ts';
import type { RouteAudience } from './auth.ts';

interface Operation {
  security?: unknown[];
  requestBody?: { content: Record<string, unknown> };
}
interface SupplierOperation {
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route's path with every parameter 'x' (not an id, so invalid wherever an id is expected). */
  url: string;
  /** The route's own path (/api/orders/:orderId). */
  route: string;
  hasBody: boolean;
}

const ctx = useTestApp();
let supplierOperations: SupplierOperation[] = [];
let audiences: Map<string, RouteAudience | undefined>;
beforeAll(async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  // the supplier operations: guarded (not `security: []`) and outside the operations console
  supplierOperations = Object.entries(doc.paths)
    .filter(([url]) => !url.startsWith('/api/ops/'))
    .flatMap(([url, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.security?.length !== 0)
        .map(([method, op]) => ({
          key: `${method.toUpperCase()} ${url}`,
          method: method.toUpperCase() as SupplierOperation['method'],
          url: url.replace(/\{\w+\}/g, 'x'),
          route: url.replace(/\{(\w+)\}/g, ':$1'),
          hasBody: op.requestBody !== undefined,
        })),
    );
  audiences = new Map(ctx.app.registeredRoutes.map((r) => [`${r.method} ${r.url}`, r.audience]));
});

/** Every call sent invalid: 'x' for each path parameter, no required query parameter, a JSON string as the body. */
const sendInvalid = (operation: SupplierOperation, headers: Record<string, string>) =>
  ctx.app.inject({
    method: operation.method,
    url: operation.url,
    headers: { ...headers, ...(operation.hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(operation.hasBody ? { payload: '"x"' } : {}),
  });

async function expectForbiddenEverywhere(operations: SupplierOperation[], headers: Record<string, string>) {
  const answers: string[] = [];
  for (const operation of operations) {
    const res = await sendInvalid(operation, headers);
    answers.push(`${operation.key} ${res.statusCode} ${res.statusCode === 403 ? (res.json() as { title: string }).title : res.body}`);
  }
  expect(answers).toEqual(operations.map((o) => `${o.key} 403 Forbidden`));
}

const withAudience = (audience: RouteAudience) => supplierOperations.filter((o) => audiences.get(`${o.method} ${o.route}`) === audience);

describe('who before what', () => {
  it("answers an operator's session 403, not 400, on every supplier operation", async () => {
    expect(supplierOperations.length).toBeGreaterThan(60);
    await expectForbiddenEverywhere(supplierOperations, { authorization: `Bearer ${await ctx.accessTokenFor(OPERATOR)}` });
  });

  it('answers a supplier user without the Admin role 403, not 400, on every Admin operation', async () => {
    const adminOnly = withAudience('supplierAdmin');
    expect(adminOnly.map((o) => o.key)).toEqual(expect.arrayContaining(['POST /api/supplier-users', 'POST /api/integrations/api-tokens']));
    await expectForbiddenEverywhere(adminOnly, { authorization: `Bearer ${await ctx.accessTokenFor(CLERK)}` });
  });

  it('answers a user of a supplier with an active integration 403, not 400, on every order-changing operation', async () => {
    const processing = withAudience('orderProcessor');
    expect(processing.map((o) => o.key)).toEqual(
      expect.arrayContaining(['PUT /api/orders/bulk/process', 'POST /api/orders/{orderId}/invoice']),
    );
    await expectForbiddenEverywhere(processing, { authorization: `Bearer ${await ctx.accessTokenFor(INTEGRATED)}` });
  });

  it('answers an API token 403, not 400, on every operation outside its scopes', async () => {
    const created = await ctx.as(ACME, {
      method: 'POST',
      url: '/api/integrations/api-tokens',
      payload: { name: 'Reader', scopes: ['read'] },
    });
    expect(created.statusCode).toBe(201);
    const { secret } = created.json() as CreatedApiToken;
    const outOfScope = supplierOperations.filter((o) => requiredScope(o.method, o.route) !== 'read');
    expect(outOfScope.length).toBeGreaterThan(30);
    await expectForbiddenEverywhere(outOfScope, { authorization: `Bearer ${secret}` });
  });
});
