// The scorecard's live source: a supplier's open streams are sent `performance-changed` when its scorecard counts or
// alerts change (an order change, a standard, the hourly alerts: cache_invalidated 'performance:<supplier>', migration
// 0035), so its open scorecard refetches (docs/decisions/performance.md).
import { supplierSignalSource } from '../../platform/live/supplier-signal-source.ts';

export const PERFORMANCE_CHANGED_EVENT = 'performance-changed';

/** One per app: each holds its own streams' watches. */
export const performanceChangedSource = () =>
  supplierSignalSource({
    name: 'performance',
    description: "`performance-changed` when the supplier's scorecard counts or alerts change (refetch the scorecard)",
    event: PERFORMANCE_CHANGED_EVENT,
    suppliersOf(payload) {
      const [kind, id] = payload.split(':');
      return kind === 'performance' && id ? Number(id) : null;
    },
  });
