// People's words for the code names the operations console shows (docs/decisions/console-words.md): statuses, reasons,
// feature flags and settings. The API keeps its code names; only what a screen shows goes through consoleWords.
import type { FeatureFlag } from '../platform/feature-flags.ts';
import { CANCEL_REASON_LABELS, FULFILLMENT_STATUS_LABELS, type ShipmentRequestStatus } from '../orders/orders.enums.ts';

const FEATURE_FLAG_WORDS: Record<FeatureFlag, string> = {
  SalesByChannelAnalytics: 'Sales by channel analytics',
  CreditRequests: 'Credit requests',
  BillOfLading: 'Bill of lading',
  GenerateCreditRequestForAgreement: 'Credit requests for agreements',
  DownloadShippingFilesFromList: 'Shipping files from the orders list',
  RepresentativesPage: 'Representatives page',
  GenerateCreditMemoForAgreement: 'Credit memos for agreements',
  Payments: 'Payments',
  Performance: 'Performance',
  Support: 'Support (cases)',
  Edi: 'EDI page',
  SingleSignOn: 'Single sign-on',
};

const SHIPMENT_REQUEST_WORDS: Record<ShipmentRequestStatus, string> = {
  NeedsReview: 'Needs review',
  NeedsBooking: 'Needs booking',
  BookingConfirmed: 'Booking confirmed',
};

/** The one map: code name -> the words the console shows. */
export const CONSOLE_WORDS: Readonly<Record<string, string>> = {
  ...FULFILLMENT_STATUS_LABELS,
  ...CANCEL_REASON_LABELS,
  ...SHIPMENT_REQUEST_WORDS,
  ...FEATURE_FLAG_WORDS,
  InReview: 'In review',
  supplierCanProcessOrders: 'Can process orders',
};

/** A code name the map does not know, in words: "SomeNewState" -> "Some new state" (capitals runs like LTL stay). */
function spelledOut(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_]+/)
    .filter(Boolean)
    .map((w, i) => (/^[A-Z]{2,}$/.test(w) ? w : i === 0 ? w[0]!.toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase()));
  return words.join(' ');
}

/** What the console shows for a code name (a status, a reason, a flag, a setting). */
export const consoleWords = (code: string): string => CONSOLE_WORDS[code] ?? spelledOut(code);
