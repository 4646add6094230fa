// Feature flags: the seven names of the spec, Payments and Performance, their defaults before load, and the summary shape.
import { z } from '../zod.ts';

export const FEATURE_FLAGS = [
  'SalesByChannelAnalytics',
  'CreditRequests',
  'BillOfLading',
  'GenerateCreditRequestForAgreement',
  'DownloadShippingFilesFromList',
  'RepresentativesPage',
  'GenerateCreditMemoForAgreement',
  // payments (docs/decisions/payments.md): the supplier's payments calls and the navigation area "Payments"
  'Payments',
  // performance (docs/decisions/performance.md): the supplier's scorecard page "Performance" and its calls
  'Performance',
  // cases (docs/decisions/cases.md): the supplier's Support area and its /api/cases calls
  'Support',
  // EDI (docs/decisions/edi.md): the supplier's EDI page and its /api/edi calls (Admins)
  'Edi',
  // single sign-on (docs/decisions/auth.md, "Single sign-on"): the Admins' "Single sign-on" page and its /api/sso calls
  'SingleSignOn',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const featureFlagSummary = z.object({ feature: z.string(), isEnabled: z.boolean(), group: z.string().nullable() });
export type FeatureFlagSummary = z.infer<typeof featureFlagSummary>;

/** GET /feature-flags/values: feature name -> enabled. */
export const featureFlagValues = z.record(z.string(), z.boolean());
export type FeatureFlagValues = z.infer<typeof featureFlagValues>;

/** Until flags load (or when the call fails) CreditRequests and SalesByChannelAnalytics are off. */
export const DEFAULT_FEATURE_FLAGS: Readonly<Record<string, boolean>> = {
  CreditRequests: false,
  SalesByChannelAnalytics: false,
};

/**
 * Is a flag on? Loaded values win; before load the documented defaults apply; on a local host
 * an unlisted flag counts as enabled.
 */
export function isFeatureEnabled(flag: string, values: Readonly<Record<string, boolean>> | undefined, isLocalHost: boolean): boolean {
  if (values && flag in values) return values[flag]!;
  if (flag in DEFAULT_FEATURE_FLAGS) return DEFAULT_FEATURE_FLAGS[flag]!;
  return isLocalHost;
}
