// The console's case screens end to end (docs/decisions/cases.md): a supplier opens a case about its disputed
// deduction (through the API: the case's "Open a case" screens are another helper's), the operator finds it in the
// queue, answers with a file, and the supplier's open case page shows the answer live; the operator then decides the
// dispute from the case, which resolves it. An address correction case answered with the corrected address, written
// onto the order (the console's order page shows it).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, OPERATOR, operatorPage, startSession, tokenOf } from '../fixtures/session.ts';

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

test('the operator answers a deduction case with a file, the supplier sees it live, and the dispute is decided from the case', async ({
  page,
  browser,
  request,
}) => {
  const admin = await tokenOf(request, ADMIN);
  const operator = await tokenOf(request, OPERATOR);
  const [order] = await ordersIn(request, admin, 'Complete');
  const suppliers = (await (await request.get('/api/ops/suppliers', { headers: operator, params: { limit: 100, offset: 0 } })).json()) as {
    id: number;
    name: string;
  }[];
  const acme = suppliers.find((s) => s.name === 'Acme Home Goods')!;
  const deduction = await request.post('/api/ops/payments/deductions', {
    headers: operator,
    data: { supplierId: acme.id, orderId: order!.id, type: 'Freight', amount: '17.50', reason: 'Freight re-billed' },
  });
  expect(deduction.status(), await deduction.text()).toBe(201);
  const { deductionId, deductionNumber } = (await deduction.json()) as { deductionId: number; deductionNumber: string };
  const disputed = await request.post(`/api/payments/deductions/${deductionId}/disputes`, {
    headers: admin,
    data: { reason: 'FreightNotOwed', comment: 'We shipped on our own account.' },
  });
  expect(disputed.status(), await disputed.text()).toBe(201);
  const { caseId, caseNumber } = await openCase(request, admin, 'Deduction question', 'Freight deduction is wrong', {
    kind: 'deduction',
    id: deductionId,
  });

  // the supplier keeps the case open
  await startSession(page, ADMIN);
  await page.goto(`/support/cases/${caseId}`);
  await expect(page.getByRole('heading', { name: `Case ${caseNumber}`, level: 1 })).toBeVisible();
  await page.evaluate('window.__caseOpen = true');

  const { context, page: ops } = await operatorPage(browser);
  try {
    await ops.getByRole('link', { name: 'Cases' }).click();
    await expect(ops.getByRole('heading', { name: 'Cases', level: 1 })).toBeVisible();
    await ops.getByRole('combobox', { name: 'Category' }).click();
    await ops.getByRole('option', { name: 'Deduction question' }).click();
    await ops.getByRole('textbox', { name: 'Supplier' }).fill('Acme');
    await ops.getByRole('link', { name: caseNumber }).click();
    await expect(ops.getByRole('heading', { name: `Case ${caseNumber}`, level: 1 })).toBeVisible();
    await expect(ops.getByRole('link', { name: `Deduction ${deductionNumber}` })).toBeVisible();

    await ops
      .getByLabel('Attach files')
      .setInputFiles({ name: 'freight-contract.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await ops.getByRole('textbox', { name: 'Your answer' }).fill('The freight was billed by contract; see the file.');
    await ops.getByRole('button', { name: 'Send answer' }).click();
    const opsMessages = ops.getByRole('list', { name: 'Messages' });
    await expect(opsMessages.getByText('The freight was billed by contract; see the file.')).toBeVisible();

    // live on the supplier's open page, with the file
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect(messages.getByText('The freight was billed by contract; see the file.')).toBeVisible();
    await expect(messages.getByRole('button', { name: 'Download freight-contract.pdf' })).toBeVisible();
    await expect(page.getByText('Waiting on you')).toBeVisible();
    expect(await page.evaluate('window.__caseOpen')).toBe(true);

    // the dispute's decision from the case: accepted, the case resolved with the decision as the operator's message
    await ops.getByRole('button', { name: `Accept dispute 1 of ${deductionNumber}` }).click();
    await expect(ops.getByText('Resolved', { exact: true }).first()).toBeVisible();
    await expect(ops.getByRole('heading', { name: 'Decide the dispute' })).toHaveCount(0);
    await expect(messages.getByText(`Your dispute of the deduction ${deductionNumber} was accepted`, { exact: false })).toBeVisible();
    await expect(page.getByText('Resolved', { exact: true }).first()).toBeVisible();
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
