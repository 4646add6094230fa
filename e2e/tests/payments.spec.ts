// Payments (docs/decisions/payments.md): the supplier disputes a deduction with a reason, a comment and a file, the
// operator accepts it in the disputes queue, the next payment run pays the deduction back on the supplier's new
// remittance (its lines grid, filtered to the deduction, shows the reversal), and the order's activity tells the whole
// path. The test raises its own deduction (by hand, as the operator, on an order a seeded run paid) and posts the run
// that holds it back itself, through the calls, for today's US day; the run in the console is the next day (the
// seed's runs end yesterday, so both dates are free).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, OPERATOR, operatorPage, signedIn, tokenOf } from '../fixtures/session.ts';
import { usDay } from '../fixtures/us-day.ts';

const ACME_NAME = 'Acme Home Goods';

/** A deduction raised by hand on an Acme order a seeded run paid, then held back by a run posted for today. */
async function appliedDeduction(request: APIRequestContext, amount: string, runDate: string) {
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
  const run = await request.post('/api/ops/payments/runs', { headers: ops, data: { runDate } });
  expect(run.status(), await run.text()).toBe(200);
  return { ...deduction, orderId: invoice!.orderId };
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

test('a disputed deduction, accepted by the operator, is paid back on the next remittance and the order tells the whole path', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // a retry posts its two runs on the two days after the first attempt's: a date's run is posted once
  const firstDay = test.info().retry * 2;
  const deduction = await appliedDeduction(request, '4.75', usDay(firstDay));
  const number = deduction.deductionNumber;

  // the supplier disputes it with a reason, a comment and a file
  await signedIn(page, ADMIN, /Welcome/);
  await page.goto(`/payments/deductions/${deduction.deductionId}`);
  await expect(page.getByRole('heading', { name: `Deduction ${number}` })).toBeVisible();
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

  // the operator accepts it in the disputes queue; then posts the next day's run, preview first
  const ops = await operatorPage(browser);
  const runDate = usDay(firstDay + 1);
  try {
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

    await ops.page.goto('/ops/payment-runs');
    await ops.page.getByLabel('Run date').fill(runDate);
    await ops.page.getByRole('button', { name: 'Preview' }).click();
    const preview = ops.page.getByRole('table', { name: `Preview of the run on ${runDate}` });
    await expect(preview.getByRole('row', { name: new RegExp(ACME_NAME) })).toBeVisible();
    await ops.page.getByRole('button', { name: 'Post run' }).click();
    const confirm = ops.page.getByRole('dialog', { name: 'Post the payment run?' });
    await expect(confirm.getByText('Total to be paid')).toBeVisible();
    await confirm.getByRole('button', { name: 'Post run' }).click();
    await expect(ops.page.getByText(/^The run on .* was posted\.$/)).toBeVisible();
    await expect(ops.page.getByRole('button', { name: 'Post run' })).toBeDisabled();
  } finally {
    await ops.context.close();
  }

  // the supplier's deduction is Reversed and paid back in the new remittance, whose lines show the reversal
  await page.reload();
  await expect(page.getByText('Reversed', { exact: true }).first()).toBeVisible();
  // "Held back in" the run of today, "Paid back in" the console's run
  const remittances = page.getByRole('link', { name: /^RMT-\d{6}$/ });
  await expect(remittances).toHaveCount(2);
  const remittanceNumber = (await remittances.last().textContent())!;
  await remittances.last().click();
  // the link opens the remittances grid filtered to that number (the deduction page's own link has the same name)
  await expect(page.getByRole('heading', { level: 1, name: 'Remittances' })).toBeVisible();
  await page.getByRole('grid').getByRole('link', { name: remittanceNumber }).click();
  await expect(page.getByRole('heading', { name: `Remittance ${remittanceNumber}` })).toBeVisible();
  // its lines are a grid read page by page: filtered (the grid's URL state) to the deduction, whatever the page it is on
  const lines = page.getByRole('grid', { name: 'Remittance lines' });
  await expect(lines.getByRole('row').nth(1)).toBeVisible();
  const filter = { reference: { filterType: 'text', type: 'contains', filter: number } };
  await page.goto(`${new URL(page.url()).pathname}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`);
  await expect(lines.getByRole('row', { name: new RegExp(`Deduction reversal ${number} \\(freight\\).*\\$4\\.75`) })).toBeVisible();

  // the order's activity: posted, disputed, reversed, and paid in a remittance
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

test("a remittance's lines fit 768 px: the Net column shows without scrolling the grid sideways", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await signedIn(page, ADMIN, /Welcome/);
  await page.goto('/payments/remittances');
  await page
    .getByRole('grid')
    .getByRole('link', { name: /^RMT-\d+$/ })
    .first()
    .click();
  const lines = page.getByRole('grid', { name: 'Remittance lines' });
  await expect(lines.getByRole('row').nth(1)).toBeVisible();
  const grid = (await lines.boundingBox())!;
  const net = (await lines.getByRole('columnheader', { name: 'Net' }).boundingBox())!;
  expect(net.x + net.width).toBeLessThanOrEqual(grid.x + grid.width);
  // the first line's Net cell too (a column the grid scrolled to would be drawn past its edge)
  const cell = (await lines.getByRole('row').nth(1).getByRole('gridcell').last().boundingBox())!;
  expect(cell.x + cell.width).toBeLessThanOrEqual(grid.x + grid.width);
});
