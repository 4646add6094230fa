// Reads config, opens the database, builds the app, listens, and shuts down gracefully.
import { loadConfig, ConfigError } from './config.ts';
import { openDatabase } from './db/client.ts';
import { systemClock } from './platform/clock.ts';
import { deriveSecondFactorKey, resolveAccessTokenSecret } from './platform/secrets.ts';
import { buildApp } from './app.ts';
import { isDatabaseEmpty, seedDemo } from './seed/demo.ts';
import { storeDemoDocuments } from './seed/demo-documents.ts';
import { DRAIN_ACCEPT_MAX_MS, DRAIN_ACCEPT_MS, drainAndClose, SHUTDOWN_DEADLINE_MS } from './platform/shutdown.ts';
import { buildMetricsServer } from './platform/telemetry/metrics-server.ts';

/** The OpenTelemetry SDK's shutdown, left here by the tracing preload (platform/telemetry/tracing.ts) when it runs. */
const OTEL_SHUTDOWN = Symbol.for('portal.otel.shutdown');

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    readUrl: config.databaseReadUrl,
    ownerUrl: config.databaseOwnerUrl,
    preparedStatements: config.databasePreparedStatements,
    appRole: config.databaseAppRole,
    dataDir: config.dataDir,
  });
  if (config.seedDemo && (await isDatabaseEmpty(database.db)))
    await seedDemo(database.db, systemClock(), {
      secondFactorKey: deriveSecondFactorKey(resolveAccessTokenSecret(config)),
      ediPartner: true,
    });
  const app = await buildApp(config, database);
  // The demo's documents (the booked LTL order's bill of lading, memos, labels) need the file store, which the seed
  // transaction cannot reach.
  // A file store out of reach or full at start costs the demo its documents, not the portal its start (the fault suite,
  // apps/api/faults/storage.fault.ts): the portal serves, answers 503 for files, and stores them on a later start.
  if (config.seedDemo) {
    try {
      await storeDemoDocuments(database.db, app.storage, app.clock);
    } catch (error) {
      app.log.error({ err: error }, 'the demo documents could not be stored: the file store does not answer');
    }
  }
  // Prometheus scrapes this listener (private host and port), closed with the app.
  const metricsServer = config.metrics ? buildMetricsServer(app) : undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return; // a second signal while draining changes nothing; the deadline still holds
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // The whole shutdown is bounded: whatever hangs, the process is gone within the deadline.
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    await metricsServer?.close();
    const outcome = await drainAndClose(app, SHUTDOWN_DEADLINE_MS - 1_000 - DRAIN_ACCEPT_MAX_MS, DRAIN_ACCEPT_MS);
    if (outcome === 'timeout') app.log.error('requests still running at the shutdown deadline');
    await database.close();
    await (globalThis as Record<symbol, (() => Promise<void>) | undefined>)[OTEL_SHUTDOWN]?.();
    process.exit(outcome === 'closed' ? 0 : 1);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Supplier portal on ${config.publicUrl}`);
  if (metricsServer && config.metrics) {
    const { port, host } = config.metrics;
    try {
      await metricsServer.listen({ port, host });
      app.log.info(`Metrics on http://${host}:${port}/metrics`);
    } catch (error) {
      // Another process on this machine holds the port (a second local server, an E2E run): the API still serves,
      // without metrics; in production the scrape's `up == 0` alert says so (docs/operations.md).
      app.log.error({ err: error }, `metrics listener could not start on ${host}:${port}; set METRICS_PORT (0: off)`);
    }
  }
}

void main();
