// Bulk shipping labels (orders list): the request (its date window is orders/label-date-window.ts).
import { z } from '../zod.ts';
import { MAX_BULK_LABEL_ORDERS } from '../constants.ts';
import { LABEL_FORMATS } from './orders.enums.ts';
import { ORDER_RULE_MESSAGES } from './orders.rules.ts';
import { isoDate } from './orders.schemas.ts';
import { recordId } from '../platform/ids.ts';

export const labelFormat = z.enum(LABEL_FORMATS);

/** POST /orders/bulk/shipping-labels; the date window (today .. +3 days) is checked by the server's clock. */
export const bulkLabelRequest = z.object({
  orderIds: z.array(recordId).min(1, ORDER_RULE_MESSAGES.noneSelected).max(MAX_BULK_LABEL_ORDERS, ORDER_RULE_MESSAGES.tooManyForLabels),
  format: labelFormat,
  shippingDate: isoDate,
});
export type BulkLabelRequest = z.infer<typeof bulkLabelRequest>;

/** The label batch number: a UUID (answered as a JSON string). */
export const labelBatchParams = z.object({ batchNumber: z.uuid() });
