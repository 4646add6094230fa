// A background worker's timer (the mail and webhook outboxes): runs its drain now and then `pollMs` after each drain
// ends, never two at once; stop() waits for a drain under way.
import { AsyncResource } from 'node:async_hooks';

export class PollLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /**
   * One drain, bound to the context the loop was made in (the app's start: no request): a drain that a request's
   * wake() schedules must not run in that request's tenant context or its transaction (db/request-transaction.ts).
   */
  private readonly tick: () => void;

  constructor(
    private readonly drain: () => Promise<unknown>,
    private readonly pollMs: number,
    private readonly onError: (error: unknown) => void,
  ) {
    this.tick = AsyncResource.bind(() => {
      this.timer = undefined;
      this.running = this.drain()
        .then(() => undefined)
        .catch((error: unknown) => this.onError(error))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule(this.pollMs);
        });
    });
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Runs a started loop's drain now (after a change that wrote work) instead of at its next poll. */
  wake(): void {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(this.tick, ms);
    this.timer.unref();
  }
}

/**
 * A worker that drains its table batch after batch on a PollLoop: the mail outbox, the webhook outbox, the domain
 * events' reactions. `runOnce` claims one batch and answers how many it claimed and how many it handled.
 */
export abstract class BatchWorker {
  private readonly loop: PollLoop;

  constructor(pollMs: number, name: string, log?: { error(obj: unknown, msg?: string): void }) {
    this.loop = new PollLoop(
      () => this.drain(),
      pollMs,
      (error) => log?.error({ err: error }, `${name} failed`),
    );
  }

  start(): void {
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** Runs a started worker now (after a change that wrote work) instead of at its next poll. */
  wake(): void {
    this.loop.wake();
  }

  /** Everything due now, batch after batch, until a batch claims nothing; answers how many were handled (tests call it). */
  async drain(): Promise<number> {
    await this.beforeDrain();
    let total = 0;
    for (;;) {
      const { claimed, handled } = await this.runOnce();
      total += handled;
      if (claimed === 0) return total;
    }
  }

  /** Work before the batches (the mail worker prunes sent rows past their retention). */
  protected async beforeDrain(): Promise<void> {}

  protected abstract runOnce(): Promise<{ claimed: number; handled: number }>;
}
