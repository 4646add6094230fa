// The console's cases through the real server and database (docs/decisions/cases.md): the queue of every supplier
// with its filters (category, supplier, state, breach) and the breaching cases first, assign to me, answer (one mail
// to the Admins and the author per answer, one webhook per answer), resolve once (409 the second time), the files of
// an answer, the categories with their targets, and who may call them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CASE_MESSAGES,
  CASES_QUEUE_KEYS,
  type CaseCategoryView,
  type CaseDetail,
  type OpsCaseDetail,
  opsCaseSummary,
  type OpsCaseSummary,
  type OpsOverview,
} from '@portal/contracts';
import {
  ACME,
  CLERK,
  expectValidationError,
  expectRowsOf,
  gridGet,
  INTEGRATED,
  OPERATOR,
  sqlRows,
  useTestAppWithFiles,
} from '../../../../test/test-app.ts';
import { outboxFor } from '../../../../test/auth-calls.ts';
import { linkIdsOf, openCase, opsCall, putFile } from '../../../../test/cases-factory.ts';

const ctx = useTestAppWithFiles();
const NOW = new Date('2030-07-01T15:00:00Z');
const HOUR = 3_600_000;
let clockAt = NOW;
beforeEach(() => {
  clockAt = NOW;
  vi.spyOn(ctx.app.clock, 'now').mockImplementation(() => clockAt);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const answer = (caseId: number, payload: object) => opsCall(ctx, 'POST', `/cases/${caseId}/answers`, payload);
const resolve = (caseId: number) => opsCall(ctx, 'POST', `/cases/${caseId}/resolve`);
const queue = (filterModel: object = {}, sortModel: object[] = []) =>
  gridGet(ctx, OPERATOR, '/api/ops/cases', { limit: '500', query: { filterModel, sortModel } });

describe("the console's case queue", () => {
  it('lists every supplier’s cases with the breaching ones first, and filters by category, supplier, state and breach', async () => {
    const late = await openCase(ctx, ACME, { subject: 'Opened long ago' });
    clockAt = new Date(NOW.getTime() + 5 * HOUR);
    const fresh = await openCase(ctx, INTEGRATED, { subject: 'Opened just now' });
    // sent without the serializer: every row is the contract's, strict
    const rows = expectRowsOf<OpsCaseSummary>(await queue(), opsCaseSummary);
    expect(rows.length).toBeGreaterThan(50);
    const lateRow = rows.find((r) => r.caseId === late.caseId)!;
    expect(lateRow).toMatchObject({
      supplierName: 'Acme Home Goods',
      timeLeft: { breach: 'Breached', words: 'First answer overdue by 1 h' },
    });
    expect(rows.find((r) => r.caseId === fresh.caseId)).toMatchObject({ timeLeft: { breach: 'DueSoon' } });
    const breachOrder = rows.filter((r) => r.timeLeft).map((r) => r.timeLeft!.dueAt);
    expect(breachOrder).toEqual([...breachOrder].sort());
    expect(rows.findIndex((r) => r.caseId === late.caseId)).toBeLessThan(rows.findIndex((r) => r.caseId === fresh.caseId));
    const breached = (await queue({ breach: { filterType: 'set', values: ['Breached'] } })).json<OpsCaseSummary[]>();
    expect(breached.map((r) => r.caseId)).toContain(late.caseId);
    expect(breached.every((r) => r.timeLeft?.breach === 'Breached')).toBe(true);
    const integrated = ctx.seed.supplierIds.integrated;
    const bySupplier = (await queue({ supplierId: { filterType: 'number', type: 'equals', filter: integrated } })).json<OpsCaseSummary[]>();
    expect(bySupplier.length).toBeGreaterThan(0);
    expect(bySupplier.every((r) => r.supplierId === integrated)).toBe(true);
    const byCategory = (await queue({ categoryId: { filterType: 'number', type: 'equals', filter: late.categoryId } })).json<
      OpsCaseSummary[]
    >();
    expect(byCategory.every((r) => r.categoryId === late.categoryId)).toBe(true);
    const byState = (await queue({ state: { filterType: 'set', values: ['New'] } })).json<OpsCaseSummary[]>();
    expect(byState.every((r) => r.state === 'New')).toBe(true);
    expect((await queue({ breach: { filterType: 'set', values: ['Late'] } })).statusCode).toBe(400);
  });

  it('is for operators only: a supplier user gets 403 on every console call', async () => {
    const opened = await openCase(ctx, ACME);
    for (const [method, url] of [
      ['GET', '/api/ops/cases'],
      ['GET', `/api/ops/cases/${opened.caseId}`],
      ['POST', `/api/ops/cases/${opened.caseId}/assign`],
      ['POST', `/api/ops/cases/${opened.caseId}/resolve`],
      ['GET', '/api/ops/case-categories'],
    ] as const)
      expect((await ctx.as(ACME, { method, url })).statusCode, url).toBe(403);
    expect(
      (await ctx.as(ACME, { method: 'POST', url: `/api/ops/cases/${opened.caseId}/answers`, payload: { body: 'x' } })).statusCode,
    ).toBe(403);
    expect((await ctx.as(CLERK, { method: 'PUT', url: '/api/ops/case-categories', payload: { categories: [] } })).statusCode).toBe(403);
  });
});

describe("the console's decisions on a case", () => {
  it('assigns a case to the operator once (409 the second time) and answers 404 for an unknown case', async () => {
    const opened = await openCase(ctx, ACME);
    const assigned = await opsCall(ctx, 'POST', `/cases/${opened.caseId}/assign`);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<OpsCaseDetail>()).toMatchObject({ assigneeName: 'Olivia Operator', supplierName: 'Acme Home Goods' });
    const again = await opsCall(ctx, 'POST', `/cases/${opened.caseId}/assign`);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ detail: string }>().detail).toBe(CASE_MESSAGES.alreadyAssigned);
    for (const url of ['/cases/2147483647', '/cases/2147483647/assign', '/cases/2147483647/resolve'])
      expect((await opsCall(ctx, url.endsWith('7') ? 'GET' : 'POST', url)).statusCode, url).toBe(404);
    expect((await answer(2147483647, { body: 'Hello' })).statusCode).toBe(404);
    expect((await opsCall(ctx, 'GET', '/cases/abc')).statusCode).toBe(400);
  });

  it('answers with a file: waiting on the supplier, first answer stamped, one mail to the Admins and the author and one webhook per answer', async () => {
    const acme = ctx.seed.supplierIds.acme;
    const [admin] = await sqlRows<{ id: number }>(ctx.database, sql`select id from users where email = ${ACME}`);
    await ctx.database.db.execute(sql`
      insert into webhook_endpoints (supplier_id, url, secret, events, created_by)
      values (${acme}, 'https://hooks.example.com/cases', 'whsec_test', array['case.opened', 'case.answered', 'case.resolved'], ${admin!.id})`);
    const { order } = await linkIdsOf(ctx, acme);
    const opened = await openCase(ctx, CLERK, { subject: 'Mail me', link: { kind: 'order', id: order! } });
    const mails = async () => ({ admin: (await outboxFor(ctx.app, ACME)).length, clerk: (await outboxFor(ctx.app, CLERK)).length });
    const before = await mails();
    const upload = await opsCall(ctx, 'POST', `/cases/${opened.caseId}/upload-url`, { value: 'corrected-label.pdf' });
    expect(upload.statusCode, upload.body).toBe(200);
    await putFile(ctx, upload.json<string>());
    clockAt = new Date(NOW.getTime() + HOUR);
    const first = await answer(opened.caseId, { body: 'We corrected the street.', files: ['corrected-label.pdf'] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<OpsCaseDetail>()).toMatchObject({
      state: 'WaitingOnSupplier',
      stateLabel: 'Waiting on you',
      firstAnsweredAt: clockAt.toISOString(),
      assigneeName: 'Olivia Operator',
      timeLeft: { target: 'resolution' },
    });
    expect(first.json<OpsCaseDetail>().messages.at(-1)).toMatchObject({
      side: 'marketplace',
      files: [{ fileName: 'corrected-label.pdf' }],
    });
    const afterFirst = await mails();
    expect(afterFirst).toEqual({ admin: before.admin + 1, clerk: before.clerk + 1 });
    const mail = (await outboxFor(ctx.app, CLERK)).at(-1)!;
    expect(mail.subject).toBe(`Answer on ${opened.caseNumber}: Mail me`);
    expect(mail.text).toContain('We corrected the street.');
    expect(mail.text).toContain(`/support/cases/${opened.caseId}`);
    clockAt = new Date(NOW.getTime() + 2 * HOUR);
    expect((await answer(opened.caseId, { body: 'And the label too.' })).json<OpsCaseDetail>().firstAnsweredAt).toBe(
      new Date(NOW.getTime() + HOUR).toISOString(),
    );
    expect(await mails()).toEqual({ admin: before.admin + 2, clerk: before.clerk + 2 });
    expect((await resolve(opened.caseId)).statusCode).toBe(200);
    const hooks = await sqlRows<{ event: string; order_id: number | null; data: { caseNumber: string } }>(
      ctx.database,
      sql`select event, order_id, data from webhook_deliveries where supplier_id = ${acme} and event like 'case.%' and data->>'caseId' = ${String(opened.caseId)} order by id`,
    );
    expect(hooks.map((h) => [h.event, h.order_id, h.data.caseNumber])).toEqual([
      ['case.opened', order, opened.caseNumber],
      ['case.answered', order, opened.caseNumber],
      ['case.answered', order, opened.caseNumber],
      ['case.resolved', order, opened.caseNumber],
    ]);
  });

  it('answers 400 at a bad answer and writes nothing', async () => {
    const opened = await openCase(ctx, ACME);
    expectValidationError(await answer(opened.caseId, { body: '' }), '$.body');
    expectValidationError(await answer(opened.caseId, { body: 'x'.repeat(5001) }), '$.body', 'Maximum is 5000 characters');
    expectValidationError(await answer(opened.caseId, { body: 'ok', files: ['never-uploaded.pdf'] }), '$.files[0]');
    expectValidationError(await answer(opened.caseId, { body: 'ok', files: ['a/b.pdf'] }), '$.files[0]');
    expect((await answer(opened.caseId, { body: 'ok', extra: true })).statusCode).toBe(400);
    expect((await opsCall(ctx, 'GET', `/cases/${opened.caseId}`)).json<OpsCaseDetail>()).toMatchObject({ state: 'New', messages: [{}] });
  });

  it('resolves a case once: a second resolve and an answer after it are 409', async () => {
    const opened = await openCase(ctx, ACME);
    const resolved = await resolve(opened.caseId);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<OpsCaseDetail>()).toMatchObject({
      state: 'Resolved',
      resolvedAt: NOW.toISOString(),
      timeLeft: null,
      reopenProblem: null,
    });
    const again = await resolve(opened.caseId);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ detail: string }>().detail).toBe('Resolving is not possible: the case is Resolved.');
    expect((await answer(opened.caseId, { body: 'Late answer' })).statusCode).toBe(409);
    expect((await ctx.as(ACME, { method: 'GET', url: `/api/cases/${opened.caseId}` })).json<CaseDetail>().state).toBe('Resolved');
  });
});

describe("the console overview's counter", () => {
  it('counts the open cases past their target or due within 4 hours, at the injected clock', async () => {
    const count = async () =>
      (await opsCall(ctx, 'GET', '/overview')).json<OpsOverview>().queues.find((q) => q.key === CASES_QUEUE_KEYS.breaching)!.count;
    const before = await count();
    // Other: 48 hours to the first answer, so on track when opened
    const categories = (await opsCall(ctx, 'GET', '/case-categories')).json<CaseCategoryView[]>();
    const other = categories.find((c) => c.name === 'Other')!;
    const opened = await openCase(ctx, ACME, { categoryId: other.categoryId, subject: 'Counted later' });
    expect(await count()).toBe(before);
    clockAt = new Date(NOW.getTime() + 44 * HOUR);
    const dueSoon = await count();
    expect(dueSoon).toBeGreaterThanOrEqual(before + 1);
    expect((await resolve(opened.caseId)).statusCode).toBe(200);
    expect(await count()).toBe(dueSoon - 1);
  });
});

describe('the case categories', () => {
  const get = async () => (await opsCall(ctx, 'GET', '/case-categories')).json<CaseCategoryView[]>();

  it('sets the list with its targets: renamed, reordered, a new one, one left out deactivated and brought back by name', async () => {
    const start = await get();
    expect(start[0]).toMatchObject({
      name: 'Address correction',
      firstAnswerHours: 4,
      resolutionHours: 24,
      active: true,
      purpose: 'address-correction',
    });
    const [address, payments, ...rest] = start;
    const body = {
      categories: [
        { categoryId: payments!.categoryId, name: 'Payments', firstAnswerHours: 12, resolutionHours: 72 },
        {
          categoryId: address!.categoryId,
          name: 'Address correction',
          firstAnswerHours: 2,
          resolutionHours: 12,
          purpose: 'address-correction',
        },
        ...rest
          .filter((c) => c.name !== 'Other')
          .map(({ categoryId, name, firstAnswerHours, resolutionHours }) => ({ categoryId, name, firstAnswerHours, resolutionHours })),
        { name: 'Carrier claims', firstAnswerHours: 24, resolutionHours: 240 },
      ],
    };
    const set = await opsCall(ctx, 'PUT', '/case-categories', body);
    expect(set.statusCode, set.body).toBe(200);
    const after = set.json<CaseCategoryView[]>();
    expect(after.filter((c) => c.active).map((c) => c.name)).toEqual([
      'Payments',
      'Address correction',
      'Deduction question',
      'Shipping and labels',
      'Returns',
      'Account and access',
      'Carrier claims',
    ]);
    expect(after.find((c) => c.name === 'Other')).toMatchObject({ active: false });
    const supplierChoice = (await ctx.as(ACME, { method: 'GET', url: '/api/cases/categories' })).json<CaseCategoryView[]>();
    expect(supplierChoice.map((c) => c.name)).not.toContain('Other');
    const opened = await openCase(ctx, ACME, { categoryId: address!.categoryId });
    expect(opened.timeLeft).toMatchObject({ minutesLeft: 120 });
    // back as it was, by id, but Other by its name alone: the deactivated one comes back, no second Other
    const back = await opsCall(ctx, 'PUT', '/case-categories', {
      categories: start.map(({ categoryId, name, firstAnswerHours, resolutionHours, purpose }) =>
        name === 'Other' ? { name, firstAnswerHours, resolutionHours } : { categoryId, name, firstAnswerHours, resolutionHours, purpose },
      ),
    });
    expect(back.statusCode, back.body).toBe(200);
    const restored = back.json<CaseCategoryView[]>();
    expect(restored.filter((c) => c.active).map((c) => [c.categoryId, c.name])).toEqual(start.map((c) => [c.categoryId, c.name]));
    expect(restored.find((c) => c.name === 'Carrier claims')).toMatchObject({ active: false });
    expect(restored.filter((c) => c.purpose === 'address-correction').map((c) => c.categoryId)).toEqual([address!.categoryId]);
  });

  it('moves the address correction purpose to another category; a category left out keeps none', async () => {
    const start = await get();
    const active = start.filter((c) => c.active);
    const listWith = (purposeOf: number | null, without: number | null = null) => ({
      categories: active
        .filter((c) => c.categoryId !== without)
        .map(({ categoryId, name, firstAnswerHours, resolutionHours }) => ({
          categoryId,
          name,
          firstAnswerHours,
          resolutionHours,
          purpose: categoryId === purposeOf ? 'address-correction' : null,
        })),
    });
    const [address, other] = [active[0]!, active.at(-1)!];
    const moved = await opsCall(ctx, 'PUT', '/case-categories', listWith(other.categoryId));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      moved
        .json<CaseCategoryView[]>()
        .filter((c) => c.purpose)
        .map((c) => c.name),
    ).toEqual([other.name]);
    // left out: deactivated, and no longer the address correction one
    const left = await opsCall(ctx, 'PUT', '/case-categories', listWith(null, other.categoryId));
    expect(left.json<CaseCategoryView[]>().find((c) => c.categoryId === other.categoryId)).toMatchObject({ active: false, purpose: null });
    const back = await opsCall(ctx, 'PUT', '/case-categories', listWith(address.categoryId));
    expect(back.statusCode, back.body).toBe(200);
    expect(await get()).toEqual(start);
  });

  it('answers 400 at each bad field and changes nothing', async () => {
    const start = await get();
    const one = { name: 'Returns', firstAnswerHours: 24, resolutionHours: 96 };
    const cases: [object, string, string?][] = [
      [{ categories: [] }, '$.categories'],
      [{ categories: [{ ...one, name: '' }] }, '$.categories[0].name'],
      [{ categories: [{ ...one, name: 'x'.repeat(81) }] }, '$.categories[0].name'],
      [{ categories: [{ ...one, firstAnswerHours: 0 }] }, '$.categories[0].firstAnswerHours'],
      [{ categories: [{ ...one, firstAnswerHours: 1.5 }] }, '$.categories[0].firstAnswerHours'],
      [{ categories: [{ ...one, resolutionHours: 8761 }] }, '$.categories[0].resolutionHours'],
      [{ categories: [{ ...one, resolutionHours: 12 }] }, '$.categories[0].resolutionHours', CASE_MESSAGES.resolutionBeforeFirstAnswer],
      [{ categories: [one, { ...one, name: 'RETURNS' }] }, '$.categories', CASE_MESSAGES.categoryNamesUnique],
      [{ categories: [{ ...one, categoryId: 2147483647 }] }, '$.categories[0].categoryId', CASE_MESSAGES.categoryNotFound],
      [{ categories: [{ ...one, active: 'yes' }] }, '$.categories[0].active'],
      [{ categories: [{ ...one, name: 'Tab\there' }] }, '$.categories[0].name'],
      [{ categories: [{ ...one, purpose: 'returns' }] }, '$.categories[0].purpose'],
      [
        {
          categories: [
            { ...one, purpose: 'address-correction' },
            { ...one, name: 'Other', purpose: 'address-correction' },
          ],
        },
        '$.categories',
        CASE_MESSAGES.onePurposeEach('address-correction'),
      ],
      // renaming the first category to the name of one the list leaves out
      [
        { categories: [{ ...one, categoryId: start[0]!.categoryId, name: 'other' }] },
        '$.categories[0].name',
        CASE_MESSAGES.categoryNameTaken,
      ],
    ];
    for (const [payload, path, message] of cases)
      expectValidationError(await opsCall(ctx, 'PUT', '/case-categories', payload), path, message);
    expect(await get()).toEqual(start);
  });
});
