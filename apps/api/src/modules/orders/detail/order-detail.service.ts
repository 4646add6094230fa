// The order page's reads: the detail with every field of the spec, its items with trackings, carrier options of an
// item and the activity timeline.
import {
  carrierIdsOffered,
  formatFacility,
  money,
  orderMoneyDay,
  sortCarrierOptions,
  type CancelReason,
  type CarrierOption,
  type FulfillmentStatus,
  type OrderDetail,
  type OrderHistoryEntry,
  type OrderItem,
  type PackageDetails,
  type PriceChangeRequestStatus,
  type ShipmentRequestStatus,
  type ShippingMethod,
  type ShippingType,
  type SupplierInvoice,
} from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { independentReads } from '../../../db/independent-reads.ts';
import type { Actor } from '../../../platform/auth.ts';
import { NotFound } from '../../../platform/errors.ts';
import { shippingAddressOf } from '../core/order-shipping-address.ts';
import { agreementOf, allowanceFor } from '../core/order-money.ts';
import { requireOrder } from '../core/order-lookup.ts';
import { facilityOfSupplier, itemsOfOrder } from '../core/orders.queries.ts';
import {
  agreementsOfInvoices,
  allCarriers,
  historyOfOrder,
  invoicesOfOrder,
  latestCancellation,
  trackingsOfOrder,
} from './order-detail.queries.ts';
import { parcelPackagesOfOrder } from './order-packages.ts';

/** Whose orders a read sees: the signed-in supplier user, or the order's supplier for an operator's read. */
type OrderReader = Pick<Actor, 'supplierId'>;

const zero = (v: string | null) => money.toFixed(v ?? '0');
type InvoiceRow = Awaited<ReturnType<typeof invoicesOfOrder>>[number];
const toSupplierInvoice = (i: InvoiceRow): SupplierInvoice => ({
  id: i.id,
  invoiceNumber: i.invoiceNumber,
  invoiceDate: i.invoiceDate,
  invoiceCreationDate: i.invoiceCreationDate.toISOString(),
  quantity: i.quantity,
  total: money.toFixed(i.total),
  types: i.types,
  inReview: i.inReview,
  reviewStatus: i.reviewStatus === 'Accepted' || i.reviewStatus === 'Rejected' ? i.reviewStatus : null,
  reviewNote: i.reviewNote,
});

export async function getOrderDetail(db: Db, actor: OrderReader, orderId: number): Promise<OrderDetail> {
  const o = await requireOrder(db, actor, orderId);
  // one round after the order's (its invoices' agreements right after the invoices) where the pool allows it
  const [{ invoiceRows, accepted, invoiceAgreementRows }, cancellation, facility, allowance] = await independentReads(
    db,
    async () => {
      const rows = await invoicesOfOrder(db, o.supplierId, o.id);
      const accepted = rows.filter((i) => !i.inReview && i.reviewStatus !== 'Rejected');
      const agreements = await agreementsOfInvoices(
        db,
        o.supplierId,
        accepted.map((i) => i.id),
      );
      return { invoiceRows: rows, accepted, invoiceAgreementRows: agreements };
    },
    () => latestCancellation(db, o.supplierId, o.id),
    async () => (o.shipFromFacilityId ? facilityOfSupplier(db, actor.supplierId, o.shipFromFacilityId) : null),
    // the agreements of the order's own day, so the list adds up to its stored calculatedAllowance
    () => allowanceFor(db, actor.supplierId, o.totalCost, orderMoneyDay(o.createdOn)),
  );
  const hasInvoice = accepted.length > 0;
  return {
    id: o.id,
    purchaseOrderNumber: o.purchaseOrderNumber,
    purchaseOrderStatus: o.status as FulfillmentStatus,
    supplierOrderNumber: o.supplierOrderNumber,
    customerName: `${o.customerFirstName} ${o.customerLastName}`.trim(),
    createdOn: o.createdOn.toISOString(),
    shippingMethod: [o.shippingMethod as ShippingMethod],
    shippingType: o.shippingType as ShippingType,
    shippingAddress: shippingAddressOf(o),
    shipFrom: facility ? formatFacility(facility) : null,
    shipFromFacilityId: o.shipFromFacilityId,
    purchasedFrom: o.purchasedFrom,
    invoices: accepted.map(toSupplierInvoice),
    invoicesInReview: invoiceRows.filter((i) => i.inReview).map(toSupplierInvoice),
    invoicesRejected: invoiceRows.filter((i) => i.reviewStatus === 'Rejected').map(toSupplierInvoice),
    hasInvoice,
    invoicedTotal: zero(o.invoicedTotal),
    invoicedTotalCost: zero(o.invoicedTotalCost),
    total: zero(o.total),
    totalCost: zero(o.totalCost),
    shippingCost: zero(o.shippingCost),
    calculatedShippingCost: zero(o.calculatedShippingCost),
    showShippingCost: o.showShippingCost,
    handlingFee: zero(o.handlingFee),
    calculatedHandlingFee: zero(o.calculatedHandlingFee),
    canEditHandlingFee: o.canEditHandlingFee,
    allowanceInDiscount: zero(o.allowanceInDiscount),
    calculatedAllowance: zero(o.calculatedAllowance),
    discount: zero(o.discount),
    tax: zero(o.tax),
    agreements: allowance.agreements,
    invoicesAgreements: invoiceAgreementRows.map((a) => agreementOf({ ...a, allowanceAmount: money.toFixed(a.allowanceAmount) })),
    hasPriceChangeRequest: o.priceChangeRequestStatus !== null,
    orderPriceChangeRequestStatus: o.priceChangeRequestStatus as PriceChangeRequestStatus | null,
    needsPriceChangeRequestDecision: o.priceChangeRequestStatus === 'Pending',
    hasLabel: o.hasLabel,
    hasGroundLabel: o.hasGroundLabel,
    bolFileName: o.bolFileName,
    labelFileName: o.labelFileName,
    shipmentRequestId: o.shipmentRequestId,
    shipmentRequestStatus: o.shipmentRequestStatus as ShipmentRequestStatus | null,
    promisedShippingDate: o.promisedShippingDate,
    cancellation: cancellation
      ? {
          reason: cancellation.reason as CancelReason,
          restockDate: cancellation.restockDate,
          status: cancellation.status as 'InReview' | 'Approved' | 'Rejected',
          requestedOn: cancellation.createdOn.toISOString(),
        }
      : null,
    version: o.version,
  };
}

export async function getOrderItems(db: Db, actor: OrderReader, orderId: number): Promise<OrderItem[]> {
  const order = await requireOrder(db, actor, orderId);
  const [items, tracked] = await independentReads(
    db,
    () => itemsOfOrder(db, order.supplierId, order.id),
    () => trackingsOfOrder(db, order.supplierId, order.id),
  );
  return items.map((it) => ({
    id: it.id,
    productId: it.productId,
    productName: it.productName,
    sku: it.sku,
    unitOfMeasure: it.unitOfMeasure,
    quantity: it.quantity,
    pricePerUnit: money.toFixed(it.pricePerUnit),
    pricePerUnitBeforeChangeApproval: it.pricePerUnitBeforeChange === null ? null : money.toFixed(it.pricePerUnitBeforeChange),
    fixedShippingCost: it.fixedShippingCost === null ? null : money.toFixed(it.fixedShippingCost),
    total: money.mul(it.pricePerUnit, it.quantity),
    totalBeforeChangeApproval: it.pricePerUnitBeforeChange === null ? null : money.mul(it.pricePerUnitBeforeChange, it.quantity),
    trackings: tracked
      .filter((t) => t.orderItemId === it.id)
      .map((t) => ({
        trackingNumber: t.trackingNumber,
        carrierId: t.carrierId,
        carrierName: t.otherCarrierName ?? t.carrierName,
        trackUrl: t.trackUrlTemplate ? t.trackUrlTemplate.replace('{tracking}', encodeURIComponent(t.trackingNumber)) : null,
      })),
    imageUrl: it.imageUrl,
    fulfillmentStatus: it.status as FulfillmentStatus,
  }));
}

/** The supplier's order's packages for a parcel label and its estimated value (404 for another supplier's order). */
export async function getOrderPackages(db: Db, actor: Actor, orderId: number): Promise<PackageDetails> {
  const order = await requireOrder(db, actor, orderId);
  return parcelPackagesOfOrder(db, order.supplierId, order.id);
}

export async function getItemCarriers(db: Db, actor: Actor, orderId: number, orderItemId: number): Promise<CarrierOption[]> {
  const order = await requireOrder(db, actor, orderId);
  const items = await itemsOfOrder(db, order.supplierId, order.id);
  if (!items.some((i) => i.id === orderItemId)) throw new NotFound('The order item was not found.');
  // the contracts' rule, which saveShipments enforces
  const offered = carrierIdsOffered(order.shippingMethod);
  const options = (await allCarriers(db)).filter((c) => offered.includes(c.id)).map((c) => ({ value: c.id, label: c.name }));
  return sortCarrierOptions(options);
}

export async function getOrderHistory(db: Db, actor: OrderReader, orderId: number): Promise<OrderHistoryEntry[]> {
  const order = await requireOrder(db, actor, orderId);
  const rows = await historyOfOrder(db, order.supplierId, order.id);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    detail: (r.detail ?? {}) as Record<string, unknown>,
    createdOn: r.createdOn.toISOString(),
    userId: r.userId,
    userName: r.userId === null ? 'Marketplace' : `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || r.userName,
  }));
}
