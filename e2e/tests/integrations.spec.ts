// Settings > Integrations in a real browser: an Admin creates an API token (the secret shown once, then only its
// prefix), calls the API with it, revokes it (401 at once); adds a webhook endpoint to a local receiver, changes an
// order through a token, sees the signed delivery in the log and replays it. A clerk has neither menu item nor calls.
import http from 'node:http';
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { CLERK, INTEGRATED, signIn } from '../fixtures/session.ts';

interface Hit {
  event: string;
  signature: string;
  body: string;
}

function startReceiver(): Promise<{ url: string; hits: Hit[]; close: () => void }> {
  const hits: Hit[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      hits.push({ event: String(req.headers['portal-event']), signature: String(req.headers['portal-signature']), body });
      res.writeHead(200).end('ok');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, hits, close: () => server.close() }),
    ),
  );
}

const verified = (secret: string, hit: Hit) => {
  const { t, v1 } = Object.fromEntries(hit.signature.split(',').map((p) => p.split('='))) as { t: string; v1: string };
  return createHmac('sha256', secret).update(`${t}.${hit.body}`).digest('hex') === v1;
};

test('an Admin creates, uses and revokes an API token, and follows a webhook delivery and its replay', async ({ page, request }) => {
  test.setTimeout(90_000);
  const receiver = await startReceiver();
  try {
    await page.goto('/login');
    await signIn(page, INTEGRATED);
    await page.getByRole('button', { name: /^Profile/ }).click();
    await page.getByRole('menuitem', { name: 'Integrations' }).click();
    await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();

    // a token: the secret once, then only its prefix
    const name = `E2E ${Date.now()}`;
    await page.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API token' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('checkbox', { name: /^orders:write/ }).check();
    await dialog.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByRole('dialog', { name: `API token "${name}" created` });
    const secret = await shown.getByRole('textbox', { name: 'API token' }).inputValue();
    expect(secret).toMatch(/^sp_live_/);
    await shown.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('table', { name: 'API tokens' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(`${secret.slice(0, 12)}…`);
    await expect(page.getByText(secret)).toHaveCount(0);

    const auth = { authorization: `Bearer ${secret}` };
    const query = encodeURIComponent(
      JSON.stringify({ filterModel: { fulfillmentStatus: { filterType: 'set', values: ['NeedsProcessing'] } }, sortModel: [] }),
    );
    const list = await request.get(`/api/order-summaries?limit=50&offset=0&query=${query}`, { headers: auth });
    expect(list.status()).toBe(200);
    const orders = (await list.json()) as { id: number }[];
    expect(orders.length).toBeGreaterThan(0);
    const orderId = orders.at(-1)!.id;

    // a webhook endpoint to the local receiver: its signing secret once
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const endpointDialog = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    await endpointDialog.getByRole('textbox', { name: 'URL' }).fill(receiver.url);
    await endpointDialog.getByRole('button', { name: 'Add endpoint' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Webhook endpoint added' });
    const signingSecret = await secretDialog.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    await secretDialog.getByRole('button', { name: 'Done' }).click();

    // the integration processes the order (its users may not), the receiver gets a signed order.changed
    const processed = await request.put(`/api/orders/${orderId}/details`, { headers: auth, data: { supplierOrderNumber: 'E2E-HOOK-1' } });
    expect(processed.status()).toBe(204);
    await expect.poll(() => receiver.hits.filter((h) => h.event === 'order.changed').length, { timeout: 15_000 }).toBe(1);
    const hit = receiver.hits.find((h) => h.event === 'order.changed')!;
    expect(verified(signingSecret, hit)).toBe(true);
    expect(JSON.parse(hit.body)).toMatchObject({ event: 'order.changed', data: { orderId, status: 'AwaitingShipment' } });

    // the delivery log shows it; Replay sends it again
    const card = page
      .locator('div')
      .filter({ hasText: receiver.url })
      .filter({ has: page.getByRole('button', { name: 'Deliveries' }) })
      .last();
    await card.getByRole('button', { name: 'Deliveries' }).click();
    const log = page.getByRole('table', { name: 'Delivery log' });
    const delivery = log
      .getByRole('row')
      .filter({ hasText: 'order.changed' })
      .filter({ hasText: String(orderId) });
    await expect(delivery).toContainText('delivered');
    await expect(delivery).toContainText('HTTP 200');
    await delivery.getByRole('button', { name: /^Replay delivery/ }).click();
    await expect.poll(() => receiver.hits.filter((h) => h.event === 'order.changed').length, { timeout: 15_000 }).toBe(2);
    await expect(log.getByRole('row').filter({ hasText: 'replay of' })).toContainText('delivered', { timeout: 15_000 });

    // revoke: refused at once
    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByRole('dialog', { name: 'Revoke API token' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(row).toContainText('Revoked');
    expect((await request.get('/api/current-user', { headers: auth })).status()).toBe(401);

    // switch the endpoint off again (other specs' changes of this supplier then go nowhere)
    await card.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit webhook endpoint' });
    await edit.getByLabel('Active').uncheck();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(card).toContainText('Disabled');
  } finally {
    receiver.close();
  }
});

test('a clerk has no Integrations menu item and is refused the calls', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, CLERK);
  await page.getByRole('button', { name: /^Profile/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Integrations' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const token = await page.evaluate<string | null>("localStorage.getItem('access-token')");
  const res = await page.request.get('/api/integrations/api-tokens', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
  await page.goto('/settings/integrations');
  await expect(page.getByText('This action falls out of your scope of responsibilities.', { exact: false })).toBeVisible();
});
