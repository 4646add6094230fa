// Payments (docs/decisions/payments.md): the operator makes today a run day of the payment calendar in the console; the
// supplier reads the next payment's date and amount on the overview; the operator posts that run on its day in the
// console, and the supplier's remittance of that day pays what the overview said, to the cent. Then the supplier
// disputes a deduction that run held back, with a reason, a comment and a file, the operator accepts it in the
// disputes queue (its reversal waits for the next run day, which has not come), and the order's activity tells the
// path. The test raises its own deduction (by hand, as the operator, on an order a seeded run paid). The E2E portal
// runs on the wall clock and the seed's runs end yesterday, so today's run is free; a run day on a weekend or a
// holiday is paid on the business day before, which has passed, so on those days the test is skipped.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, OPERATOR, operatorPage, signedIn, tokenOf } from '../fixtures/session.ts';
import { usDay } from '../fixtures/us-day.ts';

const ACME_NAME = 'Acme Home Goods';

/** A deduction raised by hand on an Acme order a seeded run paid: the next run holds it back as a line of its own. */
async function raisedDeduction(request: APIRequestContext, amount: string) {
  const [admin, ops] = await Promise.all([tokenOf(request, ADMIN), tokenOf(request, OPERATOR)]);
  const query = JSON.stringify({ filterModel: { status: { filterType: 'set', values: ['Paid'] } } });
  const paid = await request.get(`/api/payments/invoices?limit=1&offset=0&query=${encodeURIComponent(query)}`, { headers: admin });
  expect(paid.ok()).toBeTruthy();
  const [invoice] = (await paid.json()) as { orderId: number; purchaseOrderNumber: string }[];
  const suppliers = (await (await request.get('/api/ops/supplier-options', { headers: ops })).json()) as { value: number; label: string }[];
  const raised = await request.post('/api/ops/payments/deductions', {
    headers: ops,
    data: {
      supplierId: suppliers.find((s) => s.label === ACME_NAME)!.value,
      orderId: invoice!.orderId,
      type: 'Freight',
      amount,
      reason: 'Freight billed to the marketplace account',
    },
  });
  expect(raised.status()).toBe(201);
  const deduction = (await raised.json()) as { deductionId: number; deductionNumber: string };
  return { ...deduction, orderId: invoice!.orderId };
}

/** Is the day a business day of the demo calendar (no weekend, none of its holidays)? */
async function isBusinessDay(request: APIRequestContext, day: string) {
  const ops = await tokenOf(request, OPERATOR);
  const calendar = (await (await request.get('/api/ops/payments/calendar', { headers: ops })).json()) as { holidays: string[] };
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !calendar.holidays.includes(day);
}

/** "Dec 01, 2026": the portal's date format. */
const shownDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** A small valid PDF: the dispute's evidence. */
function evidencePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('the supplier reads the next payment on the overview, the operator posts that run on its day, and the remittance pays it to the cent; a deduction it held back is disputed and accepted', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const today = usDay(0);
  test.skip(
    !(await isBusinessDay(request, today)),
    'a run day on a weekend or holiday is paid on the business day before, which has passed',
  );
  const deduction = await raisedDeduction(request, '4.75');
  const number = deduction.deductionNumber;

  // the operator makes today a run day of the calendar, in the console
  const ops = await operatorPage(browser);
  try {
    await ops.page.goto('/ops/payment-calendar');
    const runDays = ops.page.getByRole('textbox', { name: /Run days of the month/ });
    await expect(runDays).toHaveValue('1, 15');
    // today's day of the month among the run days (once: it may be the 1st or the 15th already)
    const days = [...new Set([1, 15, Number(today.slice(8))])].sort((a, b) => a - b);
    await runDays.fill(days.join(', '));
    await ops.page.getByRole('button', { name: 'Save calendar' }).click();
    await expect(ops.page.getByText('The payment calendar was saved.')).toBeVisible();

    // the supplier reads the next payment: today's run, and its amount
    await signedIn(page, ADMIN, /Welcome/);
    await page.goto('/payments/overview');
    const next = page.getByRole('region', { name: 'Next payment' });
    await expect(next.getByText(`Expected on ${shownDay(today)}`)).toBeVisible();
    const amount = (await next.getByText(/^\$[\d,]+\.\d{2}$/).textContent())!;
    const coming = page.getByRole('region', { name: 'Coming payment runs' });
    await expect(coming.getByRole('region', { name: `Payment run on ${shownDay(today)}` })).toContainText(`Pays you ${amount}`);
    await expect(coming.getByText(/due on or before its day/)).toBeVisible();

    // the operator posts that run on its day, preview first
    await ops.page.goto('/ops/payment-runs');
    await ops.page.getByLabel('Run date').fill(today);
    await expect(ops.page.getByText('A run day of the payment calendar.')).toBeVisible();
    await ops.page.getByRole('button', { name: 'Preview' }).click();
    const preview = ops.page.getByRole('table', { name: `Preview of the run on ${today}` });
    await expect(preview.getByRole('row', { name: new RegExp(ACME_NAME) })).toContainText(amount);
    await ops.page.getByRole('button', { name: 'Post run' }).click();
    const confirm = ops.page.getByRole('dialog', { name: 'Post the payment run?' });
    await expect(confirm.getByText('Total to be paid')).toBeVisible();
    await confirm.getByRole('button', { name: 'Post run' }).click();
    await expect(ops.page.getByText(/^The run on .* was posted\.$/)).toBeVisible();
    await expect(ops.page.getByRole('button', { name: 'Post run' })).toBeDisabled();
    await expect(
      ops.page.getByRole('table', { name: 'Posted runs' }).getByRole('row', { name: new RegExp(`${shownDay(today)}.*Calendar run day`) }),
    ).toBeVisible();

    // the supplier's remittance of today pays what the overview said, to the cent
    await page.goto('/payments/remittances');
    await expect(
      page.getByRole('grid').getByRole('row', { name: new RegExp(`${shownDay(today)}.*${amount.replace(/[$.]/g, '\\$&')}`) }),
    ).toBeVisible();

    // the supplier disputes the deduction the run held back, with a reason, a comment and a file
    await page.goto(`/payments/deductions/${deduction.deductionId}`);
    await expect(page.getByRole('heading', { name: `Deduction ${number}` })).toBeVisible();
    await expect(page.getByRole('link', { name: /^RMT-\d{6}$/ })).toHaveCount(1);
    await expect(page.getByText('Not disputed', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Dispute', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Dispute deduction' });
    await dialog.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Freight not owed' });
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('We shipped on our own freight account; the invoice is attached.');
    await dialog
      .getByLabel('Files (optional)')
      .setInputFiles({ name: 'freight-invoice.pdf', mimeType: 'application/pdf', buffer: evidencePdf() });
    await expect(dialog.getByText('freight-invoice.pdf')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send dispute' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Disputed', { exact: true }).first()).toBeVisible();

    // the operator accepts it in the disputes queue: the reversal is paid on the next run day's remittance
    await ops.page.goto('/ops/disputes');
    const queue = ops.page.getByRole('table', { name: 'Disputes' });
    const row = queue.getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('Freight not owed');
    await expect(row.getByRole('button', { name: 'freight-invoice.pdf' })).toBeVisible();
    await row.getByRole('button', { name: `Accept dispute 1 of ${number}` }).click();
    await expect(
      ops.page.getByText(`The dispute of ${number} was accepted: the deduction is paid back on the next remittance.`),
    ).toBeVisible();
    await expect(row.getByText('Accepted', { exact: true })).toBeVisible();
  } finally {
    await ops.context.close();
  }
  await page.reload();
  await expect(page.getByText('Reversed', { exact: true }).first()).toBeVisible();

  // the order's activity: posted, paid in a remittance, disputed, reversed
  await page.goto(`/orders/${deduction.orderId}`);
  const activity = page.getByRole('list', { name: 'Order activity' });
  await expect(activity.getByRole('listitem').filter({ hasText: 'Deduction Posted' }).filter({ hasText: number })).toContainText(
    'Type: Freight',
  );
  await expect(activity.getByRole('listitem').filter({ hasText: 'Deduction Posted' }).filter({ hasText: number })).toContainText(
    'Amount: $4.75',
  );
  await expect(activity.getByRole('listitem').filter({ hasText: 'Deduction Disputed' }).filter({ hasText: number })).toContainText(
    'Reason: Freight not owed',
  );
  await expect(activity.getByRole('listitem').filter({ hasText: 'Deduction Reversed' }).filter({ hasText: number })).toContainText(
    'Decision: Accepted',
  );
  await expect(activity.getByRole('listitem').filter({ hasText: 'Invoice Paid' }).first()).toContainText(/Remittance Number: RMT-\d{6}/);
});
