// Graceful shutdown against a listening server: a request running when the drain starts finishes with its answer,
// a new request gets 503 in the spec's error shape, an open event stream ends, and the app closes.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { apiErrorSchema } from '@portal/contracts';
import { useTestApp } from '../../test/test-app.ts';
import { openEventStream } from '../../test/sse-client.ts';
import { drainAndClose, SHUTTING_DOWN } from './shutdown.ts';

const ctx = useTestApp();

describe('graceful shutdown', () => {
  it('lets the running request finish, refuses new ones with 503, ends event streams and closes', async () => {
    const baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const accessToken = await ctx.accessTokenFor('admin@acme.test');
    const stream = await openEventStream(baseUrl, accessToken);
    expect(stream.status).toBe(200);

    // Hold the orders table so the list call below is still running when the drain starts.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table orders in access exclusive mode`);
      locked();
      await held;
    });
    await isLocked;
    const received = new Promise<void>((resolve) => ctx.app.server.once('request', () => resolve()));
    const running = fetch(`${baseUrl}/api/order-summaries?limit=5&offset=0`, { headers: { authorization: `Bearer ${accessToken}` } });
    await received; // the server has the request before the drain starts

    const closing = drainAndClose(ctx.app, 10_000);
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { authorization: `Bearer ${accessToken}` } });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(apiErrorSchema.parse(refused.json())).toMatchObject({ status: 503, detail: SHUTTING_DOWN });

    await stream.ended; // the event stream ends while the running request still holds the close
    release();
    await holder;
    const answer = await running;
    expect(answer.status).toBe(200);
    await expect(closing).resolves.toBe('closed');
  }, 60_000);
});
