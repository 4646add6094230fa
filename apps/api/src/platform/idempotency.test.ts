// Idempotency-Key on creating calls: a retry answers the first answer and creates nothing twice, another request with
// the same key is 422, concurrent duplicates create once, refusals free the key, keys are per caller and expire.
import { describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { apiErrorSchema } from '@portal/contracts';
import { ACME, CLERK, sqlRows, useTestApp } from '../../test/test-app.ts';
import { IDEMPOTENCY_MESSAGES } from './idempotency.ts';

const ctx = useTestApp();

const createUser = (email: string, key: string | undefined, as = ACME, firstName = 'Ida') =>
  ctx.as(as, {
    method: 'POST',
    url: '/api/supplier-users',
    headers: key === undefined ? {} : { 'idempotency-key': key },
    payload: { email, firstName },
  });
const usersNamed = async (email: string) =>
  (await sqlRows<{ n: number }>(ctx.database, sql`select count(*)::int as n from users where user_name = ${email}`))[0]!.n;
/** As the tables' owner (PostgreSQL's login role may not create triggers; PGlite is its own owner). */
async function asOwner(query: ReturnType<typeof sql>): Promise<void> {
  if (!ctx.ownerUrl) return void (await ctx.database.db.execute(query));
  const { openDatabase } = await import('../db/client.ts');
  const owner = await openDatabase({ databaseUrl: ctx.ownerUrl, dataDir: null });
  try {
    await owner.db.execute(query);
  } finally {
    await owner.close();
  }
}
const mailsTo = async (email: string) =>
  (await sqlRows<{ n: number }>(ctx.database, sql`select count(*)::int as n from outbox where "to" = ${email}`))[0]!.n;

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer and creates the user (and its mail) once', async () => {
    const key = randomUUID();
    const first = await createUser('retry@acme.test', key);
    expect(first.statusCode).toBe(201);
    const again = await createUser('retry@acme.test', key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/application\/json/);
    expect(again.json()).toEqual(first.json());
    expect(await usersNamed('retry@acme.test')).toBe(1);
    expect(await mailsTo('retry@acme.test')).toBe(1);
  });

  it('hashes the request, not its spelling: the same fields in another order are the same request', async () => {
    const key = randomUUID();
    const a = await ctx.as(ACME, {
      method: 'POST',
      url: '/api/supplier-users',
      headers: { 'idempotency-key': key, 'content-type': 'application/json' },
      payload: '{"email":"order@acme.test","firstName":"O"}',
    });
    const b = await ctx.as(ACME, {
      method: 'POST',
      url: '/api/supplier-users',
      headers: { 'idempotency-key': key, 'content-type': 'application/json' },
      payload: '{ "firstName": "O", "email": "order@acme.test" }',
    });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(await usersNamed('order@acme.test')).toBe(1);
  });

  it('refuses the same key with another body with 422 in the error shape, creating nothing', async () => {
    const key = randomUUID();
    expect((await createUser('first@acme.test', key)).statusCode).toBe(201);
    const other = await createUser('second@acme.test', key);
    expect(other.statusCode).toBe(422);
    const body = apiErrorSchema.parse(other.json());
    expect(body).toMatchObject({ status: 422, detail: IDEMPOTENCY_MESSAGES.reused });
    expect(await usersNamed('second@acme.test')).toBe(0);
  });

  it('creates once when the same request arrives several times at once', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => createUser('burst@acme.test', key)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    // the others are replays (201) or "still in progress" (409, Retry-After): never a second user, never a 5xx
    for (const r of answers) {
      expect([201, 409]).toContain(r.statusCode);
      if (r.statusCode === 409) {
        expect(r.json()).toMatchObject({ status: 409, detail: IDEMPOTENCY_MESSAGES.inProgress });
        expect(r.headers['retry-after']).toBe('1');
      }
    }
    expect(await usersNamed('burst@acme.test')).toBe(1);
    // once the first answered, a retry replays it
    const later = await createUser('burst@acme.test', key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBe('true');
  });

  it('frees the key when the call is refused (nothing was created), so a corrected request may use it', async () => {
    const key = randomUUID();
    const refused = await createUser(CLERK, key); // the clerk's address is taken
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const fixed = await createUser('fixed@acme.test', key);
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it("keeps keys per caller: another user's same key is another request", async () => {
    const key = randomUUID();
    expect((await createUser('scoped-a@acme.test', key)).statusCode).toBe(201);
    // the clerk is not an Admin: the call runs (403), it is not answered with the admin's user
    const clerk = await createUser('scoped-a@acme.test', key, CLERK);
    expect(clerk.statusCode).toBe(403);
  });

  it('lets a key be used again after 24 hours', async () => {
    const key = randomUUID();
    expect((await createUser('old@acme.test', key)).statusCode).toBe(201);
    await ctx.database.db.execute(sql`update idempotency_keys set created_on = now() - interval '25 hours' where key = ${key}`);
    const fresh = await createUser('new@acme.test', key);
    expect(fresh.statusCode).toBe(201);
    expect(await usersNamed('new@acme.test')).toBe(1);
  });

  it('takes over a reservation abandoned by a process that died before answering', async () => {
    const key = randomUUID();
    await ctx.database.db.execute(
      sql`insert into idempotency_keys (scope, user_id, key, route, request_hash, created_on)
          values (${`user:${ctx.seed.userIds[ACME]}`}, ${ctx.seed.userIds[ACME]}, ${key}, 'POST /api/supplier-users', 'x', now() - interval '10 minutes')`,
    );
    expect((await createUser('abandoned@acme.test', key)).statusCode).toBe(201);
  });

  it('keeps nothing of a request whose transaction fails at its commit: the key is free for an immediate retry', async () => {
    const key = randomUUID();
    // the commit of the next reservation fails once, as it does when the database goes away at that moment
    await asOwner(sql`create table if not exists fail_next_commit (armed boolean not null)`);
    await asOwner(sql`insert into fail_next_commit values (true)`);
    await asOwner(
      sql.raw(`create or replace function fail_next_commit() returns trigger language plpgsql as $$
        begin
          if exists (select from fail_next_commit where armed) then
            raise exception 'commit refused (test)';
          end if;
          return null;
        end $$`),
    );
    await asOwner(sql`drop trigger if exists fail_next_commit on idempotency_keys`);
    await asOwner(
      sql`create constraint trigger fail_next_commit after update on idempotency_keys deferrable initially deferred for each row execute function fail_next_commit()`,
    );
    try {
      const failed = await createUser('commit-failed@acme.test', key);
      expect(failed.statusCode).toBeGreaterThanOrEqual(500);
      expect(await usersNamed('commit-failed@acme.test')).toBe(0);
      expect(await mailsTo('commit-failed@acme.test')).toBe(0);
      await asOwner(sql`update fail_next_commit set armed = false`);
      const retry = await createUser('commit-failed@acme.test', key);
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
      expect(await usersNamed('commit-failed@acme.test')).toBe(1);
      expect(await mailsTo('commit-failed@acme.test')).toBe(1);
    } finally {
      await asOwner(sql`drop trigger if exists fail_next_commit on idempotency_keys`);
    }
  });

  it('replays a committed answer and never runs the call again, also long after the first request (by the clock)', async () => {
    const key = randomUUID();
    const first = await createUser('committed@acme.test', key);
    expect(first.statusCode).toBe(201);
    for (const later of [10 * 60_000, 23 * 3600_000]) {
      const clock = vi.spyOn(ctx.app.clock, 'now').mockReturnValue(new Date(Date.now() + later));
      try {
        const again = await createUser('committed@acme.test', key);
        expect(again.statusCode).toBe(201);
        expect(again.headers['idempotent-replayed']).toBe('true');
        expect(again.json()).toEqual(first.json());
      } finally {
        clock.mockRestore();
      }
    }
    expect(await usersNamed('committed@acme.test')).toBe(1);
    expect(await mailsTo('committed@acme.test')).toBe(1);
  });

  it('runs one of two requests with one key sent at once; the other waits for its answer or is told to retry', async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([createUser('pair@acme.test', key), createUser('pair@acme.test', key)]);
    expect(await usersNamed('pair@acme.test')).toBe(1);
    const replayedOrBusy = [a, b].filter((r) => r.headers['idempotent-replayed'] === 'true' || r.statusCode === 409);
    expect(replayedOrBusy).toHaveLength(1);
    expect([a, b].filter((r) => r.statusCode === 201 && r.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
  });

  it('refuses a malformed key with 400 and behaves as before without one', async () => {
    const bad = await createUser('bad-key@acme.test', 'x'.repeat(256));
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).status).toBe(400);
    expect(await usersNamed('bad-key@acme.test')).toBe(0);
    expect((await createUser('no-key@acme.test', undefined)).statusCode).toBe(201);
  });

  it('documents the header, 409 and 422 on every creating call, and only there', async () => {
    const doc = ctx.app.swagger() as unknown as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; responses: Record<string, unknown> }>>;
    };
    const marked = ctx.app.registeredRoutes.length; // routes exist
    expect(marked).toBeGreaterThan(0);
    const withHeader: string[] = [];
    for (const [url, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) {
        const header = op.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key');
        if (!header) continue;
        withHeader.push(`${method.toUpperCase()} ${url}`);
        expect(op.responses).toHaveProperty('422');
        expect(op.responses).toHaveProperty('409');
      }
    expect(withHeader).toEqual(
      expect.arrayContaining([
        'POST /api/orders/{orderId}/invoice',
        'POST /api/orders/{orderId}/invoice/additional',
        'POST /api/orders/{orderId}/shipping-labels/print',
        'POST /api/orders/bulk/shipping-labels',
        'POST /api/orders/import/invoices',
        'POST /api/orders/import/trackings',
        'POST /api/accounting/supplier-credit-requests/cover',
        'POST /api/supplier-applications',
        'POST /api/supplier-users',
        'POST /api/ops/orders',
        'POST /api/ops/credit-requests',
      ]),
    );
    expect(withHeader.every((op) => op.startsWith('POST '))).toBe(true);
  });
});
