// A worker's loop runs its drains in the context it was made in, also when a request wakes it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { PollLoop } from './poll-loop.ts';

describe('PollLoop', () => {
  it('drains outside the context of the request that woke it', async () => {
    const requestContext = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    let drained!: () => void;
    const loop = new PollLoop(
      async () => {
        seen.push(requestContext.getStore());
        drained?.();
      },
      60_000,
      () => undefined,
    );
    loop.start();
    await new Promise<void>((resolve) => (drained = resolve));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const woken = new Promise<void>((resolve) => (drained = resolve));
    requestContext.run('request 1', () => loop.wake());
    await woken;
    await loop.stop();
    expect(seen).toEqual([undefined, undefined]);
  });
});
