// The case flow end to end, as one test (issue 42, "E2E in Chromium"; docs/decisions/cases.md): a supplier
// opens a case from its disputed deduction's page with a file; the operator finds it in the queue and answers with a
// file; the supplier's open case page shows the answer live (no reload) and the answer's mail is in the dev outbox;
// the operator then decides the dispute from the case, which resolves it. Then the other decisions taken from a case
// (an order's cancellation, a credit request opened from its row) and an address correction case answered with the
// corrected address, written onto the order (the console's order page shows it).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { openCaseInDialog, pdf } from '../fixtures/cases.ts';
import { ADMIN, nextMail, operatorPage, OPERATOR, readOutbox, startSession, tokenOf } from '../fixtures/session.ts';

interface Summary {
  id: number;
  orderIdForSearch: string;
}

/** The supplier's orders in `status` (first page), through the orders list's call. */
async function ordersIn(request: APIRequestContext, headers: Record<string, string>, status: string): Promise<Summary[]> {
  const query = JSON.stringify({ filterModel: { fulfillmentStatus: { filterType: 'set', values: [status] } }, sortModel: [] });
  const res = await request.get('/api/order-summaries', { headers, params: { limit: 50, offset: 0, query } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Summary[];
}

async function openCase(request: APIRequestContext, headers: Record<string, string>, categoryName: string, subject: string, link: object) {
  const categories = (await (await request.get('/api/cases/categories', { headers })).json()) as { categoryId: number; name: string }[];
  const category = categories.find((c) => c.name === categoryName)!;
  const opened = await request.post('/api/cases', {
    headers,
    data: { categoryId: category.categoryId, subject, message: 'Please have a look.', link },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  return (await opened.json()) as { caseId: number; caseNumber: string };
}

async function acmeId(request: APIRequestContext, operator: Record<string, string>): Promise<number> {
  const suppliers = (await (await request.get('/api/ops/suppliers', { headers: operator, params: { limit: 100, offset: 0 } })).json()) as {
    id: number;
    name: string;
  }[];
  return suppliers.find((s) => s.name === 'Acme Home Goods')!.id;
}

test('a supplier opens a case from a deduction with a file; the operator answers with a file; the supplier sees it live and mailed; the dispute is decided from the case', async ({
  page,
  browser,
  request,
}) => {
  const admin = await tokenOf(request, ADMIN);
  const operator = await tokenOf(request, OPERATOR);
  const [order] = await ordersIn(request, admin, 'Complete');
  const deduction = await request.post('/api/ops/payments/deductions', {
    headers: operator,
    data: {
      supplierId: await acmeId(request, operator),
      orderId: order!.id,
      type: 'Freight',
      amount: '17.50',
      reason: 'Freight re-billed',
    },
  });
  expect(deduction.status(), await deduction.text()).toBe(201);
  const { deductionId, deductionNumber } = (await deduction.json()) as { deductionId: number; deductionNumber: string };
  const disputed = await request.post(`/api/payments/deductions/${deductionId}/disputes`, {
    headers: admin,
    data: { reason: 'FreightNotOwed', comment: 'We shipped on our own account.' },
  });
  expect(disputed.status(), await disputed.text()).toBe(201);

  // the supplier opens the case from the deduction's page, with a file, and keeps the case open
  await startSession(page, ADMIN);
  await page.goto(`/payments/deductions/${deductionId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Deduction ${deductionNumber}` })).toBeVisible();
  await page.getByRole('region', { name: 'Cases' }).getByRole('button', { name: 'Open a case' }).click();
  const { caseNumber } = await openCaseInDialog(
    page,
    `Deduction ${deductionNumber}`,
    'Deduction question',
    'Freight deduction is wrong',
    pdf('carrier-scan.pdf'),
  );
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('button', { name: 'Download carrier-scan.pdf' })).toBeVisible();
  await page.evaluate('window.__caseOpen = true');
  const mailsBefore = (await readOutbox(request, ADMIN)).length;

  const { context, page: ops } = await operatorPage(browser);
  try {
    await ops.getByRole('link', { name: 'Cases', exact: true }).click();
    await expect(ops.getByRole('heading', { name: 'Cases', level: 1 })).toBeVisible();
    await ops.getByRole('combobox', { name: 'Category' }).click();
    await ops.getByRole('option', { name: 'Deduction question' }).click();
    await ops.getByRole('textbox', { name: 'Supplier' }).fill('Acme');
    await ops.getByRole('link', { name: caseNumber }).click();
    await expect(ops.getByRole('heading', { name: `Case ${caseNumber}`, level: 1 })).toBeVisible();
    await expect(ops.getByRole('link', { name: `Deduction ${deductionNumber}` })).toBeVisible();
    const opsMessages = ops.getByRole('list', { name: 'Messages' });
    await expect(opsMessages.getByRole('button', { name: 'Download carrier-scan.pdf' })).toBeVisible();

    await ops.getByLabel('Files (optional)').setInputFiles(pdf('freight-contract.pdf'));
    await ops.getByRole('textbox', { name: 'Your answer' }).fill('The freight was billed by contract; see the file.');
    await ops.getByRole('button', { name: 'Send answer' }).click();
    await expect(opsMessages.getByText('The freight was billed by contract; see the file.')).toBeVisible();

    // live on the supplier's open page (no reload), with the file; and one mail of the answer with its link
    await expect(messages.getByText('The freight was billed by contract; see the file.')).toBeVisible();
    await expect(messages.getByRole('button', { name: 'Download freight-contract.pdf' })).toBeVisible();
    await expect(page.getByText('Waiting on you')).toBeVisible();
    expect(await page.evaluate('window.__caseOpen')).toBe(true);
    const mail = await nextMail(request, ADMIN, mailsBefore);
    expect(mail.subject).toBe(`Answer on ${caseNumber}: Freight deduction is wrong`);
    expect(mail.text).toContain('The freight was billed by contract; see the file.');
    expect(mail.text).toMatch(/\/support\/cases\/\d+/);

    // the dispute's decision from the case: accepted, the case resolved with the decision as the operator's message
    await ops.getByRole('button', { name: `Accept dispute 1 of ${deductionNumber}` }).click();
    await expect(ops.getByText('Resolved', { exact: true }).first()).toBeVisible();
    await expect(ops.getByRole('heading', { name: 'Decide the dispute' })).toHaveCount(0);
    await expect(messages.getByText(`Your dispute of the deduction ${deductionNumber} was accepted`, { exact: false })).toBeVisible();
    await expect(page.getByText('Resolved', { exact: true }).first()).toBeVisible();
    expect(await page.evaluate('window.__caseOpen')).toBe(true);
  } finally {
    await context.close();
  }
});

test("an order's cancellation is declined from a case about the order", async ({ browser, request }) => {
  const admin = await tokenOf(request, ADMIN);
  const [, order] = await ordersIn(request, admin, 'NeedsProcessing');
  const canceled = await request.post(`/api/orders/${order!.id}/cancellation`, {
    headers: admin,
    data: { reason: 'CancelAtSellersRequest' },
  });
  expect(canceled.status(), await canceled.text()).toBe(204);
  const { caseId, caseNumber } = await openCase(request, admin, 'Other', 'Please keep the order', { kind: 'order', id: order!.id });
  const { context, page: ops } = await operatorPage(browser);
  try {
    await ops.goto(`/ops/cases/${caseId}`);
    await expect(ops.getByRole('heading', { name: `Case ${caseNumber}`, level: 1 })).toBeVisible();
    const card = ops.getByRole('region', { name: 'Decide the cancellation' });
    await card.getByRole('button', { name: `Decline the cancellation of ${order!.orderIdForSearch}` }).click();
    await expect(ops.getByText('Resolved', { exact: true }).first()).toBeVisible();
    await expect(
      ops
        .getByRole('list', { name: 'Messages' })
        .getByText(`The cancellation of order ${order!.orderIdForSearch} was declined`, { exact: false }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a supplier opens a case from a credit request row, and the operator withdraws the request from the case', async ({
  page,
  browser,
  request,
}) => {
  const admin = await tokenOf(request, ADMIN);
  const operator = await tokenOf(request, OPERATOR);
  const [order] = await ordersIn(request, admin, 'Complete');
  const raised = await request.post('/api/ops/credit-requests', {
    headers: operator,
    data: { purchaseOrderNumber: order!.orderIdForSearch, amount: '13.75', reasonForCredit: 'E2E return' },
  });
  expect(raised.status(), await raised.text()).toBe(201);

  await startSession(page, ADMIN);
  const po = order!.orderIdForSearch;
  await page.goto(`/accounting/credit-requests`);
  await page
    .getByRole('button', { name: `Open a case about the credit request of ${po}` })
    .first()
    .click();
  const { caseId, caseNumber } = await openCaseInDialog(page, `Credit request ${po} ($13.75)`, 'Other', 'We did not get this return');

  const { context, page: ops } = await operatorPage(browser);
  try {
    await ops.goto(`/ops/cases/${caseId}`);
    await expect(ops.getByRole('heading', { name: `Case ${caseNumber}`, level: 1 })).toBeVisible();
    const card = ops.getByRole('region', { name: 'Decide the credit request' });
    await card.getByRole('textbox', { name: 'Reason' }).fill('Raised by mistake.');
    await card.getByRole('button', { name: `Withdraw the credit request of ${po}` }).click();
    await expect(ops.getByText('Resolved', { exact: true }).first()).toBeVisible();
    // the supplier's open case follows, and the request has left the open credit requests
    await expect(
      page.getByRole('list', { name: 'Messages' }).getByText(`withdrew the credit request ${po}`, { exact: false }),
    ).toBeVisible();
    await page.goto(`/accounting/credit-requests`);
    await expect(page.getByRole('heading', { name: 'Credit requests', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: `Open a case about the credit request of ${po}` })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('an address correction case is answered with the corrected address, written onto the order', async ({ browser, request }) => {
  const admin = await tokenOf(request, ADMIN);
  const [order] = await ordersIn(request, admin, 'NeedsProcessing');
  const { caseId, caseNumber } = await openCase(request, admin, 'Address correction', 'The street is wrong', {
    kind: 'order',
    id: order!.id,
  });
  const { context, page: ops } = await operatorPage(browser);
  try {
    await ops.goto(`/ops/cases/${caseId}`);
    await expect(ops.getByRole('heading', { name: `Case ${caseNumber}`, level: 1 })).toBeVisible();
    const form = ops.getByRole('region', { name: `Correct the shipping address of ${order!.orderIdForSearch}` });
    await form.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Oak Avenue');
    await form.getByRole('textbox', { name: 'City' }).fill('Columbus');
    await form.getByRole('textbox', { name: 'State' }).fill('OH');
    await form.getByRole('textbox', { name: 'ZIP' }).fill('43004');
    await form.getByRole('button', { name: 'Correct the address' }).click();
    await expect(ops.getByText('Waiting on you')).toBeVisible();
    await expect(
      ops
        .getByRole('list', { name: 'Messages' })
        .getByText(`We corrected the shipping address of order ${order!.orderIdForSearch}`, { exact: false }),
    ).toBeVisible();
    await ops.getByRole('link', { name: `Order ${order!.orderIdForSearch}` }).click();
    await expect(ops.getByText('12 Oak Avenue')).toBeVisible();
  } finally {
    await context.close();
  }
});
