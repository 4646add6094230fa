// Why was I charged, through the real server and database (docs/decisions/payments.md, "Why was I charged"): a rule's
// deduction answers its rule and basis and its evidence in words, only to its own supplier; a remittance's invoice line
// names each deduction it held back (by number and type, adding up to the line's deductions, the lines to the net, in
// the API and the advice spreadsheet); a reversal is its own traced line of the next remittance; the overview's count
// is the deductions grid filtered by the card's filter.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { eq, sql } from 'drizzle-orm';
import {
  deductionsToHoldBackFilter,
  money,
  remittanceTotals,
  type DeductionDetailWithLinks,
  type DisputeRow,
  type PaymentRunPosted,
  type PaymentsOverview,
  type RemittanceLineRow,
} from '@portal/contracts';
import { ACME, CLERK, contentRangeTotal, gridGet, INTEGRATED, OPERATOR, useTestApp } from '../../../test/test-app.ts';
import { acceptedInvoice, openDeduction } from '../../../test/payments-factory.ts';
import { deductions, orderHistory, orders } from '../../db/schema/index.ts';

const ctx = useTestApp();
const NOW = new Date('2033-06-15T15:00:00Z');
beforeEach(() => {
  vi.spyOn(ctx.app.clock, 'now').mockReturnValue(NOW);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const integrated = () => ctx.seed.supplierIds.integrated;
const ops = (method: 'POST' | 'PUT', url: string, payload: object) => ctx.as(OPERATOR, { method, url: `/api/ops/payments${url}`, payload });
const get = (email: string, url: string) => ctx.as(email, { method: 'GET', url: `/api/payments${url}` });
/** A run posted on its own day (the clock moved there), off-cycle: the lines are the subject here, not the calendar. */
const postRun = async (runDate: string) => {
  vi.spyOn(ctx.app.clock, 'now').mockReturnValue(new Date(`${runDate}T15:00:00Z`));
  const res = await ops('POST', '/runs', { runDate, offCycle: true, reason: 'Remittance lines test' });
  vi.spyOn(ctx.app.clock, 'now').mockReturnValue(NOW);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentRunPosted>();
};
const linesOf = async (run: PaymentRunPosted) => {
  const number = run.suppliers.find((s) => s.supplierId === integrated())!.remittanceNumber!;
  const [r] = await ctx.database.db
    .execute<{ id: number }>(sql`select id from remittances where remittance_number = ${number}`)
    .then((x) => ('rows' in x ? (x.rows as { id: number }[]) : (x as unknown as { id: number }[])));
  const page = await gridGet(ctx, INTEGRATED, `/api/payments/remittances/${r!.id}/lines`, { limit: '500' });
  expect(page.statusCode, page.body).toBe(200);
  return { remittanceId: r!.id, lines: page.json<RemittanceLineRow[]>() };
};

/** An invoiced order of the integrated supplier that shipped on `shippedOn` (New York noon), promised `promised`. */
async function lateInvoicedOrder(total: string, dueDate: string, promised: string, shippedOn: string) {
  const order = await acceptedInvoice(ctx.database.db, integrated(), { total, dueDate, acceptedOn: new Date(`${shippedOn}T18:00:00Z`) });
  await ctx.database.db.update(orders).set({ promisedShippingDate: promised, totalCost: total }).where(eq(orders.id, order.orderId));
  await ctx.database.db.insert(orderHistory).values({
    supplierId: integrated(),
    orderId: order.orderId,
    action: 'ship',
    detail: { from: 'AwaitingShipment', to: 'Invoicing' },
    createdOn: new Date(`${shippedOn}T17:00:00Z`),
  });
  return order;
}

describe('a rule deduction says which rule took how much from what', () => {
  it('answers the rule, its basis and the evidence in words, to its own supplier only', async () => {
    const rules = await ops('PUT', '/rules', {
      supplierId: null,
      rules: [
        { type: 'LateShipment', basis: 'Percent', value: '2', enabled: true, effectiveFrom: '2033-05-01' },
        { type: 'InvalidTracking', basis: 'Flat', value: '25', enabled: false, effectiveFrom: '2033-05-01' },
      ],
    });
    expect(rules.statusCode, rules.body).toBe(200);
    const order = await lateInvoicedOrder('490.00', '2033-07-20', '2033-06-01', '2033-06-03');
    const raised = await ops('POST', '/deductions/raise', { asOf: '2033-06-14' });
    expect(raised.statusCode, raised.body).toBe(200);
    const [row] = await ctx.database.db.select().from(deductions).where(eq(deductions.orderId, order.orderId));
    expect(row).toMatchObject({ type: 'LateShipment', amount: '9.80', ruleBasis: 'Percent', ruleValue: '2.00', baseAmount: '490.00' });

    const res = await get(INTEGRATED, `/deductions/${row!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<DeductionDetailWithLinks>();
    expect(d.basis).toEqual({
      ruleId: expect.any(Number),
      scope: 'Global',
      basis: 'Percent',
      value: '2.00',
      baseAmount: '490.00',
      amount: '9.80',
    });
    expect(d.basisSentence).toBe("The marketplace's late shipment rule took 2% of the order's items total of $490.00: $9.80.");
    expect(d.evidenceSentences).toEqual(['Promised to ship by Jun 01, 2033; shipped on Jun 03, 2033: 2 days late.']);
    expect(d.reason).toBe('Shipped on Jun 03, 2033, after the promised shipping date Jun 01, 2033.');
    expect(d.creditMemo).toBeNull();

    // another supplier's deduction is not found; a user without the role is refused
    expect((await get(ACME, `/deductions/${row!.id}`)).statusCode).toBe(404);
    expect((await get(CLERK, `/deductions/${row!.id}`)).statusCode).toBe(403);
  });

  it('says a deduction by hand was set by hand, with no rule basis', async () => {
    const order = await acceptedInvoice(ctx.database.db, integrated(), { total: '80.00', dueDate: '2033-07-21' });
    const id = await openDeduction(ctx.database.db, integrated(), order, '23.40', { type: 'ReturnDamage' });
    const d = (await get(INTEGRATED, `/deductions/${id}`)).json<DeductionDetailWithLinks>();
    expect(d.basis).toBeNull();
    expect(d.basisSentence).toBe('The marketplace set this return damage deduction by hand at $23.40; no rule computed it.');
  });
});

describe('remittance lines name each deduction held back', () => {
  it('lists the deductions of an invoice line by number and type, adding up to its deductions and the lines to the net; a reversal is its own line next time', async () => {
    const db = ctx.database.db;
    const a = await acceptedInvoice(db, integrated(), { total: '300.00', dueDate: '2033-08-01' });
    const postedOn = new Date('2033-06-10T15:00:00Z');
    const first = await openDeduction(db, integrated(), a, '12.50', { type: 'Freight', postedOn });
    const second = await openDeduction(db, integrated(), a, '7.25', { type: 'LabelNonCompliance', postedOn });
    const run = await postRun('2033-08-01');
    const { remittanceId, lines } = await linesOf(run);
    const line = lines.find((l) => l.invoiceId === a.invoiceId)!;
    expect(line).toMatchObject({ kind: 'Invoice', gross: '300.00', deductions: '19.75', net: '280.25', deductionId: null });
    expect(line.heldBack).toEqual([
      { deductionId: first, deductionNumber: expect.stringMatching(/^DED-\d{6}$/), type: 'Freight', amount: '12.50' },
      { deductionId: second, deductionNumber: expect.stringMatching(/^DED-\d{6}$/), type: 'LabelNonCompliance', amount: '7.25' },
    ]);
    // every invoice line's held-back deductions add up to its deductions; the lines add up to the remittance
    for (const l of lines.filter((x) => x.kind === 'Invoice')) expect(money.sum(l.heldBack.map((h) => h.amount))).toBe(l.deductions);
    const header = (await get(INTEGRATED, `/remittances/${remittanceId}`)).json<{ gross: string; deductions: string; net: string }>();
    expect(remittanceTotals(lines)).toEqual({ gross: header.gross, deductions: header.deductions, net: header.net });

    // the spreadsheet names them under the line, and its columns still add up to the totals
    const xlsx = await get(INTEGRATED, `/remittances/${remittanceId}/advice.xlsx`);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(xlsx.rawPayload).Sheets.Remittance!, { header: 1 });
    const number = line.heldBack[0]!.deductionNumber;
    expect(rows).toContainEqual(['', `Held back ${number} (freight): $12.50`]);
    const body = rows.slice(6, -1).filter((r) => typeof r[2] === 'number');
    expect(money.sum(body.map((r) => String(r[4])))).toBe(money.toFixed(String(rows.at(-1)![4])));

    // disputed, accepted: the next remittance pays it back on its own line, and the deduction's page traces both
    const disputed = await ctx.as(INTEGRATED, {
      method: 'POST',
      url: `/api/payments/deductions/${first}/disputes`,
      payload: { reason: 'FreightNotOwed', comment: 'Our own freight account.' },
    });
    expect(disputed.statusCode, disputed.body).toBe(201);
    const decided = await ops('POST', `/disputes/${disputed.json<DisputeRow>().disputeId}/decision`, { decision: 'Accepted' });
    expect(decided.statusCode, decided.body).toBe(200);
    const b = await acceptedInvoice(db, integrated(), { total: '50.00', dueDate: '2033-08-15' });
    const next = await linesOf(await postRun('2033-08-15'));
    const reversal = next.lines.find((l) => l.kind === 'Reversal' && l.deductionId === first);
    expect(reversal).toMatchObject({ deductionType: 'Freight', gross: '12.50', deductions: '0.00', net: '12.50', heldBack: [] });
    expect(next.lines.find((l) => l.invoiceId === b.invoiceId)!.heldBack).toEqual([]);
    const page = (await get(INTEGRATED, `/deductions/${first}`)).json<DeductionDetailWithLinks>();
    expect(page.status).toBe('Reversed');
    expect(page.appliedRemittanceNumber).not.toBeNull();
    expect(page.reversalRemittanceNumber).not.toBeNull();
  });
});

describe('one word per state', () => {
  it("counts on the overview exactly the deductions the card's filter lists", async () => {
    const order = await acceptedInvoice(ctx.database.db, integrated(), { total: '40.00', dueDate: '2033-09-30' });
    await openDeduction(ctx.database.db, integrated(), order, '3.00', { type: 'Freight' });
    await openDeduction(ctx.database.db, integrated(), order, '4.00', { type: 'Freight', status: 'Disputed' });
    await openDeduction(ctx.database.db, integrated(), order, '5.00', { type: 'Freight', status: 'Reversed' });
    const overview = (await get(INTEGRATED, '/overview')).json<PaymentsOverview>();
    const grid = await gridGet(ctx, INTEGRATED, '/api/payments/deductions', {
      limit: '500',
      query: { filterModel: deductionsToHoldBackFilter() },
    });
    expect(grid.statusCode, grid.body).toBe(200);
    const rows = grid.json<{ amount: string; status: string; appliedRemittanceNumber: string | null }[]>();
    expect(contentRangeTotal(grid)).toBe(overview.openDeductions.count);
    expect(money.sum(rows.map((r) => r.amount))).toBe(overview.openDeductions.amount);
    expect(rows.every((r) => r.status !== 'Reversed' && r.appliedRemittanceNumber === null)).toBe(true);
  });

  it('refuses an unknown held-back value in the filter', async () => {
    const res = await gridGet(ctx, INTEGRATED, '/api/payments/deductions', {
      query: { filterModel: { heldBack: { filterType: 'set', values: ['Maybe'] } } },
    });
    expect(res.statusCode).toBe(400);
  });
});
