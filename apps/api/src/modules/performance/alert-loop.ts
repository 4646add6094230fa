// The scorecard's loop (docs/decisions/performance.md, "Alerts"): the 30-day window moves with the days, so a
// figure can enter or leave trouble without any order changing. Once an hour (PERFORMANCE_POLL_MS) every supplier's
// alerts are re-computed as of the injected clock, a batch of suppliers per transaction (the mail of a rise follows
// its batch's commit); the first run at start also fills the facts of orders that have none (the backfill, idempotent).
import type { FastifyInstance } from 'fastify';
import { asc, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { suppliers } from '../../db/schema/index.ts';
import { PollLoop } from '../../platform/poll-loop.ts';
import { evaluateAlerts } from './alerts.ts';
import { backfillOrderFacts } from './order-facts.ts';

const SUPPLIERS_PER_TRANSACTION = 50;

/** Every supplier's alerts as of `now`, in keyset batches (a rise's mail follows its batch's commit); answers the rises. */
export async function evaluateAllAlerts(db: Db | Tx, now: Date): Promise<number> {
  let afterId = 0;
  let rises = 0;
  for (;;) {
    const batch = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(gt(suppliers.id, afterId))
      .orderBy(asc(suppliers.id))
      .limit(SUPPLIERS_PER_TRANSACTION);
    if (batch.length === 0) return rises;
    rises += await db.transaction(async (tx) =>
      evaluateAlerts(
        tx,
        batch.map((s) => s.id),
        now,
      ),
    );
    afterId = batch.at(-1)!.id;
  }
}

/** Facts for the orders without them (a no-op once every order has them), then every supplier's alerts: the loop's first run. */
export async function performanceTick(db: Db | Tx, now: Date): Promise<number> {
  await backfillOrderFacts(db);
  return evaluateAllAlerts(db, now);
}

/** Started with the app when PERFORMANCE_WORKER is on (not under NODE_ENV=test, whose tests call performanceTick). */
export function registerPerformanceLoop(app: FastifyInstance): void {
  const { worker, pollMs } = app.config.performance;
  if (!worker) return;
  // the backfill once, at start (every order written later gets its facts with its change); the alerts every poll
  let filled = false;
  const loop = new PollLoop(
    async () => {
      if (!filled) await backfillOrderFacts(app.database.db);
      filled = true;
      return evaluateAllAlerts(app.database.db, app.clock.now());
    },
    pollMs,
    (error) => app.log.error({ err: error }, 'performance alerts run failed'),
  );
  app.addHook('onReady', async () => loop.start());
  app.addHook('onClose', async () => loop.stop());
}
