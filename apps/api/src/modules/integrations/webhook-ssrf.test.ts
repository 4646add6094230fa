// No server-side request forgery: without WEBHOOKS_ALLOW_PRIVATE an endpoint must be an http(s) URL whose host
// resolves only to public addresses, checked when it is saved and again at every delivery (DNS may have changed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_MESSAGES } from '@portal/contracts';
import { ACME, expectValidationError, useTestApp } from '../../../test/test-app.ts';
import { makeOrder } from '../../../test/order-factory.ts';
import { startReceiver, type Receiver } from '../../../test/webhook-receiver.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { isPublicAddress } from './webhook-url.ts';

const ctx = useTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'false' });
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => receiver.close());

describe('webhook addresses', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])('allows the public %s', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://localhost/hook',
    'http://10.0.0.5/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/hook',
    'http://[fd00::1]/hook',
    'https://192.168.0.10/hook',
    'http://0.0.0.0/',
  ])('refuses to save an endpoint at %s (400 on url)', async (url) => {
    const res = await ctx.as(ACME, {
      method: 'POST',
      url: '/api/integrations/webhook-endpoints',
      payload: { url, events: ['order.changed'] },
    });
    expectValidationError(res, '$.url', INTEGRATION_MESSAGES.privateAddress);
  });

  it('refuses other schemes and addresses with credentials', async () => {
    for (const url of ['file:///etc/passwd', 'gopher://example.com/', 'http://user:pw@example.com/hook']) {
      const res = await ctx.as(ACME, {
        method: 'POST',
        url: '/api/integrations/webhook-endpoints',
        payload: { url, events: ['order.changed'] },
      });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('checks again at delivery: an endpoint whose address became private is not called and the attempt says why', async () => {
    // as if its name had resolved to a public address when saved and to loopback now
    const [endpoint] = await ctx.database.db
      .insert(webhookEndpoints)
      .values({
        supplierId: ctx.seed.supplierIds.acme,
        url: receiver.url,
        secret: 'whsec_x',
        events: ['order.changed'],
        createdBy: ctx.seed.userIds[ACME]!,
      })
      .returning();
    const { id } = await makeOrder(ctx.database.db, ctx.seed.supplierIds.acme);
    expect(
      (await ctx.as(ACME, { method: 'PUT', url: `/api/orders/${id}/details`, payload: { supplierOrderNumber: 'SO-1' } })).statusCode,
    ).toBe(204);
    expect(await ctx.app.webhookWorker.drain()).toBe(1);
    expect(receiver.received).toEqual([]);
    const [delivery] = await ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint!.id));
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: null,
      lastError: INTEGRATION_MESSAGES.privateAddress,
    });
  });
});
