// The feature flags' live source: a supplier's open streams are sent `feature-flags-changed` when its flags change (an
// operator's override, a default: cache_invalidated 'flags:<supplier>' or 'flags:*', migration 0031), so its pages
// reload them now, not at their next poll. Not on a lost connection: a flag change of that moment waits for the pages'
// 10-minute refresh.
import { supplierSignalSource } from '../../platform/live/supplier-signal-source.ts';

export const FEATURE_FLAGS_CHANGED_EVENT = 'feature-flags-changed';

/** One per app: each holds its own streams' watches. */
export const flagsChangedSource = () =>
  supplierSignalSource({
    name: 'feature flags',
    description: "`feature-flags-changed` when the supplier's feature flags change (reload them)",
    event: FEATURE_FLAGS_CHANGED_EVENT,
    suppliersOf(payload) {
      const [kind, id] = payload.split(':');
      if (kind !== 'flags') return null;
      return id && id !== '*' ? Number(id) : 'all';
    },
  });
