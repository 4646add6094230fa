// The reactions worker's place in the app: one per process (app.domainReactions), started when the app is ready if
// REACTIONS_WORKER allows (tests and the dev outbox drain it) and woken by the commits that write reactions (LISTEN),
// stopped when the app closes; its figures on the metrics
// endpoint: reactions waiting, the age of the oldest (the lag), the ones failing, and this process's runs and failures.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { resultRows } from '../../db/client.ts';
import { DomainReactions } from './reactions-worker.ts';
import type { NotificationHandler } from '../live/notification-listener.ts';

export const REACTIONS_CHANNEL = 'domain_event_reactions';

declare module 'fastify' {
  interface FastifyInstance {
    domainReactions: DomainReactions;
  }
}

interface Backlog {
  waiting: number;
  failing: number;
  oldest: string | Date | null;
}

/** What waits in domain_event_reactions as of `now`: how many, how many failed at least once, the oldest's age in seconds. */
export async function reactionsBacklog(app: FastifyInstance, now: Date): Promise<{ waiting: number; failing: number; lagSeconds: number }> {
  const [row] = resultRows<Backlog>(
    await app.database.db.execute(sql`
      select count(*)::int as waiting, count(*) filter (where attempts > 0)::int as failing, min(occurred_on) as oldest
      from domain_event_reactions`),
  );
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
  return {
    waiting: row?.waiting ?? 0,
    failing: row?.failing ?? 0,
    lagSeconds: oldest === null ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
  };
}

export function registerDomainReactions(app: FastifyInstance): void {
  const reactions = new DomainReactions({
    database: app.database,
    clock: { now: () => app.clock.now() },
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    pollMs: app.config.reactions.pollMs,
    log: app.log,
  });
  app.decorate('domainReactions', reactions);
  if (app.config.reactions.worker) app.addHook('onReady', async () => reactions.start());
  app.addHook('onClose', async () => reactions.stop());
}

/**
 * The worker's wake-up on the process's listening connection (platform/live): a commit that wrote reactions notifies
 * domain_event_reactions (migration 0039), and whichever process hears it first runs them (the others find nothing
 * due). A connection lost and back may have missed some: wake then too. The poll stays the floor.
 */
export function reactionsWakeUp(app: FastifyInstance): NotificationHandler {
  const wake = () => app.domainReactions.wake();
  return { channel: REACTIONS_CHANNEL, notify: wake, missed: wake };
}

/**
 * The worker's figures (after registerMetrics): the backlog is read from the database at scrape time, once per scrape:
 * prom-client collects a registry's gauges side by side, so the three backlog gauges share the read in flight.
 */
export function registerReactionsMetrics(app: FastifyInstance): void {
  let reading: ReturnType<typeof reactionsBacklog> | null = null;
  const backlog = () =>
    (reading ??= reactionsBacklog(app, app.clock.now()).finally(() => {
      reading = null;
    }));
  const { registerGauge } = app.metrics;
  registerGauge({
    name: 'portal_domain_reactions_waiting',
    help: 'Reactions of committed domain events not run yet',
    read: async () => (await backlog()).waiting,
  });
  registerGauge({
    name: 'portal_domain_reactions_failing',
    help: 'Waiting reactions that failed at least once',
    read: async () => (await backlog()).failing,
  });
  registerGauge({
    name: 'portal_domain_reactions_lag_seconds',
    help: 'Age of the oldest waiting reaction',
    read: async () => (await backlog()).lagSeconds,
  });
  registerGauge({ name: 'portal_domain_reactions_run_total', help: 'Reactions this process ran', read: () => app.domainReactions.handled });
  registerGauge({
    name: 'portal_domain_reactions_failures_total',
    help: 'Failed reaction attempts in this process',
    read: () => app.domainReactions.failures,
  });
}
