// Invoice and tracking imports: every row is checked first; then the whole file applies in one transaction, or
// nothing does and the answer is a 400 with errors at $.items[i].field.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  calculateInvoiceTotal,
  calculateItemsTotal,
  earliestUsDay as creationDay,
  FULFILLMENT_STATUS_LABELS,
  INVOICE_NUMBER_PATTERN,
  invoiceDateProblem,
  latestUsDay as latestToday,
  MESSAGES,
  money,
  ORDER_NOT_FOUND,
  ORDER_RULE_MESSAGES,
  OTHER_CARRIER_ID,
  TRACKING_NUMBER_MESSAGE,
  TRACKING_NUMBER_PATTERN,
  type FulfillmentStatus,
  type ImportResult,
  type InvoiceImportItem,
  type InvoiceTemplateRow,
  type TrackingImportItem,
} from '@portal/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { carriers, invoices, orderItems, orders, trackings } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/auth.ts';
import { Invalid } from '../../../platform/errors.ts';
import { recordHistory } from '../core/order-history.ts';
import { readAmount, readDate } from './import-cells.ts';

export const IMPORT_MESSAGES = {
  duplicatePo: 'This PO number appears more than once in the file.',
  notInvoicing: (s: string) => `The order is in ${FULFILLMENT_STATUS_LABELS[s as FulfillmentStatus] ?? s} status; invoices can be imported only for orders in Invoicing status.`,
  notAwaitingShipment: (s: string) =>
    `The order is in ${FULFILLMENT_STATUS_LABELS[s as FulfillmentStatus] ?? s} status; trackings can be imported only for orders in Awaiting shipment status.`,
  priceChangePending: 'Pending price change approval',
  totalMismatch: (total: string) => `Total amount does not match the calculated total ${total}.`,
  fixedShipping: (fixed: string) => `Shipping cost of this order is fixed at ${fixed}.`,
  unknownSku: 'This SKU is not an item of the order.',
  unknownCarrier: (names: string[]) => `Unknown carrier. Use one of: ${names.join(', ')}.`,
  otherCarrier: "Name the carrier: 'Other' needs a carrier name, which the order page records.",
} as const;

class RowErrors {
  readonly errors: Record<string, string[]> = {};
  add(index: number, field: string, message: string): void {
    (this.errors[`$.items[${index}].${field}`] ??= []).push(message);
  }
  has(index: number): boolean {
    return Object.keys(this.errors).some((k) => k.startsWith(`$.items[${index}].`));
  }
  throwIfAny(): void {
    if (Object.keys(this.errors).length) throw new Invalid(this.errors);
  }
}

async function lockOrdersByPo(tx: Tx, supplierId: number, poNumbers: string[]) {
  const unique = [...new Set(poNumbers.filter(Boolean))];
  if (unique.length === 0) return new Map<string, typeof orders.$inferSelect>();
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.supplierId, supplierId), inArray(orders.purchaseOrderNumber, unique)))
    .for('update');
  return new Map(rows.map((o) => [o.purchaseOrderNumber, o]));
}

async function itemsOf(tx: Tx | Db, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, (typeof orderItems.$inferSelect)[]>();
  const rows = await tx.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
  const map = new Map<number, (typeof orderItems.$inferSelect)[]>();
  for (const r of rows) map.set(r.orderId, [...(map.get(r.orderId) ?? []), r]);
  return map;
}

/** Shipping the invoice must carry: the fixed cost × quantity when every item has one, else null (free to set). */
function fixedShipping(items: { fixedShippingCost: string | null; quantity: number }[]): string | null {
  if (items.length === 0 || !items.every((i) => i.fixedShippingCost !== null)) return null;
  return money.sum(items.map((i) => money.mul(i.fixedShippingCost, i.quantity)));
}

/** Template rows: the supplier's orders in Invoicing with the amounts the server would use. */
export async function invoiceTemplate(db: Db, supplierId: number): Promise<InvoiceTemplateRow[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.supplierId, supplierId), eq(orders.status, 'Invoicing')))
    .orderBy(asc(orders.createdOn), asc(orders.id));
  const items = await itemsOf(db, rows.map((o) => o.id));
  return rows.map((o) => {
    const its = items.get(o.id) ?? [];
    const shippingCost = fixedShipping(its) ?? o.calculatedShippingCost;
    return {
      poNumber: o.purchaseOrderNumber,
      invoiceNumber: '',
      invoiceDate: '',
      shippingCost,
      discount: '0.00',
      tax: '0.00',
      handlingFee: o.calculatedHandlingFee,
      totalAmount: calculateInvoiceTotal({
        itemsTotal: calculateItemsTotal(its),
        tax: 0,
        handlingFee: o.calculatedHandlingFee,
        shippingCost,
        discount: 0,
        allowance: o.calculatedAllowance,
      }),
    };
  });
}

export async function importInvoices(db: Db, actor: Actor, items: InvoiceImportItem[]): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const errors = new RowErrors();
    const byPo = await lockOrdersByPo(tx, actor.supplierId, items.map((i) => i.purchaseOrderNumber.trim()));
    const orderItemsById = await itemsOf(tx, [...byPo.values()].map((o) => o.id));
    const seen = new Set<string>();
    const planned: { order: typeof orders.$inferSelect; invoice: typeof invoices.$inferInsert }[] = [];
    // The invoice step's days (contracts' calendar-days.ts): "today" is New York's, the creation day Honolulu's.
    const today = latestToday(new Date());

    items.forEach((row, i) => {
      const po = row.purchaseOrderNumber.trim();
      const order = byPo.get(po);
      if (!po) errors.add(i, 'purchaseOrderNumber', MESSAGES.required);
      else if (seen.has(po)) errors.add(i, 'purchaseOrderNumber', IMPORT_MESSAGES.duplicatePo);
      else if (!order) errors.add(i, 'purchaseOrderNumber', ORDER_NOT_FOUND);
      else if (order.status !== 'Invoicing') errors.add(i, 'purchaseOrderNumber', IMPORT_MESSAGES.notInvoicing(order.status));
      else if (order.priceChangeRequestStatus === 'Pending') errors.add(i, 'purchaseOrderNumber', IMPORT_MESSAGES.priceChangePending);
      seen.add(po);

      const invoiceNumber = row.invoiceNumber.trim();
      if (!invoiceNumber) errors.add(i, 'invoiceNumber', MESSAGES.required);
      else if (invoiceNumber.length > 50) errors.add(i, 'invoiceNumber', 'Maximum is 50 characters');
      else if (!INVOICE_NUMBER_PATTERN.test(invoiceNumber)) errors.add(i, 'invoiceNumber', MESSAGES.invalidFormat);

      const date = readDate(row.invoiceDate);
      const dateProblem = date.ok ? invoiceDateProblem(date.value, order ? creationDay(order.createdOn) : '', today) : date.message;
      if (dateProblem) errors.add(i, 'invoiceDate', dateProblem);

      const amounts = {} as Record<'shippingCost' | 'discount' | 'tax' | 'handlingFee', string>;
      for (const field of ['shippingCost', 'discount', 'tax', 'handlingFee'] as const) {
        const a = readAmount(row[field]);
        if (a.ok) amounts[field] = a.value;
        else errors.add(i, field, a.message);
      }
      if (errors.has(i) || !order || !date.ok) return;

      const its = orderItemsById.get(order.id) ?? [];
      const fixed = fixedShipping(its);
      if (fixed !== null && money.compare(fixed, amounts.shippingCost) !== 0) errors.add(i, 'shippingCost', IMPORT_MESSAGES.fixedShipping(fixed));
      // The handling fee is the supplier's to set only when canEditHandlingFee; otherwise the calculated fee applies.
      const handlingFee = order.canEditHandlingFee ? amounts.handlingFee : order.calculatedHandlingFee;
      const itemsTotal = calculateItemsTotal(its);
      const total = calculateInvoiceTotal({
        itemsTotal,
        tax: amounts.tax,
        handlingFee,
        shippingCost: amounts.shippingCost,
        discount: amounts.discount,
        allowance: order.calculatedAllowance,
      });
      if (money.compare(total, 0) < 0) errors.add(i, 'discount', ORDER_RULE_MESSAGES.orderTotalNegative);
      const given = row.totalAmount?.trim();
      if (given) {
        const a = readAmount(given);
        if (!a.ok) errors.add(i, 'totalAmount', a.message);
        else if (money.compare(a.value, total) !== 0) errors.add(i, 'totalAmount', IMPORT_MESSAGES.totalMismatch(total));
      }
      if (errors.has(i)) return;
      planned.push({
        order,
        invoice: {
          orderId: order.id,
          supplierId: actor.supplierId,
          invoiceNumber,
          invoiceDate: date.value,
          itemsTotal,
          shippingCost: amounts.shippingCost,
          handlingFee,
          discount: amounts.discount,
          tax: amounts.tax,
          allowance: order.calculatedAllowance,
          total,
          quantity: its.reduce((a, it) => a + it.quantity, 0),
          types: 'Invoice',
        },
      });
    });
    errors.throwIfAny();

    for (const { order, invoice } of planned) {
      await tx.insert(invoices).values(invoice);
      await tx
        .update(orders)
        .set({
          status: 'Complete',
          invoiceNumber: invoice.invoiceNumber,
          shippingCost: invoice.shippingCost,
          handlingFee: invoice.handlingFee,
          discount: invoice.discount,
          tax: invoice.tax,
          allowanceInDiscount: invoice.allowance,
          invoicedTotalCost: invoice.itemsTotal,
          invoicedTotal: invoice.total,
          supplierTotal: money.compare(invoice.total, 0) > 0 ? invoice.total : order.total,
          version: sql`${orders.version} + 1`,
          updatedOn: new Date(),
        })
        .where(and(eq(orders.id, order.id), eq(orders.supplierId, actor.supplierId)));
    }
    const ids = planned.map((p) => p.order.id);
    if (ids.length) await tx.update(orderItems).set({ status: 'Complete' }).where(inArray(orderItems.orderId, ids));
    await recordHistory(
      tx,
      actor.userId,
      planned.map((p) => ({
        orderId: p.order.id,
        action: 'importInvoice',
        detail: { from: 'Invoicing', to: 'Complete', invoiceNumber: p.invoice.invoiceNumber, total: p.invoice.total },
      })),
    );
    return { importedOrders: ids.length, importedRows: items.length };
  });
}

export async function importTrackings(db: Db, actor: Actor, items: TrackingImportItem[]): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const errors = new RowErrors();
    const carrierRows = await tx.select().from(carriers).orderBy(asc(carriers.id));
    const carrierByName = new Map(carrierRows.map((c) => [c.name.toLowerCase(), c]));
    const byPo = await lockOrdersByPo(tx, actor.supplierId, items.map((i) => i.purchaseOrderNumber.trim()));
    const itemsByOrder = await itemsOf(tx, [...byPo.values()].map((o) => o.id));
    const planned: (typeof trackings.$inferInsert)[] = [];

    items.forEach((row, i) => {
      const po = row.purchaseOrderNumber.trim();
      const order = byPo.get(po);
      if (!po) errors.add(i, 'purchaseOrderNumber', MESSAGES.required);
      else if (!order) errors.add(i, 'purchaseOrderNumber', ORDER_NOT_FOUND);
      else if (order.status !== 'AwaitingShipment') errors.add(i, 'purchaseOrderNumber', IMPORT_MESSAGES.notAwaitingShipment(order.status));

      const trackingNumber = row.trackingNumber.trim();
      if (!trackingNumber) errors.add(i, 'trackingNumber', MESSAGES.required);
      else if (trackingNumber.length > 100) errors.add(i, 'trackingNumber', 'Maximum is 100 characters');
      else if (!TRACKING_NUMBER_PATTERN.test(trackingNumber)) errors.add(i, 'trackingNumber', TRACKING_NUMBER_MESSAGE);

      const carrierName = row.carrier.trim();
      const carrier = carrierByName.get(carrierName.toLowerCase());
      if (!carrierName) errors.add(i, 'carrier', MESSAGES.required);
      else if (!carrier) errors.add(i, 'carrier', IMPORT_MESSAGES.unknownCarrier(carrierRows.filter((c) => c.id !== OTHER_CARRIER_ID).map((c) => c.name)));
      else if (carrier.id === OTHER_CARRIER_ID) errors.add(i, 'carrier', IMPORT_MESSAGES.otherCarrier);

      if (!order) return;
      const sku = (row.sku ?? '').trim();
      const orderItemsOfRow = itemsByOrder.get(order.id) ?? [];
      // A blank SKU tracks every item of the order.
      const targets = sku ? orderItemsOfRow.filter((it) => it.sku.toLowerCase() === sku.toLowerCase()) : orderItemsOfRow;
      if (sku && targets.length === 0) errors.add(i, 'sku', IMPORT_MESSAGES.unknownSku);
      if (errors.has(i) || !carrier) return;
      for (const it of targets) planned.push({ orderId: order.id, orderItemId: it.id, carrierId: carrier.id, trackingNumber });
    });
    errors.throwIfAny();

    const orderIds = [...new Set(planned.map((p) => p.orderId))];
    const existing = orderIds.length
      ? await tx.select({ orderItemId: trackings.orderItemId, trackingNumber: trackings.trackingNumber }).from(trackings).where(inArray(trackings.orderId, orderIds))
      : [];
    const known = new Set(existing.map((t) => `${t.orderItemId}|${t.trackingNumber}`));
    // Re-importing the same file adds nothing twice.
    const fresh = planned.filter((p) => {
      const key = `${p.orderItemId}|${p.trackingNumber}`;
      if (known.has(key)) return false;
      known.add(key);
      return true;
    });
    if (fresh.length) await tx.insert(trackings).values(fresh);

    const tracked = new Set([...known].map((k) => Number(k.split('|')[0])));
    const completed = orderIds.filter((id) => (itemsByOrder.get(id) ?? []).every((it) => tracked.has(it.id)));
    if (completed.length) {
      await tx
        .update(orders)
        .set({ status: 'Invoicing', version: sql`${orders.version} + 1`, updatedOn: new Date() })
        .where(and(eq(orders.supplierId, actor.supplierId), inArray(orders.id, completed)));
      await tx.update(orderItems).set({ status: 'Invoicing' }).where(inArray(orderItems.orderId, completed));
    }
    const completedSet = new Set(completed);
    await recordHistory(
      tx,
      actor.userId,
      orderIds.map((id) => ({
        orderId: id,
        action: 'importTracking',
        detail: {
          trackingNumbers: [...new Set(fresh.filter((p) => p.orderId === id).map((p) => p.trackingNumber))],
          ...(completedSet.has(id) ? { from: 'AwaitingShipment', to: 'Invoicing' } : {}),
        },
      })),
    );
    return { importedOrders: orderIds.length, importedRows: items.length };
  });
}
