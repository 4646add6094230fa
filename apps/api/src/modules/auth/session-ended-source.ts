// The session signal of the live stream: each open stream watches its user. When the database announces a change of
// that user (cache_invalidated 'user:<id>', migrations 0011 and 0031), or anything that may have been one ('*' after a
// lost connection), the stream's token is checked again; a stream whose session has ended (user deactivated, password
// changed) is sent `session-ended` and closed, so the signed-in shell finds out at once instead of at its next call.
import type { FastifyInstance } from 'fastify';
import { isSessionValid } from '../../platform/auth.ts';
import { CACHE_INVALIDATED_CHANNEL } from '../../platform/caches/read-caches.ts';
import { KeyedSubscribers } from '../../platform/live/keyed-subscribers.ts';
import type { LiveSource } from '../../platform/live/live-source.ts';

/** The stream's session has ended (user deactivated, password changed): reconnect now to learn whether one remains. */
export const SESSION_ENDED_EVENT = 'session-ended';
/** cache_invalidated kinds that never concern a user's session. */
const NOT_A_USER = new Set(['orders', 'payments', 'supplier', 'flags', 'performance', 'cases']);

export function sessionEndedSource(app: FastifyInstance): LiveSource {
  const byUser = new KeyedSubscribers();
  return {
    name: 'session',
    description: '`session-ended` just before the server closes a stream whose session has ended (user deactivated, password changed)',
    subscribe: (subscriber, outlet) =>
      byUser.subscribe(subscriber.userId, () => {
        isSessionValid(app, subscriber.bearer).then(
          (valid) => {
            if (valid) return;
            outlet.send({ event: SESSION_ENDED_EVENT, data: {} });
            outlet.end();
          },
          (error: unknown) => subscriber.log.warn({ err: error }, 'session check failed'),
        );
      }),
    notifications: [
      {
        channel: CACHE_INVALIDATED_CHANNEL,
        notify(payload) {
          const [kind, id] = payload.split(':');
          if (kind === 'user' && id) byUser.publish(Number(id), undefined);
          else if (!NOT_A_USER.has(kind!)) byUser.publishAll(undefined);
        },
        missed: () => byUser.publishAll(undefined),
      },
    ],
  };
}
