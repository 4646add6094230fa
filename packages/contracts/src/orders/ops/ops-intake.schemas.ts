// Order intake (docs/decisions/ops-queues.md): the marketplace's systems (or an operator by hand) create a purchase order for a supplier.
// Idempotent on purchaseOrderNumber: a repeat with the same body answers the first order.
import { z } from '../../zod.ts';
import { MESSAGES } from '../../messages.ts';
import { SHIPPING_METHODS } from '../orders.enums.ts';
import { isoDate } from '../orders.schemas.ts';
import { orderAddressInput } from '../order-address.schemas.ts';
import { isValidDay } from '../../calendar-days.ts';
import { AMOUNT_PATTERN } from '../order-field-formats.ts';
import { notZero } from '../../platform/decimal-text.ts';
import { MAX_ID, recordId } from '../../platform/ids.ts';

export const INTAKE_MAX_ITEMS = 100;
export const INTAKE_MAX_QUANTITY = 10_000;
/** The marketplace's order reference (the PO number): letters, digits and dashes. */
export const INTAKE_PO_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
/** The shipping methods an order can be created with ('Unknown' is only a display fallback). */
export const INTAKE_SHIPPING_METHODS = SHIPPING_METHODS.filter((m) => m !== 'Unknown') as Exclude<
  (typeof SHIPPING_METHODS)[number],
  'Unknown'
>[];

const text = (max: number) => z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);
/** A positive amount with up to two decimals, as a string ("12.50") or a number. */
const price = z
  .union([z.string(), z.number()], { error: MESSAGES.required })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => AMOUNT_PATTERN.test(v), MESSAGES.invalidFormat)
  .refine((v) => Number(v) > 0, 'Minimum is 0.01')
  // the document: decimal text of at least 0.01 (platform/decimal-text.ts; a number is read as its text)
  .meta({ anyOf: undefined, type: 'string', pattern: notZero(AMOUNT_PATTERN).source, examples: ['19.99'] });
const amount = z
  .union([z.string(), z.number()])
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => AMOUNT_PATTERN.test(v), MESSAGES.invalidFormat);

export const intakeItem = z.strictObject({
  productId: z.number({ error: MESSAGES.required }).int().min(1).max(MAX_ID),
  sku: text(50),
  productName: text(200),
  quantity: z.number({ error: MESSAGES.required }).int().min(1).max(INTAKE_MAX_QUANTITY),
  pricePerUnit: price,
});

export const orderIntakeRequest = z.strictObject({
  supplierId: z.number({ error: MESSAGES.required }).int().min(1).max(MAX_ID),
  purchaseOrderNumber: text(40).regex(INTAKE_PO_PATTERN, MESSAGES.invalidFormat),
  /** The sales channel the customer bought on ("Sold on {channel}"). */
  channel: text(50),
  shippingMethod: z.enum(INTAKE_SHIPPING_METHODS, { error: MESSAGES.required }),
  promisedShippingDate: isoDate.refine(isValidDay, MESSAGES.invalidFormat),
  shippingCost: amount.optional().default('0'),
  customer: z.strictObject({
    firstName: text(50),
    lastName: text(50),
    company: optionalText(100),
    phone: optionalText(30),
  }),
  address: orderAddressInput,
  items: z.array(intakeItem).min(1, MESSAGES.required).max(INTAKE_MAX_ITEMS),
});
export type OrderIntakeRequest = z.input<typeof orderIntakeRequest>;
export type OrderIntake = z.output<typeof orderIntakeRequest>;

export const orderIntakeResponse = z.object({
  /** true when this call created the order, false when it answers the order a first call with this body created. */
  created: z.boolean(),
  id: recordId,
  purchaseOrderNumber: z.string(),
  supplierId: recordId,
  status: z.string(),
  total: z.string(),
});
export type OrderIntakeResponse = z.infer<typeof orderIntakeResponse>;
