// Payments (docs/decisions/payments.md): the operator makes today a run day of the payment calendar in the console; the
// supplier reads the next payment's date and amount on the overview; the operator posts today's run in the console,
// and the supplier's remittance of that day pays what the overview said, to the cent. Then the supplier disputes a
// deduction that run held back, with a reason, a comment and a file, the operator accepts it in the disputes queue
// (its reversal waits for the next run day, which has not come), and the order's activity tells the path. The test
// raises its own deduction (by hand, as the operator, on an order a seeded run paid). The E2E portal runs on the wall
// clock and the seed's runs end yesterday, so today's run is free. On a weekend or a holiday today is not a run day
// (its run was the business day before, which has passed): the console says so, and the test takes the documented
// off-cycle path instead: the overview's next payment is the next run day, whose preview pays the overview's amount,
// and the operator posts today's run off-cycle with its reason; the remittance pays what today's preview said.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, OPERATOR, operatorPage, startSession, tokenOf } from '../fixtures/session.ts';
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

/** "Dec 01, 2026": the portal's date format. */
const shownDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Dec 15, 2026" -> "2026-12-15": a day the portal shows, as the date field takes it. */
function dayOfShown(shown: string): string {
  const [, month, day, year] = /^([A-Z][a-z]{2}) (\d{2}), (\d{4})$/.exec(shown)!;
  return `${year}-${String(MONTHS.indexOf(month!) + 1).padStart(2, '0')}-${day}`;
}

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
  // the server's day (the portal runs on the wall clock): the day the supplier and the operator see as today
  const today = usDay(0);
  const deduction = await raisedDeduction(request, '4.75');
  const number = deduction.deductionNumber;

  const ops = await operatorPage(browser);
  try {
    // the operator makes today a run day of the calendar, in the console
    await ops.page.goto('/ops/payment-calendar');
    const runDays = ops.page.getByRole('textbox', { name: /Run days of the month/ });
    await expect(runDays).toHaveValue('1, 15');
    // today's day of the month among the run days (once: it may be the 1st or the 15th already)
    const days = [...new Set([1, 15, Number(today.slice(8))])].sort((a, b) => a - b);
    await runDays.fill(days.join(', '));
    await ops.page.getByRole('button', { name: 'Save calendar' }).click();
    await expect(ops.page.getByText('The payment calendar was saved.')).toBeVisible();

    // the console says whether today is a run day: on a weekend or a holiday it is not (its run moved to the business
    // day before, which has passed), and the operator takes the documented off-cycle path with a reason
    await ops.page.goto('/ops/payment-runs');
    await ops.page.getByLabel('Run date').fill(today);
    const calendarDay = ops.page.getByText('A run day of the payment calendar.');
    const offCycleDay = ops.page.getByText('Not a run day of the payment calendar: post it off-cycle, with its reason.');
    await expect(calendarDay.or(offCycleDay)).toBeVisible();
    const onCalendar = await calendarDay.isVisible();

    // the supplier reads the next payment and its amount: today's run on a run day, else the next run day's
    await startSession(page, ADMIN);
    await page.goto('/payments/overview');
    const next = page.getByRole('region', { name: 'Next payment' });
    const expected = next.getByText(/^Expected on [A-Z][a-z]{2} \d{2}, \d{4}$/);
    await expect(expected).toBeVisible();
    const nextDay = dayOfShown((await expected.textContent())!.replace('Expected on ', ''));
    const amount = (await next.getByText(/^\$[\d,]+\.\d{2}$/).textContent())!;
    const coming = page.getByRole('region', { name: 'Coming payment runs' });
    await expect(coming.getByRole('region', { name: `Payment run on ${shownDay(nextDay)}` })).toContainText(`Pays you ${amount}`);
    await expect(coming.getByText(/due on or before its day/)).toBeVisible();
    if (onCalendar) expect(nextDay).toBe(today);
    else {
      expect(nextDay > today).toBe(true);
      // the overview's amount is what the preview of that run pays the supplier (one function)
      await ops.page.getByLabel('Run date').fill(nextDay);
      await expect(calendarDay).toBeVisible();
      await ops.page.getByRole('button', { name: 'Preview' }).click();
      const nextPreview = ops.page.getByRole('table', { name: `Preview of the run on ${nextDay}` });
      await expect(nextPreview.getByRole('row', { name: new RegExp(ACME_NAME) })).toContainText(amount);
      await ops.page.getByLabel('Run date').fill(today);
      await ops.page.getByRole('checkbox', { name: 'Off-cycle run' }).check();
      await ops.page.getByRole('textbox', { name: /^Reason for the off-cycle run/ }).fill('Weekend catch-up of the E2E run');
    }

    // the operator posts today's run, preview first, and confirms it with its totals
    await ops.page.getByRole('button', { name: 'Preview' }).click();
    const preview = ops.page.getByRole('table', { name: `Preview of the run on ${today}` });
    const acmeRow = preview.getByRole('row', { name: new RegExp(ACME_NAME) });
    if (onCalendar) await expect(acmeRow).toContainText(amount);
    // what today's run pays Acme: the overview's amount on a run day, the preview's on an off-cycle day
    const paid = onCalendar
      ? amount
      : (await acmeRow
          .getByRole('cell')
          .filter({ hasText: /^-?\$[\d,]+\.\d{2}$/ })
          .last()
          .textContent())!;
    await ops.page.getByRole('button', { name: 'Post run' }).click();
    const confirm = ops.page.getByRole('dialog', { name: 'Post the payment run?' });
    await expect(confirm.getByText('Total to be paid')).toBeVisible();
    await confirm.getByRole('button', { name: 'Post run' }).click();
    await expect(ops.page.getByText(/^The run on .* was posted\.$/)).toBeVisible();
    await expect(ops.page.getByRole('button', { name: 'Post run' })).toBeDisabled();
    const how = onCalendar ? 'Calendar run day' : 'Off-cycle: Weekend catch-up of the E2E run';
    await expect(
      ops.page.getByRole('table', { name: 'Posted runs' }).getByRole('row', { name: new RegExp(`${shownDay(today)}.*${how}`) }),
    ).toBeVisible();

    // the supplier's remittance of today pays what the overview (or the off-cycle preview) said, to the cent
    await page.goto('/payments/remittances');
    await expect(
      page.getByRole('grid').getByRole('row', { name: new RegExp(`${shownDay(today)}.*${paid.replace(/[$.]/g, '\\$&')}`) }),
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
      ops.page.getByText(`The dispute of ${number} was accepted: the deduction is reversed and paid back on the next remittance.`),
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
