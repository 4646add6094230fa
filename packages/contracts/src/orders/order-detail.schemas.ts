// Request and response schemas of the single order (/orders/:id) and its workflows: process, ship, invoice,
// additional invoice, cancel, price change, parcel labels, LTL requests, booked shipments, facilities, allowance.
import { z } from '../zod.ts';
import { MESSAGES } from '../messages.ts';
import { AGREEMENT_TYPES, CANCEL_REASONS, OTHER_CARRIER_ID, PACKAGE_TYPES, PRICE_CHANGE_REQUEST_STATUSES } from './orders.enums.ts';
import {
  fulfillmentStatus,
  isoDate,
  isoDateInvalidDate,
  isoDateTime,
  moneyString,
  orderShippingAddress,
  shipmentRequestStatus,
  shippingMethod,
  shippingType,
  supplierOrderNumber,
} from './orders.schemas.ts';
import {
  AMOUNT_MAX,
  AMOUNT_PATTERN,
  FIELD_FORMAT_MESSAGES,
  INVOICE_NUMBER_MAX_LENGTH,
  INVOICE_NUMBER_PATTERN,
  PRICE_PATTERN,
  TRACKING_NUMBER_MAX_LENGTH,
  TRACKING_NUMBER_PATTERN,
} from './order-field-formats.ts';
import { MAX_INT32, ORDER_WORKFLOW_MESSAGES } from './order-workflows.rules.ts';
import { recordId, recordIdParam } from '../platform/ids.ts';

export const agreementType = z.enum(AGREEMENT_TYPES);
export const cancelReason = z.enum(CANCEL_REASONS, {
  error: (iss) => (iss.input === undefined || iss.input === null ? MESSAGES.required : undefined),
});
export const packageType = z.enum(PACKAGE_TYPES);
export const priceChangeRequestStatus = z.enum(PRICE_CHANGE_REQUEST_STATUSES);
/** Our statuses of a cancellation under the marketplace's review (docs/decisions/order-detail.md). */
export const CANCELLATION_STATUSES = ['InReview', 'Approved', 'Rejected'] as const;
export const cancellationStatus = z.enum(CANCELLATION_STATUSES);

/** A money amount of a form: a number or a decimal string, 0 to 9,999,999,999.99 (AMOUNT_MAX), up to two decimals. */
const numberOrText = () =>
  z.union([z.number(), z.string()], {
    error: (iss) => (iss.input === undefined || iss.input === null ? MESSAGES.required : MESSAGES.invalidFormat),
  });
export const amountInput = numberOrText()
  .superRefine((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : v.trim();
    if (typeof v === 'number' && !Number.isFinite(v)) ctx.addIssue({ code: 'custom', message: MESSAGES.invalidFormat });
    else if (/^-\d/.test(text)) ctx.addIssue({ code: 'custom', message: 'Minimum is 0' });
    else if (!AMOUNT_PATTERN.test(text)) ctx.addIssue({ code: 'custom', message: MESSAGES.invalidFormat });
  })
  // what the refinement checks, in the API document (a refinement has no JSON Schema of its own)
  .meta({
    anyOf: [
      { type: 'number', minimum: 0, maximum: AMOUNT_MAX, multipleOf: 0.01 },
      { type: 'string', pattern: AMOUNT_PATTERN.source },
    ],
  });
export type AmountInput = z.infer<typeof amountInput>;

// ---- responses -------------------------------------------------------------------------------------------

export const supplierInvoice = z.object({
  id: recordId,
  invoiceNumber: z.string(),
  invoiceDate: isoDate.nullable(),
  invoiceCreationDate: isoDateTime.nullable(),
  quantity: z.number().int().nullable(),
  total: moneyString,
  /** 'Invoice' or 'AdditionalInvoice'. */
  types: z.string().nullable(),
  inReview: z.boolean(),
  /** The marketplace's decision on an additional invoice ('Accepted', 'Rejected'; null before it) and its note. */
  reviewStatus: z.enum(['Accepted', 'Rejected']).nullish(),
  reviewNote: z.string().nullish(),
});
export type SupplierInvoice = z.infer<typeof supplierInvoice>;

export const agreement = z.object({
  agreementType,
  startPeriodDate: isoDate,
  endPeriodDate: isoDate.nullable(),
  /** Percent as a decimal string ("2.00" is 2 %). */
  agreedOnPercentage: z.string(),
  allowanceAmount: moneyString,
});
export type Agreement = z.infer<typeof agreement>;

export const calculatedAllowance = z.object({ amount: moneyString, agreements: z.array(agreement) });
export type CalculatedAllowance = z.infer<typeof calculatedAllowance>;

export const cancellationInfo = z.object({
  reason: cancelReason,
  restockDate: isoDate.nullable(),
  status: cancellationStatus,
  requestedOn: isoDateTime,
});
export type CancellationInfoDetail = z.infer<typeof cancellationInfo>;

/**
 * Order detail. Amounts the supplier invoices (shippingCost, handlingFee, allowanceInDiscount, discount, tax,
 * invoicedTotal, invoicedTotalCost) are "0.00" until the order is invoiced; hasInvoice says which set to show.
 */
export const orderDetail = z.object({
  id: recordId,
  purchaseOrderNumber: z.string(),
  purchaseOrderStatus: fulfillmentStatus,
  supplierOrderNumber: z.string().nullable(),
  customerName: z.string(),
  createdOn: isoDateTime,
  shippingMethod: z.array(shippingMethod),
  shippingType,
  shippingAddress: orderShippingAddress,
  /** The ship-from facility shown as 'name - code, city - zipCode'. */
  shipFrom: z.string().nullable(),
  shipFromFacilityId: recordId.nullable(),
  purchasedFrom: z.string().nullable(),
  /** Accepted invoices; invoicesInReview follow them in the invoices block. */
  invoices: z.array(supplierInvoice),
  invoicesInReview: z.array(supplierInvoice),
  /** Additional invoices the marketplace rejected, with its note (shown after the others). */
  invoicesRejected: z.array(supplierInvoice).optional(),
  hasInvoice: z.boolean(),
  invoicedTotal: moneyString,
  invoicedTotalCost: moneyString,
  total: moneyString,
  totalCost: moneyString,
  shippingCost: moneyString,
  calculatedShippingCost: moneyString,
  showShippingCost: z.boolean(),
  handlingFee: moneyString,
  calculatedHandlingFee: moneyString,
  canEditHandlingFee: z.boolean(),
  allowanceInDiscount: moneyString,
  calculatedAllowance: moneyString,
  discount: moneyString,
  tax: moneyString,
  /** Agreements active today (the calculated allowance). */
  agreements: z.array(agreement),
  /** Agreements applied by the accepted invoice (listed when the order is complete). */
  invoicesAgreements: z.array(agreement),
  hasPriceChangeRequest: z.boolean(),
  orderPriceChangeRequestStatus: priceChangeRequestStatus.nullable(),
  needsPriceChangeRequestDecision: z.boolean(),
  hasLabel: z.boolean(),
  hasGroundLabel: z.boolean(),
  bolFileName: z.string().nullable(),
  labelFileName: z.string().nullable(),
  shipmentRequestId: recordId.nullable(),
  shipmentRequestStatus: shipmentRequestStatus.nullable(),
  promisedShippingDate: isoDate.nullable(),
  cancellation: cancellationInfo.nullable(),
  /** Bumped by every change (optimistic concurrency). */
  version: z.number().int(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderItemTracking = z.object({
  trackingNumber: z.string(),
  carrierId: recordId,
  carrierName: z.string(),
  trackUrl: z.string().nullable(),
});
export const orderItem = z.object({
  id: recordId,
  productId: recordId,
  productName: z.string(),
  sku: z.string(),
  unitOfMeasure: z.string(),
  quantity: z.number().int(),
  pricePerUnit: moneyString,
  pricePerUnitBeforeChangeApproval: moneyString.nullable(),
  fixedShippingCost: moneyString.nullable(),
  total: moneyString,
  totalBeforeChangeApproval: moneyString.nullable(),
  trackings: z.array(orderItemTracking),
  imageUrl: z.string().nullable(),
  fulfillmentStatus,
});
export type OrderItem = z.infer<typeof orderItem>;

export const orderHistoryEntry = z.object({
  id: recordId,
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdOn: isoDateTime,
  userId: recordId.nullable(),
  userName: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;

export const facility = z.object({
  id: recordId,
  name: z.string(),
  code: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  countryCode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  earliestPickup: z.string().nullable(),
  latestPickup: z.string().nullable(),
  isReturnLocation: z.boolean(),
  isPrimaryLocation: z.boolean(),
  isPrimaryLocationLtl: z.boolean(),
  isActive: z.boolean(),
  firstForLTL: z.boolean(),
});
export type Facility = z.infer<typeof facility>;

/** SupplierShipmentConfirmResult. */
export const bookedShipment = z.object({
  carrierId: recordId.nullable(),
  carrierName: z.string(),
  warehouseName: z.string(),
  pickUpDate: isoDate,
});
export type BookedShipment = z.infer<typeof bookedShipment>;

// ---- process order ---------------------------------------------------------------------------------------

export const supplierOrderNumberRequest = z.object({ supplierOrderNumber });
export type SupplierOrderNumberRequest = z.infer<typeof supplierOrderNumberRequest>;

export const orderItemShipment = z
  .object({
    orderLineId: recordId,
    carrierId: recordId,
    otherCarrierName: z.string().max(100).nullish(),
    trackingNumbers: z
      .array(z.string().trim().min(1).regex(TRACKING_NUMBER_PATTERN, FIELD_FORMAT_MESSAGES.trackingNumber).max(TRACKING_NUMBER_MAX_LENGTH))
      .min(1, MESSAGES.required)
      .max(50),
  })
  .superRefine((v, ctx) => {
    if (v.carrierId === OTHER_CARRIER_ID && !v.otherCarrierName?.trim())
      ctx.addIssue({ code: 'custom', path: ['otherCarrierName'], message: MESSAGES.required });
  });
export type OrderItemShipment = z.infer<typeof orderItemShipment>;
export const orderShipmentsRequest = z.array(orderItemShipment).min(1, MESSAGES.required).max(500);
export type OrderShipmentsRequest = z.infer<typeof orderShipmentsRequest>;

const invoiceFields = {
  invoiceNumber: z.string().trim().min(1).max(INVOICE_NUMBER_MAX_LENGTH).regex(INVOICE_NUMBER_PATTERN),
  invoiceDate: isoDate,
  tax: amountInput,
  discount: amountInput,
  shippingCost: amountInput,
};
/** The first invoice; handlingFee is sent only when canEditHandlingFee. The total is computed by the server. */
export const invoiceRequest = z.object({ ...invoiceFields, handlingFee: amountInput.nullish() });
export type InvoiceRequest = z.infer<typeof invoiceRequest>;
export const additionalInvoiceRequest = z.object({ ...invoiceFields, handlingFee: amountInput });
export type AdditionalInvoiceRequest = z.infer<typeof additionalInvoiceRequest>;

// ---- cancel, price change ------------------------------------------------------------------------------------

export const cancellationRequest = z
  .object({
    reason: cancelReason,
    restockDate: isoDateInvalidDate.nullish().meta({
      description: 'Required when reason is OutOfStockWithRestock (400 "Field is required" here otherwise); a day after today (US time).',
    }),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'OutOfStockWithRestock' && !v.restockDate)
      ctx.addIssue({ code: 'custom', path: ['restockDate'], message: MESSAGES.required });
  })
  // the document states the refinement above: OutOfStockWithRestock requires a restockDate
  .meta({
    if: { properties: { reason: { const: 'OutOfStockWithRestock' } }, required: ['reason'] },
    // the other property is listed too: a validator that closes every schema (Redocly's examples) sees it evaluated
    then: { required: ['restockDate'], properties: { reason: {}, restockDate: { type: 'string', format: 'date' } } },
  });
export type CancellationRequest = z.infer<typeof cancellationRequest>;

export const priceChangeRequestItem = z.object({
  orderItemId: recordId,
  newPrice: numberOrText()
    .nullish()
    .superRefine((v, ctx) => {
      if (v === null || v === undefined || v === '') return;
      if (typeof v === 'string' && !PRICE_PATTERN.test(v.trim())) ctx.addIssue({ code: 'custom', message: FIELD_FORMAT_MESSAGES.price });
      else if (typeof v === 'number' && !Number.isFinite(v)) ctx.addIssue({ code: 'custom', message: FIELD_FORMAT_MESSAGES.price });
      else if (Number(v) < 0) ctx.addIssue({ code: 'custom', message: 'Minimum is 0' });
    })
    // the refinement for the API document: none (null or ''), or a price of at least 0
    .meta({
      anyOf: [
        { type: 'number', minimum: 0 },
        { type: 'string', pattern: '^(?:|\\s*(?:-0+(?:\\.0{1,2})?|\\d+(?:\\.\\d{1,2})?)\\s*)$' },
        { type: 'null' },
      ],
    }),
});
export type PriceChangeRequestItem = z.infer<typeof priceChangeRequestItem>;
export const priceChangeRequest = z.array(priceChangeRequestItem).min(1, MESSAGES.required).max(500);
export type PriceChangeRequest = z.infer<typeof priceChangeRequest>;

// ---- parcel labels --------------------------------------------------------------------------------------

/** Bounds not shown by the spec: a parcel carrier's limits (108 in a side, 150 lb), 99 boxes per line. */
const inches = z.number().min(0).max(108);
const pounds = z.number().min(0).max(150);
export const parcelPackage = z.object({
  packageType: packageType.default('Box'),
  width: inches,
  height: inches,
  depth: inches,
  weight: pounds,
  boxes: z.number().int().min(1).max(99).default(1),
});
export type ParcelPackage = z.infer<typeof parcelPackage>;
export const packageDetails = z.object({ packages: z.array(parcelPackage), estimatedValue: moneyString });
export type PackageDetails = z.infer<typeof packageDetails>;
export const labelRequest = z.object({
  supplierFacilityId: recordId,
  packages: z.array(parcelPackage).min(1, ORDER_WORKFLOW_MESSAGES.atLeastOneBox).max(50),
  estimatedValue: amountInput,
  date: isoDate,
});
export type LabelRequest = z.infer<typeof labelRequest>;

// ---- LTL ------------------------------------------------------------------------------------------------

const ltlDimension = z.number().min(0).max(1000);
const ltlQuantity = z.number().int().min(1).max(MAX_INT32);
export const ltlPackage = z.object({
  packageType,
  width: ltlDimension,
  height: ltlDimension,
  depth: ltlDimension,
  weight: z.number().min(0).max(50000),
  quantity: ltlQuantity,
  /** Read only: set by the marketplace. */
  freightClass: z.string().nullable(),
});
export type LtlPackage = z.infer<typeof ltlPackage>;
export const ltlItem = z.object({
  orderItemId: recordId,
  sku: z.string(),
  productId: recordId,
  productName: z.string(),
  imageUrl: z.string().nullable(),
  packages: z.array(ltlPackage),
});
export type LtlItem = z.infer<typeof ltlItem>;
export const ltlDetails = z.object({ promisedShippingDate: isoDate.nullable(), items: z.array(ltlItem) });
export type LtlDetails = z.infer<typeof ltlDetails>;

export const ltlRequestPackage = ltlPackage.omit({ freightClass: true });
export const ltlRequestItem = z.object({
  productId: recordId,
  sku: z.string().min(1).max(100),
  packages: z.array(ltlRequestPackage).min(1, ORDER_WORKFLOW_MESSAGES.atLeastOnePackage).max(100),
});
export const ltlShipmentRequest = z.object({
  supplierFacilityId: recordId,
  earliestPickup: z.string().min(1).max(8),
  latestPickup: z.string().min(1).max(8),
  shippingDate: isoDate,
  items: z.array(ltlRequestItem).min(1, ORDER_WORKFLOW_MESSAGES.atLeastOneItem).max(500),
});
export type LtlShipmentRequest = z.infer<typeof ltlShipmentRequest>;

// ---- allowance --------------------------------------------------------------------------------------------

export const calculateAllowanceRequest = z.object({ date: isoDate, amount: amountInput });
export type CalculateAllowanceRequest = z.infer<typeof calculateAllowanceRequest>;

// ---- params ----------------------------------------------------------------------------------------------

export const orderIdParams = z.object({ orderId: recordIdParam });
export const orderItemParams = orderIdParams.extend({ orderItemId: recordIdParam });
export const shipmentRequestParams = z.object({ shipmentRequestId: recordIdParam });
