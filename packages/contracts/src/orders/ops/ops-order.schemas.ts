// The console's read-only order page (docs/decisions/console-words.md, "PO numbers"): an order of any supplier with
// its supplier, items and activity, as the supplier's order page reads them.
import { z } from '../../zod.ts';
import { recordId } from '../../platform/ids.ts';
import { orderDetail, orderHistoryEntry, orderItem } from '../order-detail.schemas.ts';

/** GET /ops/orders/{orderId}: the order, whose supplier it is, its items with their trackings and its activity. */
export const opsOrderView = z.object({
  supplier: z.object({ id: recordId, name: z.string() }),
  order: orderDetail,
  items: z.array(orderItem),
  history: z.array(orderHistoryEntry),
});
export type OpsOrderView = z.infer<typeof opsOrderView>;
