// The order page's self-service exceptions (docs/decisions/order-exceptions.md) in a real browser against the demo
// data: a label voided and bought again with the other carrier, and "Mark as processing" undone. Each test prepares its
// own demo order through the API (a bulk label, the processing call), then fixes it on the page.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signedIn } from '../fixtures/session.ts';
import { usDay } from '../fixtures/us-day.ts';

interface Summary {
  id: number;
  orderIdForSearch: string;
}
interface Detail {
  id: number;
  purchaseOrderNumber: string;
  shippingMethod: string[];
  hasLabel: boolean;
  hasPriceChangeRequest: boolean;
  shipmentRequestStatus: string | null;
}

async function headers(page: Page) {
  const token = await page.evaluate<string | null>("localStorage.getItem('access-token')");
  return { authorization: `Bearer ${token}` };
}
async function api<T>(page: Page, method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> {
  const res = await page.request[method](`/api${path}`, { headers: await headers(page), ...(data === undefined ? {} : { data }) });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A demo order of the status with nothing labelled or requested (not one of the named PO-3 scenarios), shipped by
 * Supplier ground alone unless any method will do (the order-detail spec before this one processes those).
 */
async function supplierGroundOrder(page: Page, status: string, skip: number, anyMethod = false): Promise<Detail> {
  const query = encodeURIComponent(
    JSON.stringify({ filterModel: { fulfillmentStatus: { filterType: 'set', values: [status] } }, sortModel: [] }),
  );
  let seen = 0;
  // page by page: the specs before this one in its lane (the orders list's bulk processing) take the first ones
  for (let offset = 0; offset < 2000; offset += 200) {
    const summaries = await api<Summary[]>(page, 'get', `/order-summaries?limit=200&offset=${offset}&query=${query}`);
    for (const s of summaries) {
      if (s.orderIdForSearch.startsWith('PO-3')) continue;
      const detail = await api<Detail>(page, 'get', `/orders/${s.id}`);
      const fits = anyMethod || (detail.shippingMethod.length === 1 && detail.shippingMethod[0] === 'SupplierGround');
      if (!fits || detail.hasLabel || detail.hasPriceChangeRequest || detail.shipmentRequestStatus) continue;
      if (seen++ < skip) continue;
      return detail;
    }
    if (summaries.length < 200) break;
  }
  throw new Error(`no ${anyMethod ? '' : 'Supplier ground '}order in ${status}`);
}

async function openOrder(page: Page, order: Detail) {
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('heading', { name: `Order ${order.purchaseOrderNumber}` })).toBeVisible();
}

test.describe('order exceptions', () => {
  test('a label is voided and bought again with the other carrier', async ({ page }) => {
    await signedIn(page, ADMIN, /Welcome/);
    const order = await supplierGroundOrder(page, 'AwaitingShipment', 2);
    await api(page, 'post', '/orders/bulk/shipping-labels', { orderIds: [order.id], format: 'Paper4X6', shippingDate: usDay(0) });
    const before = await api<{ label: { trackingNumbers: string[] } }>(page, 'get', `/orders/${order.id}/exceptions`);

    await openOrder(page, order);
    await page.getByRole('button', { name: 'Change or undo' }).click();
    await page.getByRole('menuitem', { name: /Void label and buy another/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Void label and buy another' });
    await expect(dialog.getByText(new RegExp(`${before.label.trackingNumbers[0]}`))).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Carrier' }).click();
    await page.getByRole('option', { name: 'UPS', exact: true }).click();
    await dialog.getByRole('button', { name: 'Void and buy label' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The label was voided and a new one bought.')).toBeVisible();

    const activity = page.getByRole('list', { name: 'Order activity' });
    const entry = activity.getByRole('listitem').filter({ hasText: /^Label Replaced — Alice Admin/ });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('UPS');
    await expect(entry).toContainText(before.label.trackingNumbers[0]!);
    const after = await api<{ label: { trackingNumbers: string[] } }>(page, 'get', `/orders/${order.id}/exceptions`);
    expect(after.label.trackingNumbers.every((n) => n.startsWith('1Z'))).toBe(true);
  });

  test('"Mark as processing" is undone within 15 minutes', async ({ page }) => {
    await signedIn(page, ADMIN, /Welcome/);
    const order = await supplierGroundOrder(page, 'NeedsProcessing', 3, true);
    await api(page, 'put', `/orders/${order.id}/details`, { supplierOrderNumber: `SO-${order.id}` });

    await openOrder(page, order);
    await page.getByRole('button', { name: 'Change or undo' }).click();
    await page.getByRole('menuitem', { name: /Undo processing/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Undo processing' });
    await dialog.getByRole('button', { name: 'Undo processing' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The order is back in Needs processing.')).toBeVisible();
    const activity = page.getByRole('list', { name: 'Order activity' });
    await expect(activity.getByText(/^Processing Undone — Alice Admin/)).toBeVisible();
    // the order can be processed again, and there is nothing left to undo
    await expect(page.getByRole('button', { name: 'Process Order', exact: true })).toBeEnabled();
    await page.getByRole('button', { name: 'Change or undo' }).click();
    await expect(page.getByRole('menuitem', { name: /Undo processing/ })).toHaveCount(0);
  });
});
