// Prometheus metrics (prom-client): one registry per app (tests build many apps in one process), filled by one
// onResponse hook and by gauges read at scrape time. Served only by the metrics server (metrics-server.ts) on its own
// private port; the public port has no /metrics route.
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import pg from 'pg';
import { and, count, isNull } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.ts';
import { OutboxMailer } from '../mail/outbox-mailer.ts';

/** A gauge an area registers on the app's registry, read at scrape time (the orders' open event streams). */
export interface GaugeSpec {
  name: string;
  help: string;
  /** Read at scrape time; a promise for a figure read from the database (a failed read keeps the series at its last value). */
  read: () => number | Promise<number>;
}

export interface AppMetrics {
  registry: Registry;
  /** Adds a gauge read at scrape time: an area counts what it owns without platform/ reaching into it. */
  registerGauge(spec: GaugeSpec): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** The route label of a request that matched no route (404s, scans): one label, not one per URL. */
export const UNMATCHED_ROUTE = '(unmatched)';
/** The route label of the web app's files (one static route per built file): one label for all of them. */
export const WEB_ROUTE = '(web)';

/** Buckets for an API whose p95 target is 50 ms (most calls take a few ms): fine below 100 ms, coarse above. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** The route pattern of a request (`/api/orders/:id`), never its URL: the label's values stay few. */
export function routeLabel(url: string | undefined): string {
  if (!url) return UNMATCHED_ROUTE;
  return url === '/api' || url.startsWith('/api/') ? url : WEB_ROUTE;
}

export function registerMetrics(app: FastifyInstance): AppMetrics {
  const registry = new Registry();
  // process memory, CPU, event-loop lag (nodejs_eventloop_lag_*), GC, handles
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to its answer, by route pattern and status.',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // reply.elapsedTime: milliseconds since the request arrived, measured by Fastify anyway (no clock read of our own)
    const labels = { method: request.method, route: routeLabel(request.routeOptions.url), status: reply.statusCode };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const raw = app.database.raw;
  // node-postgres: the pool's counters. PGlite: one embedded connection, always open, never waited for in a pool.
  const pool = raw instanceof pg.Pool ? raw : undefined;
  new Gauge({
    name: 'db_pool_connections_in_use',
    help: 'Database connections checked out of the pool (PGlite: its one embedded connection, always 1).',
    registers: [registry],
    collect() {
      this.set(pool ? pool.totalCount - pool.idleCount : 1);
    },
  });
  new Gauge({
    name: 'db_pool_connections_idle',
    help: 'Open database connections idle in the pool (PGlite: 0).',
    registers: [registry],
    collect() {
      this.set(pool ? pool.idleCount : 0);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a free pool connection (PGlite: 0; its queries queue inside PGlite).',
    registers: [registry],
    collect() {
      this.set(pool ? pool.waitingCount : 0);
    },
  });
  // without SMTP every outbox row is undelivered mail; with SMTP the rows still to send (retried or not yet due)
  const delivering = app.mailer instanceof OutboxMailer && app.mailer.delivers;
  new Gauge({
    name: 'mail_outbox_backlog',
    help: 'Mails in the outbox table not delivered: every row without SMTP_URL, the unsent ones with it.',
    registers: [registry],
    async collect() {
      try {
        const [row] = await app.database.db
          .select({ n: count() })
          .from(outbox)
          .where(delivering ? and(isNull(outbox.sentOn), isNull(outbox.failedOn)) : undefined);
        this.set(row?.n ?? 0);
      } catch {
        // the database is unreachable: readiness says so; the scrape still answers the other series
      }
    },
  });

  const metrics: AppMetrics = {
    registry,
    registerGauge({ name, help, read }) {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          try {
            this.set(await read());
          } catch {
            // the database is unreachable: readiness says so; the scrape still answers the other series
          }
        },
      });
    },
  };
  app.decorate('metrics', metrics);
  return metrics;
}
