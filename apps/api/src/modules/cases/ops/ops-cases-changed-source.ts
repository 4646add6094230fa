// The console's live signal of the cases: every operator's open stream (GET /api/ops/events) is sent
// `ops-cases-changed` when any supplier's case changes (opened, a message, answered, resolved, reopened, a decision
// taken from it), on the same notification as the supplier's signal (cache_invalidated 'cases:<supplier>', migration
// 0042's triggers on cases and case_messages), so the queue and an open case page refetch (docs/decisions/cases.md,
// "Live"). No data: the pages refetch what they show.
import { CACHE_INVALIDATED_CHANNEL } from '../../../platform/caches/read-caches.ts';
import { KeyedSubscribers } from '../../../platform/live/keyed-subscribers.ts';
import type { LiveSource } from '../../../platform/live/live-source.ts';

export const OPS_CASES_CHANGED_EVENT = 'ops-cases-changed';

/** One per app: each holds its own streams' watches (every operator's stream under one key). */
export function opsCasesChangedSource(): LiveSource {
  const watches = new KeyedSubscribers();
  return {
    name: 'ops-cases',
    audience: 'operator',
    description: '`ops-cases-changed` when a case of any supplier changes (refetch the cases)',
    subscribe: (_subscriber, outlet) => watches.subscribe(0, () => outlet.send({ event: OPS_CASES_CHANGED_EVENT, data: {} })),
    notifications: [
      {
        channel: CACHE_INVALIDATED_CHANNEL,
        notify(payload) {
          if (payload.startsWith('cases:')) watches.publishAll();
        },
      },
    ],
  };
}
