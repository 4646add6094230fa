// No SQL, parameter or stack leaves the server when the database goes away under a write: every documented example
// write (platform/openapi/request-examples.ts) is sent with an Idempotency-Key while the database "restarts" from its
// first, second or third write statement on (each statement from then on fails as node-postgres fails when the server
// terminates the connection, wrapped by drizzle with the statement's text and parameters). Every answer is the
// spec's error shape with a generic detail, never Fastify's own {statusCode, error, message} body: the key's
// bookkeeping after the failure (platform/idempotency.ts, onSend) fails too, as in the 503 the fuzzer saw.
// docs/decisions/api-document.md, "No internals in any answer".
import { afterAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@portal/contracts';
import { getStatementListener, setStatementListener } from '../../src/db/client.ts';
import { REQUEST_EXAMPLES } from '../../src/platform/openapi/request-examples.ts';
import { ACME, OPERATOR, useTestAppWithFiles } from '../test-app.ts';

const ctx = useTestAppWithFiles();

const WRITE = /^\s*(insert|update|delete)\b/i;
/** What leaked before: the statement, its parameters, Fastify's own keys, a stack frame or a driver's words. */
const INTERNALS =
  /Failed query|params:|insert into|delete from|update "|select |"statusCode"|"error"|"message"|\.ts:\d+|at .*\(|terminating connection/i;

/** A statement from the `failFrom`-th write on fails as drizzle reports a connection the server terminated. */
function cutDatabase(): { arm(failFrom: number): void; disarm(): void; failed(): number } {
  const previous = getStatementListener();
  let failFrom = 0;
  let writes = 0;
  let failed = 0;
  setStatementListener((text) => {
    previous?.(text);
    if (failFrom === 0) return;
    if (WRITE.test(text)) writes++;
    if (writes < failFrom) return;
    failed++;
    const cause = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    throw new Error(`Failed query: ${text}\nparams: 430`, { cause });
  });
  afterAll(() => setStatementListener(previous));
  return {
    arm: (from) => {
      failFrom = from;
      writes = 0;
    },
    disarm: () => {
      failFrom = 0;
    },
    failed: () => failed,
  };
}

interface Operation {
  operationId: string;
  parameters?: { in: string; name: string; example?: unknown }[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
  security?: unknown[];
}

describe('a database cut under each write', () => {
  it('answers every failure in the error shape with a generic detail, no SQL, parameters or stack', async () => {
    const cut = cutDatabase();
    const doc = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const leaks: string[] = [];
    let unavailable = 0;
    let key = 0;
    for (const [template, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const example = REQUEST_EXAMPLES[op.operationId];
        if (!example) continue;
        const url = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(example.params?.[name])));
        const caller = op.security?.length === 0 ? null : template.startsWith('/api/ops/') ? OPERATOR : ACME;
        for (const failFrom of [1, 2, 3]) {
          // the token is minted before the database goes away (minting reads the user)
          const authorization = caller ? { authorization: `Bearer ${await ctx.accessTokenFor(caller)}` } : {};
          cut.arm(failFrom);
          const res = await ctx.app
            .inject({
              method: method.toUpperCase() as 'POST',
              url,
              headers: { ...authorization, 'content-type': 'application/json', 'idempotency-key': `cut-${++key}` },
              payload: JSON.stringify(example.body),
            })
            .finally(() => cut.disarm());
          const where = `${op.operationId} (failing from write ${failFrom}): ${res.statusCode}`;
          if (res.statusCode === 503) unavailable++;
          if (res.statusCode < 400) continue;
          const body = apiErrorSchema.safeParse(res.json());
          if (!body.success || body.data.status !== res.statusCode)
            leaks.push(`${where} not in the error shape: ${res.body.slice(0, 300)}`);
          if (INTERNALS.test(res.body)) leaks.push(`${where} shows internals: ${res.body.slice(0, 300)}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(cut.failed()).toBeGreaterThan(50);
    expect(unavailable).toBeGreaterThan(30);
  }, 180_000);
});
