// The shipping address an order is written with: the intake's (a new purchase order) and the operator's address
// correction from a case (docs/decisions/cases.md, "Address correction") take this one schema.
import { z } from '../zod.ts';
import { MESSAGES } from '../messages.ts';

const text = (max: number) => z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

export const orderAddressInput = z.strictObject({
  address1: text(100),
  address2: optionalText(100),
  city: text(50),
  state: text(30),
  zip: text(15).regex(/^[A-Za-z0-9 -]+$/, MESSAGES.invalidFormat),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, MESSAGES.invalidFormat)
    .optional()
    .default('US'),
});
export type OrderAddressInput = z.input<typeof orderAddressInput>;
export type OrderAddress = z.output<typeof orderAddressInput>;
