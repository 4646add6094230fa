// The cases' live source: a supplier's open streams are sent `cases-changed` when one of its cases changes (opened,
// answered, resolved, reopened, a message: cache_invalidated 'cases:<supplier>', migration 0042), so its open
// Support list and case page refetch (docs/decisions/cases.md, "Live").
import { supplierSignalSource } from '../../platform/live/supplier-signal-source.ts';

export const CASES_CHANGED_EVENT = 'cases-changed';

/** One per app: each holds its own streams' watches. */
export const casesChangedSource = () =>
  supplierSignalSource({
    name: 'cases',
    description: "`cases-changed` when one of the supplier's cases changes (refetch the cases)",
    event: CASES_CHANGED_EVENT,
    suppliersOf(payload) {
      const [kind, id] = payload.split(':');
      return kind === 'cases' && id ? Number(id) : null;
    },
  });
