// @fastify/compress leaves every answer with a Content-Range alone: a byte range describes offsets in the unencoded
// body. The grids' pages carry an items range instead (`items 0-49/3452`, spec: the total in Content-Range), which says
// nothing about bytes, so those JSON pages (21 kB for 50 orders) went out uncompressed. Around the compressor: an onSend
// hook that runs before it takes an items range off the reply, one that runs after it puts the header back.
import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';

const ITEMS_RANGE = /^items /;
const heldRanges = new WeakMap<FastifyReply, string>();

/** Before `app.register(fastifyCompress, ...)`: hides an items range from the compressor. */
export function holdItemRangesFromCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const range = reply.getHeader('content-range');
    if (typeof range === 'string' && ITEMS_RANGE.test(range)) {
      heldRanges.set(reply, range);
      reply.removeHeader('content-range');
    }
    return payload;
  });
}

/**
 * After the compressor is registered: the items range goes back on the (now compressed) answer. The compressor adds its
 * onSend hook to each route as the route is declared (onRoute), behind the app-wide ones; this one is added the same
 * way, after it.
 */
export function restoreItemRangesAfterCompression(app: FastifyInstance): void {
  const restore: onSendHookHandler = async (_request, reply, payload) => {
    const range = heldRanges.get(reply);
    if (range !== undefined) void reply.header('content-range', range);
    return payload;
  };
  app.addHook('onRoute', (route) => {
    route.onSend = [...hookList(route.onSend), restore];
  });
}

/** A route's hooks of one kind as a list (a route option holds one, several, or none), to add one behind them. */
export const hookList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
