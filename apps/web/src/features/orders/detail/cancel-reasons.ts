// Cancel reason labels: not worded by the spec; ours (docs/decisions/order-detail.md). The cancel dialog lists
// them and the activity timeline names a cancellation's reason by them; the map lives in the contracts, where the
// console's words (docs/decisions/console-words.md) use it too.
export { CANCEL_REASON_LABELS } from '@portal/contracts';
