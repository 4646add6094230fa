// The supplier's cases through the real server and database (docs/decisions/cases.md): open a case about each kind of
// object or none (with a file), another supplier's objects and cases 404, bad input on every field (400, nothing
// written), the grid with its filters, messages, reopening within 14 days (409 after), the Support flag, every user of
// the supplier, an API token with and without the support scope.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CASE_MESSAGES,
  caseSummary,
  objectCasesFilter,
  type CaseDetail,
  type CaseLink,
  type CaseSummary,
  type CreatedApiToken,
} from '@portal/contracts';
import {
  ACME,
  CLERK,
  contentRangeTotal,
  expectValidationError,
  expectRowsOf,
  gridGet,
  INTEGRATED,
  OPERATOR,
  sqlRows,
  useTestAppWithFiles,
} from '../../../test/test-app.ts';
import { countCases, firstCategoryId, linkIdsOf, openCase, opsCall, supplierFile } from '../../../test/cases-factory.ts';
import { useEventStreams, type SseConnection } from '../../../test/sse-client.ts';
import { setFlagOverride } from '../feature-flags/index.ts';

const ctx = useTestAppWithFiles();
const stream = useEventStreams(ctx);
const NOW = new Date('2030-06-15T15:00:00Z');
const DAY = 86_400_000;
let clockAt = NOW;
beforeEach(() => {
  clockAt = NOW;
  vi.spyOn(ctx.app.clock, 'now').mockImplementation(() => clockAt);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const acme = () => ctx.seed.supplierIds.acme;
const post = (email: string, url: string, payload?: object) =>
  ctx.as(email, { method: 'POST', url: `/api/cases${url}`, ...(payload ? { payload } : {}) });
const get = (email: string, url: string) => ctx.as(email, { method: 'GET', url: `/api/cases${url}` });

describe('opening a case', () => {
  it('opens a case about an order with a file: New, numbered, the order named, the first answer target running', async () => {
    const { order } = await linkIdsOf(ctx, acme());
    const file = await supplierFile(ctx, CLERK, 'label-photo.pdf');
    const opened = await openCase(ctx, CLERK, { link: { kind: 'order', id: order! }, files: [file] });
    const [po] = await sqlRows<{ po: string }>(ctx.database, sql`select purchase_order_number as po from orders where id = ${order!}`);
    expect(opened).toMatchObject({
      state: 'New',
      stateLabel: 'New',
      categoryName: 'Address correction',
      link: { kind: 'order', id: order, label: po!.po, orderId: order },
      openedAt: NOW.toISOString(),
      authorName: 'Carl Clerk',
      assigneeName: null,
      reopenProblem: 'Reopening is not possible: the case is New.',
      timeLeft: { target: 'firstAnswer', minutesLeft: 240, breach: 'DueSoon', words: '4 h left to the first answer' },
    });
    expect(opened.caseNumber).toMatch(/^CASE-\d{6}$/);
    expect(opened.messages).toEqual([
      {
        messageId: expect.any(Number),
        side: 'supplier',
        authorName: 'Carl Clerk',
        body: 'Please correct it to Main Street.',
        at: NOW.toISOString(),
        files: [{ fileId: expect.any(Number), fileName: 'label-photo.pdf', storedName: 'label-photo.pdf' }],
      },
    ]);
    expect((await get(ACME, `/${opened.caseId}`)).json<CaseDetail>()).toEqual(opened);
    const activity = await sqlRows<{ action: string; detail: { caseNumber: string }; user_id: number }>(
      ctx.database,
      sql`select action, detail, user_id from order_history where order_id = ${order!} and action = 'caseOpened'`,
    );
    expect(activity).toEqual([
      { action: 'caseOpened', detail: expect.objectContaining({ caseNumber: opened.caseNumber }), user_id: ctx.seed.userIds[CLERK] },
    ]);
  });

  it('links an invoice, a deduction, a remittance or nothing, each labelled with its number', async () => {
    const ids = await linkIdsOf(ctx, acme());
    const [labels] = await sqlRows<{ invoice: string; deduction: string; remittance: string }>(
      ctx.database,
      sql`select (select invoice_number from invoices where id = ${ids.invoice!}) as invoice,
                 (select deduction_number from deductions where id = ${ids.deduction!}) as deduction,
                 (select remittance_number from remittances where id = ${ids.remittance!}) as remittance`,
    );
    for (const kind of ['invoice', 'deduction', 'remittance'] as const) {
      const opened = await openCase(ctx, ACME, { link: { kind, id: ids[kind]! } });
      expect(opened.link).toMatchObject({ kind, id: ids[kind], label: labels![kind] });
      expect(opened.link!.orderId === null).toBe(kind === 'remittance');
    }
    expect((await openCase(ctx, ACME, { link: null })).link).toBeNull();
    expect((await openCase(ctx, ACME)).link).toBeNull();
  });

  it("answers 404 for another supplier's order, invoice, deduction or remittance and writes nothing", async () => {
    const ids = await linkIdsOf(ctx, acme());
    const before = await countCases(ctx);
    const categoryId = await firstCategoryId(ctx);
    for (const kind of ['order', 'invoice', 'deduction', 'remittance'] as const) {
      const res = await post(INTEGRATED, '', { categoryId, subject: 'S', message: 'M', link: { kind, id: ids[kind]! } });
      expect(res.statusCode, kind).toBe(404);
      expect(res.json<{ detail: string }>().detail).toBe(CASE_MESSAGES.linkNotFound(kind.charAt(0).toUpperCase() + kind.slice(1)));
    }
    expect(await countCases(ctx)).toBe(before);
  });

  it('answers 400 at each bad field and writes nothing', async () => {
    const categoryId = await firstCategoryId(ctx);
    const ok = { categoryId, subject: 'Subject', message: 'Message' };
    const before = await countCases(ctx);
    const cases: [object, string, string?][] = [
      [{ ...ok, categoryId: 0 }, '$.categoryId'],
      [{ ...ok, categoryId: 'one' }, '$.categoryId'],
      [{ ...ok, categoryId: 2147483647 }, '$.categoryId', CASE_MESSAGES.categoryNotFound],
      [{ ...ok, subject: '   ' }, '$.subject'],
      [{ ...ok, subject: 'x'.repeat(201) }, '$.subject', 'Maximum is 200 characters'],
      [{ ...ok, message: '' }, '$.message'],
      [{ ...ok, message: 'x'.repeat(5001) }, '$.message', 'Maximum is 5000 characters'],
      [{ ...ok, link: { kind: 'shipment', id: 1 } }, '$.link.kind'],
      [{ ...ok, link: { kind: 'order', id: 0 } }, '$.link.id'],
      [{ ...ok, link: { kind: 'order' } }, '$.link.id'],
      [{ ...ok, files: ['../secret.pdf'] }, '$.files[0]'],
      [{ ...ok, files: ['never-uploaded.pdf'] }, '$.files[0]', CASE_MESSAGES.fileNotUploaded('never-uploaded.pdf')],
      [{ subject: 'S', message: 'M' }, '$.categoryId'],
    ];
    for (const [payload, path, message] of cases) expectValidationError(await post(ACME, '', payload), path, message);
    expect((await post(ACME, '', { ...ok, assignee: 1 })).statusCode).toBe(400);
    expect(await countCases(ctx)).toBe(before);
  });

  it('offers only the active categories, and refuses a deactivated one', async () => {
    const categories = (await get(CLERK, '/categories')).json<{ categoryId: number; name: string }[]>();
    expect(categories.map((c) => c.name)).toEqual([
      'Address correction',
      'Payments and remittances',
      'Deduction question',
      'Shipping and labels',
      'Returns',
      'Account and access',
      'Other',
    ]);
    await ctx.database.db.execute(sql`update case_categories set active = false where name = 'Other'`);
    try {
      const other = categories.find((c) => c.name === 'Other')!.categoryId;
      expectValidationError(
        await post(ACME, '', { categoryId: other, subject: 'S', message: 'M' }),
        '$.categoryId',
        CASE_MESSAGES.categoryNotFound,
      );
      expect((await get(CLERK, '/categories')).json<unknown[]>()).toHaveLength(6);
    } finally {
      await ctx.database.db.execute(sql`update case_categories set active = true where name = 'Other'`);
    }
  });
});

describe("the supplier's cases grid and one case", () => {
  it("lists the supplier's own cases, last changed first, filtered by state and category, paged", async () => {
    const mine = await openCase(ctx, ACME, { subject: 'Grid case A' });
    const theirs = await openCase(ctx, INTEGRATED, { subject: 'Integrated case' });
    const page = await gridGet(ctx, ACME, '/api/cases', { limit: '2' });
    expect(page.statusCode, page.body).toBe(200);
    const rows = page.json<CaseSummary[]>();
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(contentRangeTotal(page)).toBeGreaterThanOrEqual(1);
    // sent without the serializer: every row is the contract's, strict
    const all = expectRowsOf<CaseSummary>(await gridGet(ctx, ACME, '/api/cases', { limit: '500' }), caseSummary);
    expect(all.length).toBeGreaterThan(50);
    expect(all.map((c) => c.caseId)).toContain(mine.caseId);
    expect(all.map((c) => c.caseId)).not.toContain(theirs.caseId);
    const byState = await gridGet(ctx, ACME, '/api/cases', {
      query: { filterModel: { state: { filterType: 'set', values: ['Closed'] } } },
    });
    expect(byState.json<CaseSummary[]>().every((c) => c.state === 'Closed')).toBe(true);
    const byCategory = await gridGet(ctx, ACME, '/api/cases', {
      query: { filterModel: { categoryId: { filterType: 'number', type: 'equals', filter: mine.categoryId } } },
    });
    expect(byCategory.json<CaseSummary[]>().every((c) => c.categoryId === mine.categoryId)).toBe(true);
    expect(
      (await gridGet(ctx, ACME, '/api/cases', { query: { filterModel: { state: { filterType: 'set', values: ['Lost'] } } } })).statusCode,
    ).toBe(400);
    expect((await gridGet(ctx, ACME, '/api/cases', { query: { sortModel: [{ colId: 'secret', sort: 'asc' }] } })).statusCode).toBe(400);
  });

  it("lists an object's cases: an order's are those about it, its invoices and deductions; another object's its own", async () => {
    const ids = await linkIdsOf(ctx, acme());
    const about = {} as Record<CaseLink['kind'], CaseDetail>;
    for (const kind of ['order', 'invoice', 'deduction', 'remittance'] as const)
      about[kind] = await openCase(ctx, ACME, { subject: `About the ${kind}`, link: { kind, id: ids[kind]! } });
    const list = async (email: string, link: CaseLink) => {
      const res = await gridGet(ctx, email, '/api/cases', { limit: '500', query: { filterModel: objectCasesFilter(link) } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CaseSummary[]>();
    };
    const ofOrder = await list(ACME, { kind: 'order', id: ids.order! });
    expect(ofOrder.map((c) => c.caseId)).toContain(about.order.caseId);
    expect(ofOrder.every((c) => c.link?.orderId === ids.order)).toBe(true);
    // a case about an invoice or a deduction is on its order's page too
    for (const kind of ['invoice', 'deduction'] as const) {
      const orderId = about[kind].link!.orderId!;
      const rows = await list(ACME, { kind: 'order', id: orderId });
      expect(rows.map((c) => c.caseId)).toContain(about[kind].caseId);
      expect(rows.every((c) => c.link?.orderId === orderId)).toBe(true);
    }
    for (const kind of ['invoice', 'deduction', 'remittance'] as const) {
      const rows = await list(ACME, { kind, id: ids[kind]! });
      expect(rows.map((c) => c.caseId)).toContain(about[kind].caseId);
      expect(rows.every((c) => c.link?.kind === kind && c.link.id === ids[kind])).toBe(true);
    }
    // another supplier asking about Acme's objects sees none of Acme's cases
    for (const kind of ['order', 'deduction', 'remittance'] as const) expect(await list(INTEGRATED, { kind, id: ids[kind]! })).toEqual([]);
    const bad = await gridGet(ctx, ACME, '/api/cases', {
      query: { filterModel: { orderId: { filterType: 'number', type: 'equals', filter: 'x' } } },
    });
    expect(bad.statusCode).toBe(400);
    expect((await gridGet(ctx, ACME, '/api/cases', { query: { sortModel: [{ colId: 'orderId', sort: 'asc' }] } })).statusCode).toBe(400);
  });

  it("answers 404 for another supplier's case on every call and changes nothing", async () => {
    const theirs = await openCase(ctx, INTEGRATED);
    expect((await get(ACME, `/${theirs.caseId}`)).statusCode).toBe(404);
    expect((await post(ACME, `/${theirs.caseId}/messages`, { body: 'Hello' })).statusCode).toBe(404);
    expect((await post(ACME, `/${theirs.caseId}/reopen`)).statusCode).toBe(404);
    expect((await get(INTEGRATED, `/${theirs.caseId}`)).json<CaseDetail>().messages).toHaveLength(1);
    expect((await get(ACME, '/2147483647')).statusCode).toBe(404);
    expect((await get(ACME, '/abc')).statusCode).toBe(400);
  });
});

describe('messages and reopening', () => {
  it("moves a case waiting on the supplier to waiting on the marketplace with the supplier's message; 400 on a bad one", async () => {
    const opened = await openCase(ctx, ACME);
    const more = await post(ACME, `/${opened.caseId}/messages`, { body: 'One more detail.' });
    expect(more.statusCode, more.body).toBe(201);
    expect(more.json<CaseDetail>().state).toBe('New');
    expect((await opsCall(ctx, 'POST', `/cases/${opened.caseId}/answers`, { body: 'Which street?' })).statusCode).toBe(200);
    const file = await supplierFile(ctx, ACME, 'street-photo.pdf');
    const reply = (await post(ACME, `/${opened.caseId}/messages`, { body: 'Main Street.', files: [file] })).json<CaseDetail>();
    expect(reply.state).toBe('WaitingOnMarketplace');
    expect(reply.stateLabel).toBe('Waiting on the marketplace');
    expect(reply.messages.map((m) => [m.side, m.body])).toEqual([
      ['supplier', 'Please correct it to Main Street.'],
      ['supplier', 'One more detail.'],
      ['marketplace', 'Which street?'],
      ['supplier', 'Main Street.'],
    ]);
    expect(reply.messages[2]!.authorName).toBe('Olivia Operator');
    expect(reply.messages[3]!.files.map((f) => f.fileName)).toEqual(['street-photo.pdf']);
    expectValidationError(await post(ACME, `/${opened.caseId}/messages`, { body: '' }), '$.body');
    expectValidationError(await post(ACME, `/${opened.caseId}/messages`, { body: 'x'.repeat(5001) }), '$.body');
    expectValidationError(await post(ACME, `/${opened.caseId}/messages`, { body: 'ok', files: ['gone.pdf'] }), '$.files[0]');
    expect((await get(ACME, `/${opened.caseId}`)).json<CaseDetail>().messages).toHaveLength(4);
  });

  it('reopens a resolved case within 14 days, refuses at 14 days (Closed) and refuses messages on it', async () => {
    const first = await openCase(ctx, ACME);
    const second = await openCase(ctx, ACME);
    for (const c of [first, second]) expect((await opsCall(ctx, 'POST', `/cases/${c.caseId}/resolve`)).statusCode).toBe(200);
    expect((await post(ACME, `/${first.caseId}/messages`, { body: 'Still wrong.' })).statusCode).toBe(409);
    clockAt = new Date(NOW.getTime() + 14 * DAY - 1);
    const reopened = await post(ACME, `/${first.caseId}/reopen`);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json<CaseDetail>()).toMatchObject({ state: 'WaitingOnMarketplace', resolvedAt: null, closesAt: null });
    expect(reopened.json<CaseDetail>().timeLeft).toMatchObject({ target: 'firstAnswer', breach: 'Breached' });
    expect((await post(ACME, `/${first.caseId}/reopen`)).statusCode).toBe(409);
    clockAt = new Date(NOW.getTime() + 14 * DAY);
    const closed = (await get(ACME, `/${second.caseId}`)).json<CaseDetail>();
    expect(closed).toMatchObject({
      state: 'Closed',
      stateLabel: 'Closed',
      reopenProblem: CASE_MESSAGES.reopenWindowClosed,
      timeLeft: null,
    });
    const refused = await post(ACME, `/${second.caseId}/reopen`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ detail: string }>().detail).toBe(CASE_MESSAGES.reopenWindowClosed);
    const closedRows = await gridGet(ctx, ACME, '/api/cases', {
      limit: '500',
      query: { filterModel: { state: { filterType: 'set', values: ['Closed'] } } },
    });
    expect(closedRows.json<CaseSummary[]>().map((c) => c.caseId)).toContain(second.caseId);
  });
});

describe('live', () => {
  /** The next frame of the stream that is not an order's change (the order's own events share the stream). */
  const nextCasesFrame = async (connection: SseConnection) => {
    let frame = await connection.next(5000);
    while (frame.event !== 'cases-changed') frame = await connection.next(5000);
    return frame;
  };

  it("tells the supplier's open streams when one of its cases changes, and no other supplier's", async () => {
    const opened = await openCase(ctx, ACME);
    const acmeStream = await stream(CLERK);
    const integratedStream = await stream(INTEGRATED);
    expect((await answer(opened.caseId)).statusCode).toBe(200);
    expect(await nextCasesFrame(acmeStream)).toMatchObject({ event: 'cases-changed' });
    expect((await post(ACME, `/${opened.caseId}/messages`, { body: 'Thanks.' })).statusCode).toBe(201);
    expect(await nextCasesFrame(acmeStream)).toMatchObject({ event: 'cases-changed' });
    await integratedStream.quietFor(300);
    expect(integratedStream.frames.filter((f) => f.event === 'cases-changed')).toEqual([]);
  });
});

const answer = (caseId: number) => opsCall(ctx, 'POST', `/cases/${caseId}/answers`, { body: 'Looking into it.' });

describe('who reaches the cases', () => {
  it('answers 404 on every call while the Support flag is off for the supplier, and again once it is on', async () => {
    const opened = await openCase(ctx, ACME);
    const admin = ctx.seed.userIds[ACME]!;
    await setFlagOverride(ctx.database.db, acme(), 'Support', false, admin, NOW);
    try {
      for (const url of ['', '/categories', `/${opened.caseId}`]) expect((await get(ACME, url)).statusCode, url).toBe(404);
      expect((await post(ACME, '', { categoryId: opened.categoryId, subject: 'S', message: 'M' })).statusCode).toBe(404);
      expect((await post(ACME, `/${opened.caseId}/messages`, { body: 'Hi' })).statusCode).toBe(404);
      expect((await post(ACME, `/${opened.caseId}/reopen`)).statusCode).toBe(404);
      expect((await get(INTEGRATED, '')).statusCode).toBe(200);
    } finally {
      await setFlagOverride(ctx.database.db, acme(), 'Support', null, admin, NOW);
    }
    expect((await get(ACME, '')).statusCode).toBe(200);
  });

  it("is every supplier user's (the clerk too), not an operator's", async () => {
    expect((await get(CLERK, '')).statusCode).toBe(200);
    expect((await get(OPERATOR, '')).statusCode).toBe(403);
    expect((await ctx.as(null, { method: 'GET', url: '/api/cases' })).statusCode).toBe(401);
  });

  it('lets an API token with the support scope open, read and answer cases, and refuses one without it', async () => {
    const create = async (scopes: string[]) => {
      const res = await ctx.as(ACME, {
        method: 'POST',
        url: '/api/integrations/api-tokens',
        payload: { name: `c-${scopes.join()}`, scopes },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<CreatedApiToken>().secret;
    };
    const call = (secret: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: { authorization: `Bearer ${secret}` }, ...(payload ? { payload } : {}) });
    const support = await create(['support']);
    const categoryId = await firstCategoryId(ctx);
    const opened = await call(support, 'POST', '/api/cases', { categoryId, subject: 'From the ERP', message: 'Order stuck.' });
    expect(opened.statusCode, opened.body).toBe(201);
    const caseId = opened.json<CaseDetail>().caseId;
    expect((await call(support, 'GET', `/api/cases/${caseId}`)).statusCode).toBe(200);
    expect((await call(support, 'POST', `/api/cases/${caseId}/messages`, { body: 'Any news?' })).statusCode).toBe(201);
    const everythingElse = await create(['read', 'orders:write', 'accounting:write']);
    expect((await call(everythingElse, 'GET', '/api/cases')).statusCode).toBe(403);
    expect((await call(everythingElse, 'POST', '/api/cases', { categoryId, subject: 'S', message: 'M' })).statusCode).toBe(403);
    expect((await call(everythingElse, 'POST', `/api/cases/${caseId}/messages`, { body: 'Hi' })).statusCode).toBe(403);
  });
});
