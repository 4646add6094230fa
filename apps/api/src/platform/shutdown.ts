// Graceful shutdown (SIGTERM/SIGINT): requests already running finish; a request that arrives while the app drains
// (a kept-alive connection, a load balancer that has not noticed yet) gets 503 in the spec's error shape with
// `Connection: close` and Retry-After; open event streams end cleanly (platform/live, preClose); the process exits
// within the deadline even if something hangs.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

export const SHUTTING_DOWN = 'The portal is restarting. Please try again in a moment.';
/** The whole shutdown's bound: an orchestrator's grace period is usually 30 s; we promise 10 (docs/operations.md). */
export const SHUTDOWN_DEADLINE_MS = 10_000;
/**
 * How long a draining process still accepts connections (each answered 503) before its listener closes: at least
 * DRAIN_ACCEPT_MS, then until no request arrived for DRAIN_QUIET_MS, at most DRAIN_ACCEPT_MAX_MS in all.
 */
export const DRAIN_ACCEPT_MS = 1_000;
export const DRAIN_QUIET_MS = 250;
export const DRAIN_ACCEPT_MAX_MS = 4_000;

interface DrainState {
  draining: boolean;
  /** When the last request arrived while draining (performance.now()). */
  lastArrival: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    drain: DrainState;
  }
}

/** The first onRequest hook: refuses new work once draining started. Fastify's own 503 (return503OnClosing) is off. */
export function registerDrain(app: FastifyInstance): void {
  app.decorate('drain', { draining: false, lastArrival: 0 });
  app.addHook('onRequest', async () => {
    if (!app.drain.draining) return;
    app.drain.lastArrival = performance.now();
    throw new HttpError(503, 'Service Unavailable', SHUTTING_DOWN, undefined, { connection: 'close', 'retry-after': '5' });
  });
  // A request that was running when the drain began closes its connection with its answer: a kept-alive socket would
  // otherwise hold app.close() until the keep-alive timeout (72 s).
  app.addHook('onSend', async (_request, reply) => {
    if (app.drain.draining) reply.header('connection', 'close');
  });
}

/**
 * Stops taking work and closes the app (its hooks end the event streams, the listener, the pools), waiting for running
 * requests; answers 'timeout' when that takes longer than the deadline (the caller exits anyway).
 */
export async function drainAndClose(app: FastifyInstance, deadlineMs = SHUTDOWN_DEADLINE_MS, acceptMs = 0): Promise<'closed' | 'timeout'> {
  app.drain.draining = true;
  // Keep the listener open a moment, answering 503: connections the kernel had queued for a busy process were reset
  // when it closed (the fault suite saw 25 of 218 requests sent before SIGTERM under load end in ECONNRESET).
  // A busy process reads them late: it keeps accepting while requests still arrive (up to DRAIN_ACCEPT_MAX_MS).
  if (acceptMs > 0) {
    const started = performance.now();
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await pause(acceptMs);
    while (performance.now() - started < DRAIN_ACCEPT_MAX_MS && performance.now() - app.drain.lastArrival < DRAIN_QUIET_MS) {
      await pause(50);
    }
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), deadlineMs);
    timer.unref();
  });
  try {
    return await Promise.race([app.close().then(() => 'closed' as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
