// Work a request starts but does not wait for: its answer must not depend on it, or its duration would tell something
// (a reset mail issued only for a real address would make the answer slower for real addresses than for unknown ones).
// Tasks run right away in the same process; a failure is logged, never thrown at the request. app.close() waits for
// the running tasks (preClose), so a graceful shutdown finishes them; a crash loses them, which the callers accept
// (the person asks again). Tests and the dev outbox await idle() before reading what the tasks wrote.
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    afterResponse: AfterResponse;
  }
}

interface TaskLog {
  error(details: object, message: string): void;
}

export class AfterResponse {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: TaskLog) {}

  /** Starts `task` without waiting for it. */
  run(name: string, task: () => Promise<void>): void {
    const running: Promise<void> = task()
      .catch((err: unknown) => this.log.error({ err, task: name }, 'a task started by a request failed'))
      .finally(() => this.running.delete(running));
    this.running.add(running);
  }

  /** Resolves once no task is running, including tasks started by the ones awaited. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}

export function registerAfterResponse(app: FastifyInstance): void {
  const tasks = new AfterResponse(app.log);
  app.decorate('afterResponse', tasks);
  app.addHook('preClose', async () => tasks.idle());
}
