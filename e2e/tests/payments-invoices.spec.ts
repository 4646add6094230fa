// Invoices and their payment (docs/decisions/payments.md): the demo shows each invoice status, a paid invoice's order
// tells its path in its activity (invoice, accepted for payment, scheduled, invoice paid in RMT-…), and every
// payments page keeps what matters whole and in view on a phone (390 px) and a tablet (768 px) (that no page scrolls
// sideways: page-width.spec.ts). Reads the demo data only (nothing is written), so it runs in either lane.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, startSession, tokenOf } from '../fixtures/session.ts';
import { sideways } from '../fixtures/sideways.ts';

interface InvoiceRow {
  invoiceId: number;
  orderId: number;
  invoiceNumber: string;
  status: string;
  statusReason: string | null;
  acceptedOn: string | null;
  acceptedBy: string | null;
  remittanceId: number | null;
  remittanceNumber: string | null;
}

/** The supplier's invoices of one status, newest first (the grid's own call). */
async function invoicesOf(request: APIRequestContext, headers: Record<string, string>, status: string): Promise<InvoiceRow[]> {
  const query = JSON.stringify({ filterModel: { status: { filterType: 'set', values: [status] } } });
  const res = await request.get(`/api/payments/invoices?limit=5&offset=0&query=${encodeURIComponent(query)}`, { headers });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as InvoiceRow[];
}

/** No record number (PO, INV, DED, RMT) on the page breaks across lines: each number's element is one line box. */
async function expectNumbersOnOneLine(page: Page, what: string) {
  const broken = await page.evaluate(() =>
    Array.from(document.querySelectorAll('a, span, p, dd, div'))
      .filter((el) => el.children.length === 0 && /^(PO|INV|DED|RMT)-[\w-]+$/.test(el.textContent?.trim() ?? ''))
      .filter(
        (el) =>
          el.getClientRects().length > 1 || (el as HTMLElement).offsetHeight > 2 * parseFloat(getComputedStyle(el).lineHeight || '24'),
      )
      .map((el) => el.textContent),
  );
  expect(broken, `${what}: numbers broken across lines`).toEqual([]);
}

/** No grid's column header is cut ("Deduction nu…"): each header's text fits its cell, on one line or two. */
async function expectHeadersWhole(page: Page, what: string) {
  const cut = await page.evaluate(() =>
    Array.from(document.querySelectorAll('.ag-header-cell-text'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      .map((el) => el.textContent),
  );
  expect(cut, `${what}: column headers cut`).toEqual([]);
}

test('the demo shows every invoice status, and a paid invoice’s order runs invoice, accepted, scheduled, paid in RMT-…', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await tokenOf(request, ADMIN);
  for (const status of ['Submitted', 'Rejected', 'Scheduled', 'Paid', 'PaidLessDeductions'])
    expect((await invoicesOf(request, admin, status)).length, `a demo invoice ${status}`).toBeGreaterThan(0);
  const [rejected] = await invoicesOf(request, admin, 'Rejected');
  expect(rejected!.statusReason).toBeTruthy();
  const [paid] = await invoicesOf(request, admin, 'Paid');
  expect(paid).toMatchObject({
    acceptedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    remittanceNumber: expect.stringMatching(/^RMT-/),
  });

  await startSession(page, ADMIN);
  // the invoices grid: loading, then the rows with their statuses in words and when each was accepted
  await page.goto('/payments/invoices');
  await expect(page.getByRole('columnheader', { name: 'Accepted' })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText('Partially paid')).toHaveCount(0);

  await page.goto(`/orders/${paid!.orderId}`);
  const activity = page.getByRole('list', { name: 'Order activity' });
  await expect(activity).toBeVisible();
  const entries = await activity.getByRole('listitem').allInnerTexts();
  // newest first: paid in its remittance, after scheduled, after accepted, after the invoice itself
  const index = (pattern: RegExp) => entries.findIndex((e) => pattern.test(e));
  const paidAt = index(new RegExp(`^Invoice Paid[\\s\\S]*${paid!.remittanceNumber}`));
  const scheduledAt = index(/^Invoice Scheduled/);
  const by = paid!.acceptedBy === 'OnReview' ? "By the marketplace's review" : 'On submission, checked against the order';
  const acceptedAt = index(new RegExp(`^Invoice Accepted For Payment[\\s\\S]*Acceptance: ${by}`));
  const invoiceAt = index(/^(Import |Additional )?Invoice —/);
  expect(
    [paidAt, scheduledAt, acceptedAt, invoiceAt].every((i) => i >= 0),
    entries.join('\n'),
  ).toBe(true);
  expect(paidAt).toBeLessThan(scheduledAt);
  expect(scheduledAt).toBeLessThan(acceptedAt);
  expect(acceptedAt).toBeLessThan(invoiceAt);
});

for (const width of [390, 768]) {
  // that no page scrolls sideways at either width is page-width.spec.ts's sweep, for every route
  test(`every payments page at ${width} px: its numbers on one line, its headers whole, its key columns in view`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const admin = await tokenOf(request, ADMIN);
    const [paid] = await invoicesOf(request, admin, 'PaidLessDeductions');
    const deductions = await request.get('/api/payments/deductions?limit=1&offset=0', { headers: admin });
    const [deduction] = (await deductions.json()) as { deductionId: number }[];
    await page.setViewportSize({ width, height: 900 });
    await startSession(page, ADMIN);
    const pages: [string, string][] = [
      ['/payments/overview', 'Payments'],
      ['/payments/invoices', 'Invoices'],
      ['/payments/remittances', 'Remittances'],
      [`/payments/remittances/${paid!.remittanceId}`, `Remittance ${paid!.remittanceNumber}`],
      ['/payments/deductions', 'Deductions'],
      [`/payments/deductions/${deduction!.deductionId}`, 'Deduction DED-'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0, { timeout: 20_000 });
      await expectNumbersOnOneLine(page, `${path} at ${width} px`);
      await expectHeadersWhole(page, `${path} at ${width} px`);
    }
    // the paid order's activity: its remittance number (and any deduction's) a whole word of its own, on one line
    await page.goto(`/orders/${paid!.orderId}`);
    const activity = page.getByRole('list', { name: 'Order activity' });
    await expect(activity.getByText(/Remittance Number:/).first()).toBeVisible();
    const whole = await activity.evaluate((list) =>
      Array.from(list.querySelectorAll('span'))
        .filter((el) => el.children.length === 0 && /^(RMT|DED)-\d+,?$/.test(el.textContent ?? ''))
        .map((el) => ({ text: el.textContent, lines: el.getClientRects().length })),
    );
    expect(whole.length, `the activity's numbers at ${width} px`).toBeGreaterThan(0);
    expect(whole.filter((n) => n.lines > 1)).toEqual([]);
    // a paid order's activity is longer than the sweep's first order's (the sweep is every page's width: page-width.spec.ts)
    expect(await sideways(page), `the paid order's page at ${width} px`).toBeNull();
    // the columns that matter are in view: the deductions' status at both widths, a remittance's deductions and net
    await page.goto('/payments/deductions');
    await expect(page.getByText('Loading…')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('columnheader', { name: 'Status' })).toBeInViewport({ ratio: 1 });
    await page.goto(`/payments/remittances/${paid!.remittanceId}`);
    const lines = page.getByRole('grid', { name: 'Remittance lines' });
    await expect(page.getByText('Loading…')).toHaveCount(0, { timeout: 20_000 });
    for (const column of ['Deductions', 'Net'])
      await expect(lines.getByRole('columnheader', { name: column })).toBeInViewport({ ratio: 1 });
  });
}
