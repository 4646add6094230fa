// A live source that tells a supplier's open streams that something of theirs changed, on the database's
// cache_invalidated notifications (the feature flags, the scorecard): an event with no data, no id and no replay.
import { CACHE_INVALIDATED_CHANNEL } from '../caches/read-caches.ts';
import { KeyedSubscribers } from './keyed-subscribers.ts';
import type { LiveSource } from './live-source.ts';

export interface SupplierSignal {
  name: string;
  description: string;
  /** The SSE event name. */
  event: string;
  /** Which suppliers a cache_invalidated payload concerns: one id, 'all', or null for none. */
  suppliersOf(payload: string): number | 'all' | null;
}

export function supplierSignalSource(signal: SupplierSignal): LiveSource {
  const watches = new KeyedSubscribers();
  return {
    name: signal.name,
    description: signal.description,
    subscribe: (subscriber, outlet) => watches.subscribe(subscriber.supplierId, () => outlet.send({ event: signal.event, data: {} })),
    notifications: [
      {
        channel: CACHE_INVALIDATED_CHANNEL,
        notify(payload) {
          const suppliers = signal.suppliersOf(payload);
          if (suppliers === 'all') watches.publishAll();
          else if (suppliers !== null) watches.publish(suppliers, undefined);
        },
      },
    ],
  };
}
