// Cases in API tests: a file the supplier uploads, a case opened through the real call, the console's calls, and the
// ids of the demo suppliers' objects a case links to.
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CaseDetail, OpenCaseRequest, OpsCaseDetail } from '@portal/contracts';
import { ACME, OPERATOR, sqlRows, type TestContext } from './test-app.ts';

const PDF = Buffer.from('%PDF-1.4\n% a tiny test file\n%%EOF\n');

/** PUTs the test PDF to a signed upload address. */
export async function putFile(ctx: TestContext, url: string): Promise<void> {
  const res = await ctx.app.inject({
    method: 'PUT',
    url,
    payload: PDF,
    headers: { 'x-ms-blob-type': 'BlockBlob', 'content-type': 'application/pdf' },
  });
  expect(res.statusCode).toBe(201);
}

/** A file the supplier's user uploads through the documents call. */
export async function supplierFile(ctx: TestContext, email: string, fileName: string): Promise<string> {
  const res = await ctx.as(email, { method: 'POST', url: '/api/documents/upload-url', payload: { value: fileName } });
  expect(res.statusCode, res.body).toBe(200);
  await putFile(ctx, res.json<string>());
  return fileName;
}

/** The first active category's id (Address correction in the seed's list). */
export async function firstCategoryId(ctx: TestContext): Promise<number> {
  const [row] = await sqlRows<{ id: number }>(ctx.database, sql`select id from case_categories where active order by position limit 1`);
  return row!.id;
}

export async function openCase(ctx: TestContext, email: string, body: Partial<OpenCaseRequest> = {}): Promise<CaseDetail> {
  const res = await ctx.as(email, {
    method: 'POST',
    url: '/api/cases',
    payload: {
      categoryId: await firstCategoryId(ctx),
      subject: 'Street name is wrong',
      message: 'Please correct it to Main Street.',
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CaseDetail>();
}

/** A console call on /api/ops as the demo operator. */
export const opsCall = (ctx: TestContext, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.as(OPERATOR, { method, url: `/api/ops${url}`, ...(payload ? { payload } : {}) });

/** The console's view of a case (200 expected). */
export async function opsCaseOf(ctx: TestContext, caseId: number): Promise<OpsCaseDetail> {
  const res = await opsCall(ctx, 'GET', `/cases/${caseId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OpsCaseDetail>();
}

/** The app's clock fixed at `now` for each test of the file (the decisions' times are then known). */
export function fixClockAt(ctx: TestContext, now: Date): void {
  beforeEach(() => {
    vi.spyOn(ctx.app.clock, 'now').mockImplementation(() => now);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** An active webhook endpoint of Acme's Admin for these events (once per file: the deliveries the tests then read). */
export async function subscribeAcmeWebhook(ctx: TestContext, events: readonly string[]): Promise<void> {
  const [admin] = await sqlRows<{ id: number; supplierId: number }>(
    ctx.database,
    sql`select u.id, m.supplier_id as "supplierId" from users u join supplier_memberships m on m.user_id = u.id
      where u.email = ${ACME}`,
  );
  await ctx.database.db.execute(sql`
    insert into webhook_endpoints (supplier_id, url, secret, events, created_by)
    values (${admin!.supplierId}, 'https://hooks.example.com/cases', 'whsec_test', ${`{${events.join(',')}}`}::text[], ${admin!.id})`);
}

/** One id of each kind a case links to, of the given supplier (null when it has none). */
export async function linkIdsOf(ctx: TestContext, supplierId: number) {
  const one = async (table: string) =>
    (
      await sqlRows<{ id: number }>(
        ctx.database,
        sql`select id from ${sql.identifier(table)} where supplier_id = ${supplierId} order by id limit 1`,
      )
    )[0]?.id ?? null;
  return {
    order: await one('orders'),
    invoice: await one('invoices'),
    deduction: await one('deductions'),
    remittance: await one('remittances'),
  };
}

export const countCases = async (ctx: TestContext): Promise<number> =>
  (await sqlRows<{ n: number }>(ctx.database, sql`select count(*)::int as n from cases`))[0]!.n;
