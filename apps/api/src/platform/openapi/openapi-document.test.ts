// The API document an integrator generates a client from: Redocly's recommended rules pass with no error and no
// warning, every /api route is an operation with an id, a summary, its real success status, its errors with the one
// error component, and its security. (test/helper.ts also fails any test file that receives an undeclared status.)
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { Document, Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import * as Parsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { MAX_ID } from '@portal/contracts';
import { makeOrder } from '../../../test/order-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }>;
    securitySchemes: Record<string, unknown>;
  };
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const REDOCLY_CLI = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
const ADMIN = 'admin@acme.test';

/** Spectral's severities: 0 error, 1 warning, 2 information, 3 hint. */
const SPECTRAL_WARNING = 1;

/** Spectral's findings on the document with the repository's ruleset (.spectral.yaml: spectral:oas and its rules). */
async function spectralProblems(document: object): Promise<string[]> {
  const config = Parsers.Yaml.parse(await readFile(path.join(REPO_ROOT, '.spectral.yaml'), 'utf8')).data as {
    extends: string[];
    rules?: Record<string, 'off' | 'error' | 'warn' | 'info' | 'hint'>;
  };
  expect(config.extends).toEqual(['spectral:oas']);
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']], rules: config.rules ?? {} } as RulesetDefinition);
  const results = await spectral.run(new Document(JSON.stringify(document), Parsers.Json));
  return results.filter((r) => r.severity <= SPECTRAL_WARNING).map((r) => `${String(r.code)}: ${r.message} (${r.path.join('.')})`);
}

const ctx = useTestApp();
let doc: OpenApiDocument;
beforeAll(async () => {
  doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${url}`, op })),
  );
/** The documented /api routes of the app, as the document names them (GET /api/orders/{orderId}). */
const documentedRoutes = () =>
  ctx.app.registeredRoutes
    .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
    .filter((r) => !r.url.startsWith('/api/docs') && !r.url.startsWith('/api/dev/') && r.url !== '/api/openapi.json')
    .map((r) => ({ ...r, key: `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}` }));

describe('the API document', () => {
  it("passes Redocly's recommended rules (redocly.yaml) with no error and no warning, offline", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(doc));
      const run = await promisify(execFile)(
        process.execPath,
        [REDOCLY_CLI, 'lint', file, '--config', path.join(REPO_ROOT, 'redocly.yaml'), '--format', 'json', '--max-problems', '500'],
        { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' } },
      ).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '' }));
      const report = JSON.parse(run.stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
      };
      const problems = report.problems.map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);
      expect(problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("passes Spectral's OpenAPI rules (spectral:oas, .spectral.yaml) with no error and no warning", async () => {
    const problems = await spectralProblems(doc);
    expect(problems).toEqual([]);
  });

  it('lists every /api route, and no other operation', () => {
    expect(
      operations()
        .map((o) => o.key)
        .sort(),
    ).toEqual(
      documentedRoutes()
        .map((r) => r.key)
        .sort(),
    );
  });

  it('gives every operation a unique camelCase operationId, a summary and described responses', () => {
    const ids = operations().map(({ key, op }) => {
      expect(op.operationId, key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(op.summary, key).toBeTruthy();
      for (const [status, response] of Object.entries(op.responses))
        expect(response.description, `${key} ${status}`).not.toBe('Default Response');
      return op.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every operation exactly one success status (2xx; a redirect, 303, for a browser form post: the SAML ACS)', () => {
    for (const { key, op } of operations())
      expect(
        Object.keys(op.responses).filter((s) => s.startsWith('2') || s === '303'),
        key,
      ).toHaveLength(1);
  });

  it('answers every error with the one ApiError component, the shape the error handler sends', () => {
    expect(doc.components.schemas.ApiError).toMatchObject({
      properties: { title: { type: 'string' }, status: { type: 'integer' }, detail: { type: 'string' }, errors: { type: 'object' } },
      required: ['title', 'status'],
    });
    for (const { key, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        expect(response.content?.['application/json']?.schema, `${key} ${status}`).toEqual({ $ref: '#/components/schemas/ApiError' });
      }
    }
  });

  it('requires the bearer token on every guarded route (with its 401) and marks public routes security: []', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    for (const route of documentedRoutes()) {
      const [method, url] = route.key.split(' ') as [string, string];
      const op = doc.paths[url]![method.toLowerCase()]!;
      if (route.public) expect(op.security, route.key).toEqual([]);
      else {
        // and an API token with the operation's scope, except on the calls for signed-in Admins only
        const scope = (op as { 'x-token-scope'?: string })['x-token-scope'];
        expect(op.security, route.key).toEqual(scope === 'session' ? [{ bearerAuth: [] }] : [{ bearerAuth: [] }, { apiToken: [scope] }]);
        expect(op.responses, route.key).toHaveProperty('401');
      }
    }
  });

  it('names the API token scope of each operation: read for GETs, orders:write and accounting:write for writes, session-only calls without the token scheme', () => {
    const scopeOf = (method: string, url: string) => (doc.paths[url]![method] as { 'x-token-scope'?: string })['x-token-scope'];
    expect(scopeOf('get', '/api/order-summaries')).toBe('read');
    expect(scopeOf('put', '/api/orders/{orderId}/details')).toBe('orders:write');
    expect(scopeOf('post', '/api/orders/export')).toBe('read');
    expect(scopeOf('post', '/api/accounting/supplier-credit-requests/cover')).toBe('accounting:write');
    // the cases, reads included (docs/decisions/cases.md)
    expect(scopeOf('get', '/api/cases')).toBe('support');
    expect(scopeOf('post', '/api/cases/{caseId}/messages')).toBe('support');
    for (const [method, url] of [
      ['get', '/api/integrations/api-tokens'],
      ['post', '/api/integrations/webhook-endpoints'],
      ['get', '/api/supplier-users'],
      ['put', '/api/supplier-contacts/contacts'],
      ['post', '/api/auth/change-password'],
    ] as const) {
      expect(scopeOf(method, url), url).toBe('session');
      expect(doc.paths[url]![method]!.security).toEqual([{ bearerAuth: [] }]);
    }
    expect(doc.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('declares a 400 on every operation that takes a body, a query or path parameters, except the signed file addresses', () => {
    for (const { key, op } of operations()) {
      const takesInput = 'requestBody' in op || ((op as { parameters?: unknown[] }).parameters ?? []).length > 0;
      if (takesInput && !key.includes('/api/files/')) expect(op.responses, key).toHaveProperty('400');
    }
  });

  it('names the contracts schemas as components (request bodies and answers refer to them)', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['OrderSummary', 'OrderDetail', 'CancellationRequest', 'AccessTokenRequest', 'ApiError']),
    );
    const body = doc.paths['/api/orders/{orderId}/cancellation']!.post as unknown as {
      requestBody: { content: Record<string, { schema: unknown }> };
    };
    expect(body.requestBody.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/CancellationRequest' });
  });

  it("documents the grid's query parameter and Content-Range header", () => {
    const op = doc.paths['/api/order-summaries']!.get as Operation & { parameters: { name: string; description?: string }[] };
    expect(op.parameters.find((p) => p.name === 'query')?.description).toMatch(/sortModel.*filterModel/);
    expect(
      (op.responses['200'] as unknown as { headers: Record<string, { description: string }> }).headers['content-range']!.description,
    ).toMatch(/items 0-49\/1234/);
  });

  it('bounds every id the same way, requests and answers alike: the one id schema (1 to 2,147,483,647)', () => {
    const offBound: string[] = [];
    const visit = (value: unknown, where: string, name?: string): void => {
      if (Array.isArray(value)) return value.forEach((item, i) => visit(item, `${where}[${i}]`));
      if (!value || typeof value !== 'object') return;
      const node = value as Record<string, unknown>;
      const isId = name !== undefined && (name === 'id' || /Ids?$/.test(name));
      const types = [node.type].flat();
      if (isId && types.includes('integer') && (node.minimum !== 1 || node.maximum !== MAX_ID))
        offBound.push(`${where}: ${JSON.stringify({ minimum: node.minimum, maximum: node.maximum })}`);
      // an id list's items, a nullable id's branches
      if (isId && node.items) visit(node.items, `${where}.items`, name);
      for (const branch of ['anyOf', 'oneOf'] as const)
        if (isId && Array.isArray(node[branch])) (node[branch] as unknown[]).forEach((b, i) => visit(b, `${where}.${branch}[${i}]`, name));
      if (node.properties && typeof node.properties === 'object')
        for (const [key, child] of Object.entries(node.properties)) visit(child, `${where}.${key}`, key);
      // parameters: the name beside the schema
      if (typeof node.name === 'string' && node.schema) visit(node.schema, `${where}(${node.name})`, node.name);
      for (const [key, child] of Object.entries(node))
        if (key !== 'properties' && key !== 'items' && key !== 'schema') visit(child, `${where}.${key}`);
      if (node.schema && typeof node.name !== 'string') visit(node.schema, `${where}.schema`);
      if (node.items && !isId) visit(node.items, `${where}.items`);
    };
    visit(doc.paths, 'paths');
    visit(doc.components.schemas, 'components');
    expect(offBound).toEqual([]);
  });

  it('never lists the development helpers, though this (test) app serves them', async () => {
    expect(ctx.app.registeredRoutes.some((r) => r.url === '/api/dev/outbox')).toBe(true);
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/dev'))).toEqual([]);
  });
});

describe('the success statuses the document declares are the ones the calls answer', () => {
  const declared = (method: string, url: string) => Object.keys(doc.paths[url]![method]!.responses).find((s) => s.startsWith('2'));

  it('answers 204 with no body where the document says 204', async () => {
    const acme = ctx.seed.supplierIds.acme;
    const db = ctx.database.db;
    const processed = await makeOrder(db, acme);
    const shipped = await makeOrder(db, acme, {
      status: 'AwaitingShipment',
      shippingMethod: 'SupplierGround',
      items: [{ quantity: 1, price: '5' }],
    });
    const cancelled = await makeOrder(db, acme, { status: 'AwaitingShipment' });
    const calls = [
      { method: 'post', url: '/api/auth/one-time-code', path: '/api/auth/one-time-code', body: { email: ADMIN } },
      { method: 'post', url: '/api/auth/send-password-reset-email', path: '/api/auth/send-password-reset-email', body: { email: ADMIN } },
      {
        method: 'put',
        url: `/api/orders/${processed.id}/details`,
        path: '/api/orders/{orderId}/details',
        body: { supplierOrderNumber: 'SO-1' },
      },
      {
        method: 'put',
        url: `/api/orders/${shipped.id}/shipments`,
        path: '/api/orders/{orderId}/shipments',
        body: [{ orderLineId: shipped.itemIds[0], carrierId: 3, trackingNumbers: ['U-1'] }],
      },
      {
        method: 'post',
        url: `/api/orders/${cancelled.id}/cancellation`,
        path: '/api/orders/{orderId}/cancellation',
        body: { reason: 'OutOfStockDiscontinued' },
      },
    ];
    for (const call of calls) {
      const res = await ctx.as(ADMIN, { method: call.method.toUpperCase() as 'POST', url: call.url, payload: call.body });
      expect(`${call.path} ${res.statusCode}`).toBe(`${call.path} ${declared(call.method, call.path)}`);
      expect(res.body).toBe('');
      expect(doc.paths[call.path]![call.method]!.responses['204']!.content).toBeUndefined();
    }
  });

  it('answers 200 with JSON where the document says 200', async () => {
    for (const [method, url] of [
      ['get', '/api/current-user'],
      ['get', '/api/order-summaries'],
      ['get', '/api/carriers'],
    ] as const) {
      const res = await ctx.as(ADMIN, { method: 'GET', url });
      expect(`${url} ${res.statusCode}`).toBe(`${url} ${declared(method, url)}`);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
