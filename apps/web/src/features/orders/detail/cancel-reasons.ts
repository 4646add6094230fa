// Cancel reason labels: not worded by the spec; ours (docs/decisions/order-detail.md). The cancel dialog lists
// them and the activity timeline names a cancellation's reason by them.
import type { CancelReason } from '@portal/contracts';

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  OutOfStockDiscontinued: 'Out of stock, discontinued',
  OutOfStockWithRestock: 'Out of stock, will be restocked',
  CancelAtSellersRequest: "Cancel at seller's request",
};
