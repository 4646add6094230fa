// The platform's live stream carries whatever source is registered through its interface (LiveSource): a source's
// events reach the signed-in supplier's stream, its replay comes first after Last-Event-ID, and a closed stream unsubscribes.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { useEventStreams, type SseConnection } from '../../../test/sse-client.ts';
import type { LiveOutlet, LiveSource, LiveSubscriber } from './live-source.ts';

const ctx = useTestApp();
const stream = useEventStreams(ctx);

/** A source of the test's own, registered on the app's stream for one test. */
function withSource(source: LiveSource): () => void {
  ctx.app.liveStream.sources.push(source);
  return () => void ctx.app.liveStream.sources.splice(ctx.app.liveStream.sources.indexOf(source), 1);
}

/** The next event of the test's source (the app's own sources speak on the same stream). */
async function nextTestEvent(s: SseConnection) {
  for (;;) {
    const frame = await s.next();
    if (frame.event === 'test-event') return frame;
  }
}

describe('a live source registered on the platform stream', () => {
  it("sends its events to the signed-in supplier's stream and unsubscribes when the client goes away", async () => {
    const outlets = new Map<LiveOutlet, LiveSubscriber>();
    const remove = withSource({
      name: 'test',
      description: '`test-event`',
      subscribe(subscriber, outlet) {
        outlets.set(outlet, subscriber);
        return () => void outlets.delete(outlet);
      },
    });
    try {
      const s = await stream('clerk@acme.test');
      await expect.poll(() => outlets.size).toBe(1);
      const [outlet, subscriber] = [...outlets][0]!;
      expect(subscriber.supplierId).toBe(ctx.seed.supplierIds.acme);
      outlet.send({ event: 'test-event', data: { hello: 'acme' }, id: 7 });
      const frame = await nextTestEvent(s);
      expect(frame).toMatchObject({ event: 'test-event', id: '7' });
      expect(JSON.parse(frame.data!)).toEqual({ hello: 'acme' });
      s.close();
      await expect.poll(() => outlets.size).toBe(0);
    } finally {
      remove();
    }
  });

  it('writes its replay after Last-Event-ID first, then the live events it held meanwhile, without repeats', async () => {
    let live: LiveOutlet | undefined;
    const remove = withSource({
      name: 'test',
      description: '`test-event`',
      subscribe(_subscriber, outlet) {
        live = outlet;
        // arrives while the replay is read: held, and sent after it unless the replay covered it
        outlet.send({ event: 'test-event', data: 'held-covered', id: 12 });
        outlet.send({ event: 'test-event', data: 'held-new', id: 13 });
        return () => undefined;
      },
      replay: async (_subscriber, afterId) => ({
        events: [{ event: 'test-event', data: `replayed-after-${afterId}`, id: 12 }],
        covered: new Set([11, 12]),
      }),
    });
    try {
      const s = await stream('admin@acme.test', '10');
      expect(JSON.parse((await nextTestEvent(s)).data!)).toBe('replayed-after-10');
      expect(JSON.parse((await nextTestEvent(s)).data!)).toBe('held-new');
      live!.send({ event: 'test-event', data: 'live', id: 14 });
      expect(JSON.parse((await nextTestEvent(s)).data!)).toBe('live');
    } finally {
      remove();
    }
  });
});
