// The EDI documents as the portal reads and writes them (docs/edi/): what an outbound document is made from, and what
// an inbound one becomes: the SAME command the order page and the REST API send (supplierOrderNumberRequest,
// orderShipmentsRequest, invoiceRequest), so one service and one set of rules applies it whichever door it came in by.
import { z } from '../zod.ts';
import { isoDate } from '../orders/orders.schemas.ts';
import { orderShipmentsRequest, invoiceRequest, supplierOrderNumberRequest } from '../orders/order-detail.schemas.ts';
import { DEDUCTION_TYPES, REMITTANCE_LINE_KINDS } from '../payments/payments.enums.ts';
import { X12_ACK_STATUSES } from './edi.enums.ts';

/** Two decimals, as the portal stores money ("12.50", "-3.00"). */
const amount = z.string().regex(/^-?\d+\.\d{2}$/);
const ackStatus = z.enum(Object.keys(X12_ACK_STATUSES) as [keyof typeof X12_ACK_STATUSES, ...(keyof typeof X12_ACK_STATUSES)[]]);

/** A party of the interchange (ISA05/06, ISA07/08): qualifier ('ZZ', '01', '12', ...) and id, upper-case. */
export const ediParty = z.object({
  qualifier: z.string().regex(/^[0-9A-Z]{2}$/),
  id: z.string().regex(/^[0-9A-Z][0-9A-Z ._-]{0,14}$/),
});
export type EdiParty = z.infer<typeof ediParty>;

// ---- outbound ---------------------------------------------------------------------------------------------------

/** 850: an order as the marketplace places it with the supplier. lineId is the order line's id (PO101). */
export const ediPurchaseOrder = z.object({
  purchaseOrderNumber: z.string().min(1).max(22),
  orderDate: isoDate,
  shippingMethod: z.string().min(1),
  promisedShippingDate: isoDate,
  shippingCost: amount,
  shipTo: z.object({
    name: z.string().min(1),
    company: z.string().nullable(),
    address1: z.string().min(1),
    address2: z.string().nullable(),
    city: z.string().min(1),
    state: z.string().min(1),
    zip: z.string().min(1),
    country: z.string().length(2),
  }),
  lines: z
    .array(
      z.object({
        lineId: z.number().int().min(1),
        sku: z.string().min(1),
        productName: z.string().min(1),
        quantity: z.number().int().min(1),
        unitPrice: amount,
      }),
    )
    .min(1),
});
export type EdiPurchaseOrder = z.infer<typeof ediPurchaseOrder>;

export const EDI_ORDER_CHANGE_KINDS = ['PriceChange', 'Cancellation'] as const;
/** 860: the marketplace's decision changing an order: approved new prices, or the order canceled (its lines deleted). */
export const ediOrderChange = z.object({
  purchaseOrderNumber: z.string().min(1).max(22),
  changeDate: isoDate,
  kind: z.enum(EDI_ORDER_CHANGE_KINDS),
  lines: z.array(
    z.object({ lineId: z.number().int().min(1), sku: z.string().min(1), quantity: z.number().int().min(1), unitPrice: amount }),
  ),
});
export type EdiOrderChange = z.infer<typeof ediOrderChange>;

/** 820: a posted remittance, line by line as its advice (PDF, spreadsheet) shows it; the totals are computed, never sent in. */
export const ediRemittanceLine = z.object({
  kind: z.enum(REMITTANCE_LINE_KINDS),
  invoiceNumber: z.string().nullable(),
  /**
   * The portal's id of the invoice: an 820 names an invoice whose number X12 cannot carry (over 30 characters) by it
   * (ediInvoiceReference). Written, not read back.
   */
  invoiceId: z.number().int().nullable().optional(),
  purchaseOrderNumber: z.string().nullable(),
  deductionNumber: z.string().nullable(),
  creditMemoNumber: z.string().nullable(),
  gross: amount,
  deductions: amount,
  net: amount,
  /** An invoice line's deductions held back, each by number, type and amount (they add up to `deductions`). */
  heldBack: z.array(z.object({ deductionNumber: z.string(), type: z.enum(DEDUCTION_TYPES), amount })),
});
export type EdiRemittanceLine = z.infer<typeof ediRemittanceLine>;
export const ediRemittance = z.object({
  remittanceNumber: z.string().min(1),
  paymentDate: isoDate,
  methodReference: z.string().min(1),
  payeeName: z.string().min(1),
  lines: z.array(ediRemittanceLine).min(1),
});
export type EdiRemittance = z.infer<typeof ediRemittance>;

// ---- 997, both ways ---------------------------------------------------------------------------------------------

export const ediElementError = z.object({
  position: z.number().int(),
  elementRef: z.string().nullable(),
  code: z.string(),
  badValue: z.string().nullable(),
});
export type EdiElementError = z.infer<typeof ediElementError>;
export const ediSegmentError = z.object({
  segmentId: z.string(),
  /** The segment's position in the transaction set, ST being 1. */
  position: z.number().int(),
  code: z.string(),
  elements: z.array(ediElementError),
});
export type EdiSegmentError = z.infer<typeof ediSegmentError>;
export const ediTransactionAck = z.object({
  transactionSetId: z.string(),
  controlNumber: z.string(),
  status: ackStatus,
  codes: z.array(z.string()),
  segments: z.array(ediSegmentError),
});
export type EdiTransactionAck = z.infer<typeof ediTransactionAck>;
/** 997: the answer to one functional group. */
export const ediFunctionalAck = z.object({
  functionalId: z.string(),
  groupControlNumber: z.string(),
  transactions: z.array(ediTransactionAck),
  status: ackStatus,
  included: z.number().int(),
  received: z.number().int(),
  accepted: z.number().int(),
  codes: z.array(z.string()),
});
export type EdiFunctionalAck = z.infer<typeof ediFunctionalAck>;

// ---- inbound: the portal's own commands ---------------------------------------------------------------------------

/** 855 accepting an order: "Mark as processing" with the supplier's order number. */
export const ediOrderAcknowledgement = z.object({ purchaseOrderNumber: z.string(), command: supplierOrderNumberRequest });
export type EdiOrderAcknowledgement = z.infer<typeof ediOrderAcknowledgement>;
/** 856: per order of the notice, the ship step's shipments (line, carrier, tracking numbers). */
export const ediShipNotice = z.object({
  shipmentId: z.string(),
  shipDate: isoDate,
  orders: z.array(z.object({ purchaseOrderNumber: z.string(), command: orderShipmentsRequest })).min(1),
});
export type EdiShipNotice = z.infer<typeof ediShipNotice>;
/** 810: the invoice step's request; the total the partner states is checked against the portal's own (orderMoney). */
export const ediInvoice = z.object({ purchaseOrderNumber: z.string(), statedTotal: amount, command: invoiceRequest });
export type EdiInvoice = z.infer<typeof ediInvoice>;

/** X12's reference identification (data element 127: RMR02, REF02) holds 1 to 30 characters. */
export const X12_REFERENCE_MAX_LENGTH = 30;

/**
 * How an 820 names an invoice (RMR02 of an invoice line, REF02 of REF IV): by its number, or, when the number is longer
 * than X12 carries (the portal takes 50), by the portal's own id, `INVOICE-ID-123`; the number as entered then follows
 * in REF03 (docs/decisions/edi.md, "Field lengths").
 */
export function ediInvoiceReference(line: { invoiceNumber: string | null; invoiceId?: number | null }): string | null {
  if (line.invoiceNumber === null || line.invoiceNumber.length <= X12_REFERENCE_MAX_LENGTH) return line.invoiceNumber;
  if (line.invoiceId == null) throw new Error(`invoice ${line.invoiceNumber} is longer than X12 carries and has no id to be named by`);
  return `INVOICE-ID-${line.invoiceId}`;
}
