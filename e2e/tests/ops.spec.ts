// The operations console (docs/decisions/ops-queues.md): an operator's decisions reach the supplier's open pages without reload, a
// queue's PO number opens the console's order page, an LTL booking's bill of lading downloads on the supplier's order
// page, and an order created by hand appears in the supplier's open orders list. Every test creates its own orders
// through the intake call.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, OPERATOR, operatorPage, signedIn, startSession, tokenOf } from '../fixtures/session.ts';
import { usDay } from '../fixtures/us-day.ts';

const ACME_NAME = 'Acme Home Goods';

const uniquePo = (tag: string) => `PO-E2E-${tag}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`.toUpperCase();

/** An order for Acme through the intake call (the marketplace's systems), as the operator. */
async function intake(request: APIRequestContext, tag: string, extra: Record<string, unknown> = {}) {
  const ops = await tokenOf(request, OPERATOR);
  const suppliers = (await (await request.get('/api/ops/supplier-options', { headers: ops })).json()) as { value: number; label: string }[];
  const supplierId = suppliers.find((s) => s.label === ACME_NAME)!.value;
  const po = uniquePo(tag);
  const res = await request.post('/api/ops/orders', {
    headers: ops,
    data: {
      supplierId,
      purchaseOrderNumber: po,
      channel: 'Amazon',
      shippingMethod: 'BisonFedex',
      promisedShippingDate: usDay(10),
      customer: { firstName: 'Erin', lastName: 'Endtoend' },
      address: { address1: '9 Test Road', city: 'Dayton', state: 'OH', zip: '45402' },
      items: [{ productId: 7001, sku: 'E2E-SKU-1', productName: 'E2E planter', quantity: 2, pricePerUnit: '10.00' }],
      ...extra,
    },
  });
  expect(res.status()).toBe(200);
  return { id: ((await res.json()) as { id: number }).id, po };
}

/** A new Acme order whose first item's price the supplier's Admin asks to change. */
async function priceChangeAsked(request: APIRequestContext, tag: string, newPrice: string) {
  const order = await intake(request, tag);
  const admin = await tokenOf(request, ADMIN);
  const items = (await (await request.get(`/api/orders/${order.id}/order-items`, { headers: admin })).json()) as { id: number }[];
  const asked = await request.post(`/api/orders/${order.id}/price-change-requests`, {
    headers: admin,
    data: [{ orderItemId: items[0]!.id, newPrice }],
  });
  expect(asked.ok()).toBeTruthy();
  return order;
}

test('an operator approves a price change while the supplier has the order open; it updates without reload', async ({
  page,
  browser,
  request,
}) => {
  const { id, po } = await priceChangeAsked(request, 'price', '12.50');

  await startSession(page, ADMIN);
  await page.goto(`/orders/${id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Pending price change approval' })).toBeVisible();
  await page.evaluate('window.__sameDocument = true');

  const ops = await operatorPage(browser);
  try {
    await ops.page.getByRole('link', { name: 'Price changes', exact: true }).click();
    await ops.page.getByRole('textbox', { name: 'Search PO number' }).fill(po);
    const table = ops.page.getByRole('table', { name: 'Price changes' });
    await expect(table.getByRole('row', { name: new RegExp(po) })).toContainText('E2E-SKU-1: $10.00 → $12.50');
    await table.getByRole('button', { name: `Approve ${po}` }).click();
    await expect(ops.page.getByText(`The price change of ${po} is approved.`)).toBeVisible();
    // the toast inside the window, its close button beside the message (docs/decisions/console-words.md, "Toasts")
    const toast = ops.page.locator('.notistack-MuiContent').filter({ hasText: `The price change of ${po} is approved.` });
    const layout = async (width: number) => {
      const [box, message, close] = await Promise.all([
        toast.boundingBox(),
        toast.locator('#notistack-snackbar').boundingBox(),
        toast.getByRole('button', { name: 'Close notification' }).boundingBox(),
      ]);
      const inside = box!.x + box!.width <= width;
      const beside = Math.abs(close!.y + close!.height / 2 - (message!.y + message!.height / 2)) < 8;
      return { inside, beside };
    };
    for (const width of [1440, 768]) {
      await ops.page.setViewportSize({ width, height: 900 });
      // polled: the toast slides in from the right
      await expect.poll(() => layout(width), { message: `toast at ${width}`, timeout: 2_000 }).toEqual({ inside: true, beside: true });
    }
    await expect(table.getByRole('row', { name: new RegExp(po) })).toHaveCount(0);
  } finally {
    await ops.context.close();
  }

  // the supplier's page follows through the event stream, no reload
  await expect(page.getByRole('alert').filter({ hasText: 'Pending price change approval' })).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText('Price Change Approved — Olivia Operator')).toBeVisible();
  expect(await page.evaluate<boolean>('window.__sameDocument === true')).toBe(true);
});

test("a PO number in a queue opens the console's order page", async ({ browser, request }) => {
  const { id, po } = await priceChangeAsked(request, 'open', '11.00');
  const ops = await operatorPage(browser);
  try {
    const o = ops.page;
    await o.getByRole('link', { name: 'Price changes', exact: true }).click();
    await o.getByRole('textbox', { name: 'Search PO number' }).fill(po);
    await o.getByRole('table', { name: 'Price changes' }).getByRole('link', { name: po, exact: true }).click();
    await expect(o).toHaveURL(new RegExp(`/ops/orders/${id}$`));
    await expect(o.getByRole('heading', { level: 1, name: po })).toBeVisible();
    await expect(o.getByRole('link', { name: ACME_NAME })).toHaveAttribute('href', /\/ops\/suppliers\/\d+$/);
    await expect(o.getByText('Price change', { exact: true })).toBeVisible();
    await expect(o.getByRole('article', { name: 'E2E planter' })).toBeVisible();
  } finally {
    await ops.context.close();
  }
});

test("an LTL booking's bill of lading downloads on the supplier's order page", async ({ page, browser, request }) => {
  const { id, po } = await intake(request, 'ltl', {
    shippingMethod: 'BisonLtl',
    items: [{ productId: 7002, sku: 'E2E-LTL-1', productName: 'E2E pallet', quantity: 1, pricePerUnit: '500.00' }],
  });
  const admin = await tokenOf(request, ADMIN);
  expect((await request.put(`/api/orders/${id}/details`, { headers: admin, data: { supplierOrderNumber: `SO-${id}` } })).ok()).toBeTruthy();
  const facilities = (await (await request.get('/api/suppliers/facilities', { headers: admin })).json()) as { id: number }[];
  const ltl = await request.post(`/api/orders/ltl-shipments/${id}`, {
    headers: admin,
    data: {
      supplierFacilityId: facilities[0]!.id,
      earliestPickup: '09:00',
      latestPickup: '15:00',
      shippingDate: usDay(3),
      items: [
        {
          productId: 7002,
          sku: 'E2E-LTL-1',
          packages: [{ packageType: 'Pallet', width: 40, height: 48, depth: 40, weight: 350, quantity: 1 }],
        },
      ],
    },
  });
  expect(ltl.ok(), await ltl.text()).toBeTruthy();

  const ops = await operatorPage(browser);
  try {
    await ops.page.getByRole('link', { name: 'LTL shipments', exact: true }).click();
    await ops.page.getByRole('textbox', { name: 'Search PO number' }).fill(po);
    await ops.page.getByRole('button', { name: `Book ${po}` }).click();
    const dialog = ops.page.getByRole('dialog', { name: `Book LTL shipment of ${po}` });
    await dialog.getByRole('combobox', { name: /Carrier/ }).click();
    await ops.page.getByRole('option', { name: 'Estes' }).click();
    await dialog.getByRole('textbox', { name: /Warehouse/ }).fill('E2E Freight Center');
    await dialog.getByLabel(/Pickup date/).fill(usDay(3));
    await dialog.getByRole('button', { name: 'Book and create BOL' }).click();
    await expect(dialog).toBeHidden();
    await expect(ops.page.getByText(`The LTL shipment of ${po} is booked; the bill of lading is ready.`)).toBeVisible();
  } finally {
    await ops.context.close();
  }

  await startSession(page, ADMIN);
  await page.goto(`/orders/${id}`);
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Download BOL' }).click();
  const tab = await opened;
  const file = await page.request.get(tab.url());
  expect(file.ok()).toBeTruthy();
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await tab.close();
});

test("an operator creates an order by hand and it appears in the supplier's open orders without reload", async ({ page, browser }) => {
  const po = uniquePo('hand');
  await startSession(page, ADMIN);
  await page.goto(
    `/orders?filter=${encodeURIComponent(JSON.stringify({ orderIdForSearch: { filterType: 'text', type: 'equals', filter: po } }))}`,
  );
  await expect(page).toHaveTitle(/Orders/);
  await page.evaluate('window.__sameDocument = true');
  await expect(page.getByRole('row', { name: new RegExp(po) })).toHaveCount(0);

  const ops = await operatorPage(browser);
  try {
    const o = ops.page;
    await o.getByRole('link', { name: 'New order', exact: true }).click();
    await o.getByRole('combobox', { name: 'Supplier' }).click();
    await o.getByRole('option', { name: ACME_NAME }).click();
    await o.getByRole('textbox', { name: 'PO number' }).fill(po);
    await o.getByRole('textbox', { name: 'Channel' }).fill('Walmart');
    await o.getByLabel(/Promised shipping date/).fill(usDay(7));
    await o.getByRole('textbox', { name: 'First name' }).fill('Hana');
    await o.getByRole('textbox', { name: 'Last name' }).fill('Hand');
    await o.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Manual Way');
    await o.getByRole('textbox', { name: 'City' }).fill('Akron');
    await o.getByRole('textbox', { name: 'State' }).fill('OH');
    await o.getByRole('textbox', { name: 'ZIP' }).fill('44301');
    const item = o.getByRole('group', { name: 'Item 1' });
    await item.getByRole('spinbutton', { name: 'Product ID' }).fill('7003');
    await item.getByRole('textbox', { name: 'SKU' }).fill('HAND-1');
    await item.getByRole('textbox', { name: 'Product' }).fill('Hand-made stool');
    await item.getByRole('textbox', { name: 'Price' }).fill('45.00');
    await o.getByRole('button', { name: 'Create order' }).click();
    await expect(o.getByText(new RegExp(`Order ${po} created`))).toBeVisible();
  } finally {
    await ops.context.close();
  }

  await expect(page.getByRole('row', { name: new RegExp(po) })).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate<boolean>('window.__sameDocument === true')).toBe(true);
});

test('a supplier user is kept out of the console', async ({ page, request }) => {
  await startSession(page, ADMIN);
  await page.goto('/ops');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await request.get('/api/ops/overview', { headers: await tokenOf(request, ADMIN) })).status()).toBe(403);
});

test('at 768 px a queue shows PO number, supplier, request and actions without sideways scrolling; its filter survives a reload', async ({
  page,
  request,
}) => {
  const { po } = await priceChangeAsked(request, 'narrow', '9.75');

  await page.setViewportSize({ width: 768, height: 1024 });
  await startSession(page, OPERATOR);
  await page.goto('/ops/price-changes');
  await page.getByRole('textbox', { name: 'Search PO number' }).fill(po);
  const table = page.getByRole('table', { name: 'Price changes' });
  const row = table.getByRole('row', { name: new RegExp(po) });
  await expect(row).toContainText('9.75');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search PO number' })).toHaveValue(po);
  await expect(row).toBeVisible();
  for (const name of ['PO number', 'Supplier', 'Request', 'Actions'])
    await expect(table.getByRole('columnheader', { name })).toBeInViewport();
  await expect(table.getByRole('columnheader', { name: 'Amount' })).toBeHidden();
  await expect(row.getByRole('button', { name: `Decline ${po}` })).toBeInViewport();
  expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBe(0);
});

test("the console's tables fit a phone (390 px) and a tablet (768 px) without sideways scrolling, their values in view", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 900 });
  await signedIn(page, OPERATOR, /^Operations$/);
  const tables: [string, string, string[]][] = [
    ['/ops/disputes', 'Disputes', ['Deduction', 'Dispute', 'Decision']],
    ['/ops/suppliers', 'Suppliers', ['Supplier', 'Order processing']],
    ['/ops/credit-requests', 'Credit requests', ['PO number', 'Amount', 'State']],
    ['/ops/payment-runs', 'Posted runs', ['Run date', 'Net']],
  ];
  for (const width of [390, 768]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, name, columns] of tables) {
      await page.goto(path);
      const table = page.getByRole('table', { name });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await expect(table).not.toHaveAttribute('aria-busy', 'true');
      const sideways = await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth);
      expect(sideways, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      for (const column of columns) await expect(table.getByRole('columnheader', { name: column }), `${path} ${column}`).toBeInViewport();
    }
    // a dispute's amount and its decision's buttons are in view (the amount on the deduction's second line)
    await page.goto('/ops/disputes');
    const waiting = page
      .getByRole('table', { name: 'Disputes' })
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Accept dispute/ }) });
    await expect(
      waiting
        .first()
        .getByText(/\$\d[\d,]*\.\d{2}/)
        .first(),
    ).toBeInViewport();
    await expect(waiting.first().getByRole('button', { name: /^Accept dispute/ })).toBeInViewport();
    await expect(waiting.first().getByRole('button', { name: /^Uphold dispute/ })).toBeInViewport();
  }
});
