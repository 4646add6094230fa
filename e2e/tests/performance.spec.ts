// The supplier's scorecard live (docs/decisions/performance.md, "Screens"): a late shipment made elsewhere (through
// the API, as an integration or another tab would) raises the on-time figure's missed count on the open Performance
// page without a reload, and the figure's link lists the order.
import { expect, test, type Page } from '@playwright/test';
import { bearer, rowOf, signInAsAdmin, statusFilter } from '../fixtures/orders.ts';
import { usDay } from '../fixtures/us-day.ts';

interface Detail {
  id: number;
  purchaseOrderNumber: string;
  promisedShippingDate: string | null;
}

async function api<T>(page: Page, path: string, params?: Record<string, string | number>): Promise<T> {
  const res = await page.request.get(`/api${path}`, { headers: await bearer(page), params });
  expect(res.ok(), `${path}: ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** An order awaiting shipment whose promised shipping date has passed (the demo's are created + 3 days). */
async function lateOrder(page: Page): Promise<{ detail: Detail; itemIds: number[] }> {
  const query = JSON.stringify({ sortModel: [], filterModel: { fulfillmentStatus: statusFilter('AwaitingShipment') } });
  const rows = await api<{ id: number; orderIdForSearch: string }[]>(page, '/order-summaries', { query, limit: 100, offset: 0 });
  const today = usDay(0);
  for (const row of rows) {
    // the named scenarios (PO-3000001..) belong to the tests that open them by number
    if (row.orderIdForSearch.startsWith('PO-3')) continue;
    const detail = await api<Detail>(page, `/orders/${row.id}`);
    if (!detail.promisedShippingDate || detail.promisedShippingDate >= today) continue;
    const items = await api<{ id: number }[]>(page, `/orders/${row.id}/order-items`);
    if (items.length > 0) return { detail, itemIds: items.map((i) => i.id) };
  }
  throw new Error('no demo order awaits shipment past its promised shipping date');
}

test('a supplier ships an order late and sees the on-time figure and the order behind it change without reload', async ({ page }) => {
  await signInAsAdmin(page);
  const { detail, itemIds } = await lateOrder(page);
  // a carrier the item offers (a Bison-arranged method ships with its own)
  const [carrier] = await api<{ value: number; label: string }[]>(page, `/orders/${detail.id}/order-items/${itemIds[0]}/carriers`);

  await page.goto('/performance');
  const onTime = page.getByRole('region', { name: 'On-time shipment' });
  const missed = onTime.getByRole('link', { name: /shipped late$/ });
  await expect(missed).toBeVisible();
  const before = Number((await missed.textContent())!.split(' ')[0]);
  // a mark on the page's window: gone if the page reloads
  await page.evaluate('window.__performanceOpen = true');

  const shipped = await page.request.put(`/api/orders/${detail.id}/shipments`, {
    headers: await bearer(page),
    data: itemIds.map((orderLineId, i) => ({ orderLineId, carrierId: carrier!.value, trackingNumbers: [`1ZLATE${detail.id}${i}`] })),
  });
  expect(shipped.status(), await shipped.text()).toBe(204);

  await expect(missed).toHaveText(`${before + 1} shipped late`, { timeout: 15_000 });
  expect(await page.evaluate('window.__performanceOpen')).toBe(true);

  await missed.click();
  await expect(page).toHaveURL(/performanceFigure=onTimeShipment&performanceWindow=30&performanceOutcome=missed/);
  await expect(page.getByRole('button', { name: 'On-time shipment: orders shipped late in the last 30 days' })).toBeVisible();
  await expect(rowOf(page, detail.purchaseOrderNumber)).toBeVisible();
});
