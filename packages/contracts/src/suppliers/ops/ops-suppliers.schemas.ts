// The operations console's suppliers queue (docs/decisions/ops-queues.md): the grid, supplierCanProcessOrders, per-supplier feature flags
// and the company representative (what GET /supplier-representative answers the supplier).
import { z } from '../../zod.ts';
import '../../messages.ts';
import { contactPhone, emailAddress } from '../../platform/contact-fields.ts';
import { recordId } from '../../platform/ids.ts';

export const REPRESENTATIVE_TEXT_MAX = 100;
export const REPRESENTATIVE_IMAGE_URL_MAX = 2000;

export const OPS_SUPPLIER_MESSAGES = {
  supplierNotFound: 'Supplier not found.',
  unknownFlag: 'Unknown feature flag.',
  imageUrl: 'Enter an https:// address',
  processOrdersSaved: 'Saved',
  flagSaved: 'Feature flag saved',
  representativeSaved: 'Representative saved',
  representativeRemoved: 'Representative removed',
} as const;

export const opsSupplier = z.object({
  id: recordId,
  name: z.string(),
  supplierCanProcessOrders: z.boolean(),
  createdOn: z.string(),
  activeUserCount: z.number().int(),
  /** Flags whose value for this supplier differs from the default. */
  overrideCount: z.number().int(),
});
export type OpsSupplier = z.infer<typeof opsSupplier>;

/** PUT /ops/suppliers/:id/process-orders */
export const setProcessOrdersRequest = z.strictObject({ supplierCanProcessOrders: z.boolean() });
export type SetProcessOrdersRequest = z.infer<typeof setProcessOrdersRequest>;

export const opsSupplierFlag = z.object({
  feature: z.string(),
  group: z.string().nullable(),
  defaultEnabled: z.boolean(),
  /** The supplier's own value; null: it follows the default. */
  override: z.boolean().nullable(),
  isEnabled: z.boolean(),
});
export type OpsSupplierFlag = z.infer<typeof opsSupplierFlag>;

/** PUT /ops/suppliers/:id/feature-flags/:feature: on, off, or null to follow the default again. */
export const setSupplierFlagRequest = z.strictObject({ isEnabled: z.boolean().nullable() });
export type SetSupplierFlagRequest = z.infer<typeof setSupplierFlagRequest>;

const representativeText = z.string().trim().min(1).max(REPRESENTATIVE_TEXT_MAX);

/** PUT /ops/suppliers/:id/representative */
export const opsRepresentativeRequest = z.strictObject({
  displayName: representativeText,
  position: representativeText,
  email: emailAddress,
  phoneNumber: contactPhone,
  imageUrl: z
    .string()
    .trim()
    .max(REPRESENTATIVE_IMAGE_URL_MAX)
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), OPS_SUPPLIER_MESSAGES.imageUrl)
    .nullish(),
});
export type OpsRepresentativeRequest = z.infer<typeof opsRepresentativeRequest>;
