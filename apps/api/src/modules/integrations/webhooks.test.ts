// Webhooks through a local receiver: signed deliveries written with the change, the events of the order history's
// actions and of credit requests, order per order, retries with backoff for 24 hours then disabling with a mail to
// the Admins, replay, nothing of another supplier, and delivery by a process started after the change was made.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CreatedWebhookEndpoint, DomainEvent, OrderChangeAction, WebhookDelivery, WebhookEvent } from '@portal/contracts';
import { ACME, CLERK, INTEGRATED, useTestApp } from '../../../test/test-app.ts';
import { makeOrder } from '../../../test/order-factory.ts';
import { startReceiver, type Receiver } from '../../../test/webhook-receiver.ts';
import { outbox, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { publish } from '../../platform/events/domain-events.ts';
import { raiseCreditRequest } from '../accounting/index.ts';
import { verifySignature } from './webhook-signature.ts';
import { backoffMs, WebhookWorker } from './webhook-worker.ts';

/** The events of an order's changes as its write path publishes them (the marketplace's: no portal user). */
const orderEvents = (supplierId: number, orderId: number, actions: readonly ('created' | OrderChangeAction)[]): DomainEvent[] =>
  actions.map((action) =>
    action === 'created'
      ? { type: 'order.created', supplierId, orderId, userId: null, action, detail: {} }
      : { type: 'order.changed', supplierId, orderId, userId: null, action, detail: {} },
  );

const ENV = { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_DISABLE_AFTER: '2' };
const ctx = useTestApp(ENV);
let receiver: Receiver;
let now = new Date('2030-01-01T12:00:00Z');

beforeAll(async () => {
  receiver = await startReceiver(() => now);
});
afterAll(async () => receiver.close());
// every test starts with no live endpoint and nothing pending
afterEach(async () => {
  vi.restoreAllMocks();
  await ctx.database.db.update(webhookEndpoints).set({ isActive: false });
  await ctx.database.db.update(webhookDeliveries).set({ status: 'failed' }).where(eq(webhookDeliveries.status, 'pending'));
  receiver.received.length = 0;
  receiver.answer = 200;
});

function setClock(at: Date) {
  now = at;
  vi.spyOn(ctx.app.clock, 'now').mockImplementation(() => now);
}

async function createEndpoint(email: string, events: WebhookEvent[], url = receiver.url): Promise<CreatedWebhookEndpoint> {
  const res = await ctx.as(email, { method: 'POST', url: '/api/integrations/webhook-endpoints', payload: { url, events } });
  expect(res.statusCode, res.body).toBe(201);
  const endpoint = res.json() as CreatedWebhookEndpoint;
  receiver.secret = endpoint.secret;
  return endpoint;
}
const processOrder = (email: string, id: number, number = 'SO-1') =>
  ctx.as(email, { method: 'PUT', url: `/api/orders/${id}/details`, payload: { supplierOrderNumber: number } });
const deliveriesOf = async (endpointId: number, email = ACME) =>
  (await ctx.as(email, { method: 'GET', url: `/api/integrations/webhook-endpoints/${endpointId}/deliveries` })).json() as WebhookDelivery[];
const drain = () => ctx.app.webhookWorker.drain();

describe('a delivery', () => {
  it('is signed over timestamp and body, names event and delivery in headers, and shows in the delivery log', async () => {
    setClock(new Date('2030-01-01T12:00:00Z'));
    const endpoint = await createEndpoint(ACME, ['order.changed']);
    expect(endpoint.secret).toMatch(/^whsec_/);
    const { id } = await makeOrder(ctx.database.db, ctx.seed.supplierIds.acme);
    expect((await processOrder(ACME, id)).statusCode).toBe(204);
    // written with the change, sent by the worker
    expect(receiver.received).toHaveLength(0);
    expect(await drain()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got!.verified).toBe(true);
    expect(got!.signature).toMatch(new RegExp(`^t=${Math.floor(now.getTime() / 1000)},v1=[0-9a-f]{64}$`));
    expect(verifySignature(endpoint.secret, got!.signature, got!.body.replace('SO-1', 'SO-2'), now.getTime() / 1000)).toBe(false);
    expect(verifySignature('whsec_other', got!.signature, got!.body, now.getTime() / 1000)).toBe(false);
    expect(got!.event).toBe('order.changed');
    expect(got!.json).toMatchObject({
      event: 'order.changed',
      occurredAt: now.toISOString(),
      data: {
        orderId: id,
        status: 'AwaitingShipment',
        action: 'process',
        detail: { supplierOrderNumber: 'SO-1', from: 'NeedsProcessing', to: 'AwaitingShipment' },
      },
    });
    expect(String(got!.json.id)).toBe(got!.deliveryId);
    const [logged] = await deliveriesOf(endpoint.id);
    expect(logged).toMatchObject({ id: got!.json.id, status: 'delivered', attempts: 1, lastStatusCode: 200, orderId: id });
    expect(logged!.attemptLog).toEqual([expect.objectContaining({ statusCode: 200, error: null })]);
    // nothing left to send
    expect(await drain()).toBe(0);
  });

  it('raises order.created, order.changed and the decision events from the order history, and credit-request.created', async () => {
    setClock(new Date('2030-01-02T12:00:00Z'));
    await createEndpoint(ACME, [
      'order.created',
      'order.changed',
      'invoice.reviewed',
      'price-change.decided',
      'cancellation.decided',
      'shipment.booked',
      'credit-request.created',
    ]);
    const { id } = await makeOrder(ctx.database.db, ctx.seed.supplierIds.acme);
    await ctx.database.db.transaction(async (tx) => {
      await publish(
        tx,
        orderEvents(ctx.seed.supplierIds.acme, id, [
          'created',
          'invoiceAccepted',
          'priceChangeDeclined',
          'cancellationApproved',
          'ltlBooked',
        ]),
        now,
      );
    });
    // a change that rolls back sends nothing
    await ctx.database.db
      .transaction(async (tx) => {
        await publish(tx, orderEvents(ctx.seed.supplierIds.acme, id, ['invoiceRejected']), now);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await raiseCreditRequest(
      ctx.database.db,
      ctx.seed.supplierIds.acme,
      { orderId: id, sourceType: 'Process', amount: '12.50', reasonForCredit: 'Damaged' } as never,
      now,
    );
    await drain();
    expect(receiver.received.map((r) => r.event)).toEqual([
      'order.created',
      'order.changed',
      'invoice.reviewed',
      'order.changed',
      'price-change.decided',
      'order.changed',
      'cancellation.decided',
      'order.changed',
      'shipment.booked',
      'credit-request.created',
    ]);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    expect(receiver.received.at(-1)!.json.data).toMatchObject({ orderId: id, amount: '12.50', reasonForCredit: 'Damaged' });
  });

  it('goes out in order per order: a later event waits while an earlier one of the same order is retried', async () => {
    setClock(new Date('2030-01-03T12:00:00Z'));
    await createEndpoint(ACME, ['order.changed']);
    const a = await makeOrder(ctx.database.db, ctx.seed.supplierIds.acme);
    const b = await makeOrder(ctx.database.db, ctx.seed.supplierIds.acme);
    await processOrder(ACME, a.id, 'A-1');
    await processOrder(ACME, a.id, 'A-2');
    await processOrder(ACME, b.id, 'B-1');
    receiver.answer = 503;
    await drain();
    // A-1 and B-1 tried; A-2 held back behind A-1
    expect(receiver.received.map((r) => r.json.data.detail)).toEqual([
      expect.objectContaining({ supplierOrderNumber: 'A-1' }),
      expect.objectContaining({ supplierOrderNumber: 'B-1' }),
    ]);
    receiver.received.length = 0;
    receiver.answer = 200;
    // nothing is due before the backoff
    expect(await drain()).toBe(0);
    setClock(new Date(now.getTime() + backoffMs(1)));
    await drain();
    const numbers = receiver.received.map((r) => (r.json.data.detail as { supplierOrderNumber: string }).supplierOrderNumber);
    expect(numbers.filter((n) => n.startsWith('A'))).toEqual(['A-1', 'A-2']);
    expect(numbers).toContain('B-1');
  });

  it('is retried with exponential backoff for 24 hours, then failed; repeated failure disables the endpoint and mails the Admins', async () => {
    const start = new Date('2030-01-04T12:00:00Z');
    setClock(start);
    const endpoint = await createEndpoint(ACME, ['order.changed']);
    receiver.answer = 500;
    const a = await makeOrder(ctx.database.db, ctx.seed.supplierIds.acme);
    const b = await makeOrder(ctx.database.db, ctx.seed.supplierIds.acme);
    await processOrder(ACME, a.id);
    await processOrder(ACME, b.id);
    // the clock jumps to each next attempt the worker set (26 hours in about 20 drains, not a drain a minute)
    const end = start.getTime() + 26 * 60 * 60 * 1000;
    for (let at = start; at.getTime() <= end;) {
      setClock(at);
      await drain();
      const [next] = await ctx.database.db
        .select({ at: sql<Date | null>`min(${webhookDeliveries.nextAttemptOn})` })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.status, 'pending')));
      if (!next?.at) break;
      at = new Date(Math.max(new Date(next.at).getTime(), at.getTime() + 1000));
    }
    const [first, second] = await deliveriesOf(endpoint.id);
    for (const d of [first!, second!]) {
      expect(d.status).toBe('failed');
      expect(d.lastStatusCode).toBe(500);
      expect(d.nextAttemptOn).toBeNull();
      const times = d.attemptLog.map((x) => Date.parse(x.attemptedOn));
      const gaps = times.slice(1).map((t, i) => t - times[i]!);
      // each wait at least the schedule's and the last attempt within 24 hours of the event
      gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(backoffMs(i + 1)));
      expect(gaps.at(-1)!).toBeGreaterThan(4 * gaps[0]!);
      expect(times.at(-1)! - start.getTime()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
      expect(d.attempts).toBeGreaterThan(8);
    }
    const [row] = await ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ isActive: false, consecutiveFailures: 2 });
    expect(row!.disabledReason).toContain('Disabled after 2 deliveries');
    const mails = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.subject, 'A webhook endpoint was disabled'), inArray(outbox.to, [ACME, CLERK])));
    expect(mails.map((m) => m.to)).toEqual([ACME]);
    expect(mails[0]!.text).toContain(receiver.url);
    // a disabled endpoint gets no new events
    const c = await makeOrder(ctx.database.db, ctx.seed.supplierIds.acme);
    await processOrder(ACME, c.id);
    expect((await deliveriesOf(endpoint.id)).filter((d) => d.orderId === c.id)).toEqual([]);
  });

  it("is replayed on an Admin's request as a new delivery of the same event and data", async () => {
    setClock(new Date('2030-01-06T12:00:00Z'));
    const endpoint = await createEndpoint(ACME, ['order.changed']);
    const { id } = await makeOrder(ctx.database.db, ctx.seed.supplierIds.acme);
    await processOrder(ACME, id);
    await drain();
    const [original] = await deliveriesOf(endpoint.id);
    expect((await ctx.as(CLERK, { method: 'POST', url: `/api/integrations/webhook-deliveries/${original!.id}/replay` })).statusCode).toBe(
      403,
    );
    expect(
      (await ctx.as(INTEGRATED, { method: 'POST', url: `/api/integrations/webhook-deliveries/${original!.id}/replay` })).statusCode,
    ).toBe(404);
    const res = await ctx.as(ACME, { method: 'POST', url: `/api/integrations/webhook-deliveries/${original!.id}/replay` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', replayOf: original!.id, event: 'order.changed', orderId: id });
    await drain();
    expect(receiver.received).toHaveLength(2);
    const [first, again] = receiver.received;
    expect(again!.verified).toBe(true);
    expect(again!.json.replayOf).toBe(original!.id);
    expect(again!.json.data).toEqual(first!.json.data);
    expect(again!.deliveryId).not.toBe(first!.deliveryId);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'delivered', replayOf: original!.id });
  });

  it("never sends one supplier's events to another supplier's endpoint", async () => {
    setClock(new Date('2030-01-07T12:00:00Z'));
    const acmeEndpoint = await createEndpoint(ACME, ['order.created', 'order.changed']);
    const theirs = await makeOrder(ctx.database.db, ctx.seed.supplierIds.integrated);
    await ctx.database.db.transaction((tx) =>
      publish(tx, orderEvents(ctx.seed.supplierIds.integrated, theirs.id, ['created', 'invoiceAccepted']), now),
    );
    await raiseCreditRequest(
      ctx.database.db,
      ctx.seed.supplierIds.integrated,
      { orderId: theirs.id, sourceType: 'Process', amount: '1.00', reasonForCredit: 'X' } as never,
      now,
    );
    await drain();
    expect(receiver.received).toEqual([]);
    expect(await deliveriesOf(acmeEndpoint.id)).toEqual([]);
    // and the other supplier cannot read this supplier's endpoint or its log
    expect(
      (await ctx.as(INTEGRATED, { method: 'GET', url: `/api/integrations/webhook-endpoints/${acmeEndpoint.id}/deliveries` })).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.as(INTEGRATED, {
          method: 'PUT',
          url: `/api/integrations/webhook-endpoints/${acmeEndpoint.id}`,
          payload: { url: receiver.url, events: ['order.changed'] },
        })
      ).statusCode,
    ).toBe(404);
    const listed = (await ctx.as(INTEGRATED, { method: 'GET', url: '/api/integrations/webhook-endpoints' })).json() as { id: number }[];
    expect(listed.map((e) => e.id)).not.toContain(acmeEndpoint.id);
  });

  it('arrives at least once across a portal restart: a change made by a process that stopped before sending is delivered by the next', async () => {
    setClock(new Date('2030-01-08T12:00:00Z'));
    await createEndpoint(ACME, ['order.changed']);
    const { id } = await makeOrder(ctx.database.db, ctx.seed.supplierIds.acme);
    // the first process: its worker never runs (WEBHOOKS_WORKER=false); it makes the change and closes
    const first = await buildApp(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/portal-test-unused', ...ENV, WEBHOOKS_WORKER: 'false' }),
      ctx.database,
    );
    await first.ready();
    const res = await first.inject({
      method: 'PUT',
      url: `/api/orders/${id}/details`,
      headers: { authorization: `Bearer ${await ctx.accessTokenFor(ACME)}` },
      payload: { supplierOrderNumber: 'SO-R' },
    });
    expect(res.statusCode).toBe(204);
    await first.close();
    expect(receiver.received).toEqual([]);
    // the next process delivers it
    await drain();
    expect(receiver.received.map((r) => r.json.data)).toEqual([
      expect.objectContaining({ orderId: id, detail: expect.objectContaining({ supplierOrderNumber: 'SO-R' }) }),
    ]);
  });

  it('is sent again after its lease when the process that claimed it died before answering', async () => {
    setClock(new Date('2030-01-10T12:00:00Z'));
    await createEndpoint(ACME, ['order.changed']);
    const { id } = await makeOrder(ctx.database.db, ctx.seed.supplierIds.acme);
    await processOrder(ACME, id);
    // what a claim leaves behind when its process dies mid-send: the row leased for a minute, no attempt recorded
    await ctx.database.db
      .update(webhookDeliveries)
      .set({ nextAttemptOn: new Date(now.getTime() + 60_000) })
      .where(and(eq(webhookDeliveries.orderId, id), eq(webhookDeliveries.status, 'pending')));
    expect(await drain()).toBe(0);
    setClock(new Date(now.getTime() + 60_000));
    expect(await drain()).toBe(1);
    expect(receiver.received.map((r) => r.json.data.orderId)).toEqual([id]);
  });

  it('is sent once when two workers (two processes) drain the outbox at the same time', async () => {
    setClock(new Date('2030-01-09T12:00:00Z'));
    await createEndpoint(ACME, ['order.changed']);
    for (let i = 0; i < 6; i++) {
      const { id } = await makeOrder(ctx.database.db, ctx.seed.supplierIds.acme);
      await processOrder(ACME, id, `SO-P${i}`);
    }
    const other = new WebhookWorker({
      database: ctx.database,
      clock: ctx.app.clock,
      mailer: ctx.app.mailer,
      allowPrivate: true,
      disableAfter: 2,
      pollMs: 1000,
      publicUrl: 'http://localhost',
    });
    await Promise.all([drain(), other.drain()]);
    const ids = receiver.received.map((r) => r.deliveryId);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it('manages endpoints: validation, edit, disable and enable again (clears the failures); Admins only', async () => {
    const post = (email: string, payload: object) => ctx.as(email, { method: 'POST', url: '/api/integrations/webhook-endpoints', payload });
    expect((await post(ACME, { url: 'ftp://example.com/x', events: ['order.changed'] })).statusCode).toBe(400);
    expect((await post(ACME, { url: receiver.url, events: [] })).statusCode).toBe(400);
    expect((await post(ACME, { url: receiver.url, events: ['order.deleted'] })).statusCode).toBe(400);
    expect((await post(CLERK, { url: receiver.url, events: ['order.changed'] })).statusCode).toBe(403);
    expect((await ctx.as(CLERK, { method: 'GET', url: '/api/integrations/webhook-endpoints' })).statusCode).toBe(403);
    const endpoint = await createEndpoint(ACME, ['order.changed']);
    await ctx.database.db
      .update(webhookEndpoints)
      .set({ isActive: false, consecutiveFailures: 3, disabledReason: 'x' })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const put = await ctx.as(ACME, {
      method: 'PUT',
      url: `/api/integrations/webhook-endpoints/${endpoint.id}`,
      payload: { url: `${receiver.url}/v2`, events: ['order.created', 'order.changed'], isActive: true },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      url: `${receiver.url}/v2`,
      events: ['order.created', 'order.changed'],
      isActive: true,
      consecutiveFailures: 0,
      disabledReason: null,
    });
    expect(JSON.stringify(put.json())).not.toContain(endpoint.secret);
  });
});
