// Hostile input, property-based: for EVERY operation of the API document (read at test time, so routes added later are
// covered without touching this file), fast-check requests built from the operation's own schemas (the contracts' zod
// schemas as JSON Schema), biased to boundaries and wrong types, mixed with the supplier's real ids, sent as the Admin,
// the clerk, another supplier's admin or nobody. Every answer: never a 5xx, every error in the spec's shape with its
// own status, no stack trace or SQL text; a refused request and a read change nothing in the database (the change log
// of change-log.ts: row triggers on every table, one indexed read per request).
// Runs per operation: HOSTILE_RUNS; else 300 in CI on PGlite, 100 on CI's PostgreSQL re-run,
// 100 locally. The operations are dealt round-robin to HOSTILE_SHARDS files (hostile-input-<n>.test.ts), so that the
// suite's minutes spread over Vitest's workers instead of one file running last alone. docs/decisions/hostile-input.md.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { apiErrorSchema } from '@portal/contracts';
import { ACME, CLERK, INTEGRATED, sqlRows, useTestAppWithFiles } from '../test-app.ts';
import { schemaArbitrary, type JsonSchema } from './json-schema-arbitrary.ts';
import { installChangeLog } from './change-log.ts';

/** How many files share the operations; each shard file calls `hostileInputShard(n)` with n in 1..HOSTILE_SHARDS. */
export const HOSTILE_SHARDS = 4;
const RUNS = Number(process.env.HOSTILE_RUNS ?? (process.env.CI ? (process.env.TEST_DATABASE_URL ? 100 : 300) : 100));
const SEED = process.env.HOSTILE_SEED ? Number(process.env.HOSTILE_SEED) : undefined;

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Operations that never answer (an event stream) are out; everything else in the document is in. */
const isStream = (op: Operation) => Object.values(op.responses).some((r) => r.content && 'text/event-stream' in r.content);

/** What an answer must never carry: a stack frame, a driver's or SQL text, a file path of the server. */
const LEAK =
  /\bat [\w.<>]+ \(|node:internal|\.ts:\d+|\/src\/|Failed query|\bparams: |from "\w+"|SQLSTATE|syntax error at|relation "|column "|violates .* constraint|duplicate key|out of range for type|invalid input syntax|ECONNREFUSED|drizzle|PGlite/i;

interface HostileRequest {
  actor: string | null;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  raw: boolean;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
/** Percent-encoded as a client would send it; a lone surrogate (no valid UTF-8) becomes U+FFFD like a browser's. */
const pathSegment = (value: unknown) =>
  encodeURIComponent(asText(value).replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

/** Registers the suite for the operations of shard `shard` (1-based): the document's operations in order, dealt round-robin. */
export function hostileInputShard(shard: number): void {
  const ctx = useTestAppWithFiles();
  describe(`hostile input on every operation of the API document (shard ${shard} of ${HOSTILE_SHARDS})`, () => {
    it(`never answers 5xx, answers errors in the spec's shape and changes nothing when it refuses (${RUNS} runs per operation)`, async () => {
      const doc = ctx.app.swagger() as unknown as Document;
      const components = doc.components?.schemas ?? {};
      const acme = ctx.seed.supplierIds.acme;
      const ids = async (query: ReturnType<typeof sql>) => (await sqlRows<{ id: number }>(ctx.database, query)).map((r) => r.id);
      // real ids of every order status (and two of another supplier), mixed into generated ids and id lists
      const orderIds = [
        ...(await ids(sql`select distinct on (status) id from orders where supplier_id = ${acme} order by status, id`)),
        ...(await ids(sql`select id from orders where supplier_id <> ${acme} limit 2`)),
      ];
      const known: Record<string, readonly unknown[]> = {
        orderId: orderIds,
        orders: [orderIds, orderIds.slice(0, 1)],
        orderIds: [orderIds],
        userId: Object.values(ctx.seed.userIds),
      };

      const failures: string[] = [];
      const timings: string[] = [];
      let operations = 0;
      let dealt = 0;
      const changes = await installChangeLog(ctx.database);
      let mark = await changes.mark();
      const spent = { inject: 0, check: 0, requests: 0, mints: 0, writes: 0 };
      // Access tokens minted once per actor (minting reads the user and signs: more than the request itself), again after any
      // write that succeeded (it may have changed a token version: a password, a deactivation).
      const accessTokens = new Map<string, string>();
      const bearer = async (actor: string | null): Promise<Record<string, string>> => {
        if (!actor) return {};
        if (!accessTokens.has(actor)) {
          spent.mints++;
          accessTokens.set(actor, await ctx.accessTokenFor(actor));
        }
        return { authorization: `Bearer ${accessTokens.get(actor)}` };
      };

      for (const [template, methods] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(methods)) {
          if (isStream(op)) continue;
          if (dealt++ % HOSTILE_SHARDS !== shard - 1) continue;
          operations++;
          const params = op.parameters ?? [];
          const byIn = (where: Parameter['in']) =>
            Object.fromEntries(
              params.filter((p) => p.in === where).map((p) => [p.name, schemaArbitrary(p.schema, { components, known }, p.name)]),
            );
          const content = op.requestBody?.content ?? {};
          const jsonBody = content['application/json']?.schema;
          const raw = !jsonBody && Object.keys(content).length > 0;
          const request: fc.Arbitrary<HostileRequest> = fc.record({
            actor: fc.constantFrom<string | null>(ACME, ACME, ACME, CLERK, INTEGRATED, null),
            path: fc.record(byIn('path')),
            query: fc.record(byIn('query'), { requiredKeys: params.filter((p) => p.in === 'query' && p.required).map((p) => p.name) }),
            headers: fc.record(byIn('header'), { requiredKeys: [] }),
            body: jsonBody
              ? schemaArbitrary(jsonBody, { components, known })
              : raw
                ? fc.uint8Array({ maxLength: 64 })
                : fc.constant(undefined),
            raw: fc.constant(raw),
          });
          const started = performance.now();
          const label = `${method.toUpperCase()} ${template}`;
          try {
            await fc.assert(
              fc.asyncProperty(request, async (r) => {
                const url = template.replace(/\{(\w+)\}/g, (_, name: string) => pathSegment(r.path[name]));
                const query = Object.fromEntries(Object.entries(r.query).map(([k, v]) => [k, asText(v)]));
                const headers: Record<string, string> = Object.fromEntries(
                  Object.entries(r.headers).map(([k, v]) => [k.toLowerCase(), asText(v).replace(/[^\x20-\x7e]/g, '')]),
                );
                let payload: string | Buffer | undefined;
                if (r.raw) {
                  payload = Buffer.from(r.body as Uint8Array);
                  headers['content-type'] = 'application/octet-stream';
                } else if (r.body !== undefined) {
                  payload = JSON.stringify(r.body);
                  headers['content-type'] = 'application/json';
                }
                const sent = performance.now();
                const res = await ctx.app.inject({
                  method: method.toUpperCase() as 'GET',
                  url,
                  query,
                  headers: { ...headers, ...(await bearer(r.actor)) },
                  ...(payload !== undefined ? { payload } : {}),
                });
                const answered = performance.now();
                spent.inject += answered - sent;
                spent.requests++;
                const where = `${label} as ${r.actor ?? 'nobody'} -> ${res.statusCode}`;
                if (res.statusCode >= 500) throw new Error(`${where}: ${res.body.slice(0, 300)}`);
                if (res.statusCode >= 400) {
                  const parsed = apiErrorSchema.safeParse(res.json());
                  if (!parsed.success || parsed.data.status !== res.statusCode)
                    throw new Error(`${where}: not the error shape: ${res.body.slice(0, 300)}`);
                }
                const leak = res.statusCode >= 400 ? LEAK.exec(res.body) : null;
                if (leak) throw new Error(`${where}: leaks internals ("${leak[0].slice(0, 80)}"): ${res.body.slice(0, 300)}`);
                // nothing changed by a refusal, nor by a read (one indexed read of the change log, change-log.ts)
                const after = await changes.mark();
                spent.check += performance.now() - answered;
                if (after === mark) return;
                const changed = await changes.since(mark);
                mark = after;
                if (res.statusCode >= 400 || method === 'get')
                  throw new Error(
                    `${where}: a ${res.statusCode >= 400 ? 'refused request' : 'read'} changed ${changed.map((c) => `${c.table} (supplier ${c.supplier || '-'})`).join(', ')}`,
                  );
                spent.writes++;
                accessTokens.clear();
              }),
              { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), endOnFailure: true },
            );
          } catch (error) {
            const lines = (error as Error).message.split('\n');
            const cause = (error as Error & { cause?: Error }).cause?.message ?? lines.find((l) => l.includes('Got error')) ?? '';
            failures.push(`${label}: ${lines.slice(0, 2).join(' ')}\n  ${cause.slice(0, 600)}`);
          }
          timings.push(`${label} ${Math.round(performance.now() - started)} ms`);
        }
      }
      if (process.env.HOSTILE_TIMINGS)
        console.log(`${timings.join('\n')}\n${JSON.stringify(spent)} cpu ${JSON.stringify(process.cpuUsage())}`);
      // every shard has its share of the document (over 50 operations in all)
      expect(operations).toBeGreaterThan(50 / HOSTILE_SHARDS);
      expect(failures).toEqual([]);
    }, 1_800_000);
  });
}
