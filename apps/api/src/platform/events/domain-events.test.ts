// Domain events (docs/architecture.md, "Domain events"): the in-transaction subscribers hold or fall with the change,
// the after-commit ones wait in domain_event_reactions until a worker runs them once, a failing one is retried and
// counted, and the areas' reactions are one subscriber each (the order's activity, its webhooks, its scorecard facts).
import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DomainEvent } from '@portal/contracts';
import { ACME, sqlRows, useTestApp } from '../../../test/test-app.ts';
import { outboxFor } from '../../../test/auth-calls.ts';
import { buildMetricsServer } from '../telemetry/metrics-server.ts';
import { DOMAIN_SUBSCRIBERS } from '../../domain-subscribers.ts';
import { resultRows } from '../../db/client.ts';
import { installDomainSubscribers, publish } from './domain-events.ts';
import { DomainReactions, reactionBackoffMs } from './reactions-worker.ts';

const ctx = useTestApp();
const NOW = new Date('2026-11-20T15:00:00Z');

const alertRaised = (supplierId: number, subject: string): DomainEvent => ({
  type: 'performance.alert-raised',
  supplierId,
  figure: 'onTimeShipment',
  alert: 'inTrouble',
  raisedAt: NOW.toISOString(),
  subject,
  sentence: 'On-time shipment is in trouble: 50.0% over the last 30 days.',
});

/** The figure's alert as the rise left it: the mail follows only a rise that is still the figure's state. */
async function riseIsCurrent(supplierId: number): Promise<void> {
  await ctx.database.db.execute(sql`
    insert into performance_alerts (supplier_id, figure, alert, range, value, since)
    values (${supplierId}, 'onTimeShipment', 'inTrouble', 'inTrouble', 50, ${NOW.toISOString()}::timestamptz)
    on conflict (supplier_id, figure) do update set alert = excluded.alert, since = excluded.since`);
}

const waiting = async () =>
  sqlRows<{ subscriber: string; event_type: string; attempts: number; last_error: string | null }>(
    ctx.database,
    sql`select subscriber, event_type, attempts, last_error from domain_event_reactions order by id`,
  );

async function anOrder(): Promise<{ id: number; supplier_id: number }> {
  const [order] = await sqlRows<{ id: number; supplier_id: number }>(
    ctx.database,
    sql`select id, supplier_id from orders where supplier_id = ${ctx.seed.supplierIds.acme} order by id limit 1`,
  );
  return order!;
}

describe('domain events', () => {
  it('runs the in-transaction subscribers with the change: a rolled-back change leaves no activity row and no reaction', async () => {
    await ctx.database.db.execute(sql`delete from domain_event_reactions`);
    const order = await anOrder();
    const event: DomainEvent = {
      type: 'order.changed',
      supplierId: order.supplier_id,
      orderId: order.id,
      userId: null,
      action: 'supplierOrderNumber',
      detail: { note: 'rolled back' },
    };
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await publish(tx, [event, alertRaised(order.supplier_id, 'Rolled back alert')], NOW);
        // inside the change's transaction the activity row is there
        const [seen] = resultRows<{ n: number }>(
          await tx.execute(
            sql`select count(*)::int as n from order_history where order_id = ${order.id} and detail ->> 'note' = 'rolled back'`,
          ),
        );
        expect(seen!.n).toBe(1);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    const [history] = await sqlRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from order_history where order_id = ${order.id} and detail ->> 'note' = 'rolled back'`,
    );
    expect(history!.n).toBe(0);
    expect(await waiting()).toEqual([]);
  });

  it('writes an order change as its activity row, in the same transaction, with who and when', async () => {
    const order = await anOrder();
    await ctx.database.db.transaction(async (tx) =>
      publish(
        tx,
        [
          {
            type: 'order.changed',
            supplierId: order.supplier_id,
            orderId: order.id,
            userId: null,
            action: 'supplierOrderNumber',
            detail: { n: 7 },
          },
        ],
        NOW,
      ),
    );
    const [row] = await sqlRows<{ action: string; user_id: number | null; created_on: Date | string }>(
      ctx.database,
      sql`select action, user_id, created_on from order_history where order_id = ${order.id} and detail ->> 'n' = '7'`,
    );
    expect(row!.action).toBe('supplierOrderNumber');
    expect(row!.user_id).toBeNull();
    expect(new Date(row!.created_on).toISOString()).toBe(NOW.toISOString());
  });

  it('keeps an after-commit reaction until a worker runs it, then runs it once', async () => {
    await ctx.database.db.execute(sql`delete from domain_event_reactions`);
    const acme = ctx.seed.supplierIds.acme;
    const before = (await outboxFor(ctx.app, ACME)).length;
    await riseIsCurrent(acme);
    await ctx.database.db.transaction(async (tx) => publish(tx, [alertRaised(acme, 'Reaction once')], NOW));
    expect(await waiting()).toMatchObject([{ subscriber: 'performance.alert-mail', event_type: 'performance.alert-raised', attempts: 0 }]);

    // two workers draining at once: one mail per Admin, the row gone
    await Promise.all([ctx.app.domainReactions.drain(), ctx.app.domainReactions.drain()]);
    expect(await waiting()).toEqual([]);
    const mails = (await outboxFor(ctx.app, ACME)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual(['Reaction once']);
    expect(mails[0]!.text).toContain('/performance');
    expect(await ctx.app.domainReactions.drain()).toBe(0);
  });

  it('retries a failing reaction with backoff, keeps its error and counts it, and runs it once it can', async () => {
    await ctx.database.db.execute(sql`delete from domain_event_reactions`);
    const acme = ctx.seed.supplierIds.acme;
    let now = NOW;
    let down = true;
    const worker = new DomainReactions({
      database: ctx.database,
      clock: { now: () => now },
      mailer: {
        send: async (message, tx) => {
          if (down) throw new Error('the outbox is not writable');
          await ctx.app.mailer.send(message, tx);
        },
      },
      publicUrl: 'https://portal.example',
      pollMs: 1000,
    });
    await riseIsCurrent(acme);
    await ctx.database.db.transaction(async (tx) => publish(tx, [alertRaised(acme, 'Reaction retried')], NOW));
    expect(await worker.drain()).toBe(0);
    expect(await waiting()).toMatchObject([{ attempts: 1, last_error: 'the outbox is not writable' }]);
    expect(worker.failures).toBe(1);
    // not due before its backoff
    down = false;
    now = new Date(NOW.getTime() + reactionBackoffMs(1) - 1);
    expect(await worker.drain()).toBe(0);
    now = new Date(NOW.getTime() + reactionBackoffMs(1));
    expect(await worker.drain()).toBe(1);
    expect(await waiting()).toEqual([]);
    expect((await outboxFor(ctx.app, ACME)).filter((m) => m.subject === 'Reaction retried')).toHaveLength(1);
    expect([1, 2, 3, 10, 20].map(reactionBackoffMs)).toEqual([5_000, 10_000, 20_000, 900_000, 900_000]);
  });

  it('shows the waiting reactions, their lag and failures on the metrics endpoint', async () => {
    await ctx.database.db.execute(sql`delete from domain_event_reactions`);
    await ctx.database.db.transaction(async (tx) => publish(tx, [alertRaised(ctx.seed.supplierIds.acme, 'Metrics')], NOW));
    const server = buildMetricsServer(ctx.app);
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    // the three backlog gauges share one read of domain_event_reactions per scrape
    const execute = vi.spyOn(ctx.app.database.db, 'execute');
    try {
      const text = await (await fetch(`${address}/metrics`)).text();
      const backlogReads = execute.mock.calls.filter(([query]) => JSON.stringify(query).includes('min(occurred_on)'));
      expect(backlogReads).toHaveLength(1);
      expect(text).toContain('portal_domain_reactions_waiting 1');
      expect(text).toMatch(/portal_domain_reactions_lag_seconds \d/);
      expect(text).toContain('portal_domain_reactions_failing 0');
      expect(text).toMatch(/portal_domain_reactions_failures_total \d/);
    } finally {
      execute.mockRestore();
      await server.close();
      await ctx.app.domainReactions.drain();
    }
  });

  it('writes no mail for a rise another change has superseded (the figure recovered, or rose again since)', async () => {
    await ctx.database.db.execute(sql`delete from domain_event_reactions`);
    const acme = ctx.seed.supplierIds.acme;
    const before = (await outboxFor(ctx.app, ACME)).length;
    await riseIsCurrent(acme);
    const later = new Date(NOW.getTime() + 60_000).toISOString();
    await ctx.database.db.transaction(async (tx) => publish(tx, [alertRaised(acme, 'Superseded rise')], NOW));
    await ctx.database.db.execute(
      sql`update performance_alerts set since = ${later}::timestamptz where supplier_id = ${acme} and figure = 'onTimeShipment'`,
    );
    expect(await ctx.app.domainReactions.drain()).toBe(1);
    expect(await waiting()).toEqual([]);
    expect((await outboxFor(ctx.app, ACME)).length).toBe(before);
  });

  it('installs one list of subscribers per process: the same again is fine, another is refused', () => {
    expect(() => installDomainSubscribers(DOMAIN_SUBSCRIBERS)).not.toThrow();
    expect(() => installDomainSubscribers(DOMAIN_SUBSCRIBERS.slice(1))).toThrow('Another list of domain subscribers');
  });
});
