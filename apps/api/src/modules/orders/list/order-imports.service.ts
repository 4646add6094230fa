// Invoice and tracking imports: every row is checked first; then the whole file applies in one transaction, or
// nothing does and the answer is a 400 with errors at $.items[i].field.
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  canTransition,
  isCarrierOffered,
  ORDER_WORKFLOW_MESSAGES,
  fixedShippingTotal,
  FULFILLMENT_STATUS_LABELS,
  INVOICE_NUMBER_PATTERN,
  invoiceDateProblem,
  MESSAGES,
  money,
  orderMoney,
  ORDER_RULE_MESSAGES,
  OTHER_CARRIER_ID,
  TRACKING_NUMBER_MESSAGE,
  TRACKING_NUMBER_PATTERN,
  type FulfillmentStatus,
  type ImportResult,
  type InvoiceImportItem,
  type InvoiceTemplateRow,
  type TrackingImportItem,
  earliestUsDay as creationDay,
  latestUsDay as latestToday,
  ORDER_NOT_FOUND,
} from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { carriers, invoices, orders, trackings } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/auth.ts';
import { invoiceAcceptance, publishInvoiceAcceptance } from '../core/invoice-acceptance.ts';
import { insertTrackings, itemsOfOrders } from '../core/orders.queries.ts';
import { Invalid } from '../../../platform/errors.ts';
import {
  commitOrderChange,
  commitOrderChanges,
  lockOrdersByPo,
  requireCommonTransition,
  requireTransition,
  type HistoryNote,
  type LockedOrder,
} from '../core/order-lock.ts';
import { readAmount, readDate } from './import-cells.ts';
import {
  agreementsOfSupplier,
  insertInvoiceAgreements,
  invoicedOrderFiguresOf,
  invoiceFiguresOf,
  type StoredOrderMoney,
} from '../core/order-money.ts';
import { independentReads } from '../../../db/independent-reads.ts';

export const IMPORT_MESSAGES = {
  duplicatePo: 'This PO number appears more than once in the file.',
  notInvoicing: (s: string) =>
    `The order is in ${FULFILLMENT_STATUS_LABELS[s as FulfillmentStatus] ?? s} status; invoices can be imported only for orders in Invoicing status.`,
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

/**
 * Template rows: the supplier's orders in Invoicing with the amounts the server would use for an invoice dated today
 * (the invoice step's default date).
 */
export async function invoiceTemplate(db: Db, supplierId: number, now: Date): Promise<InvoiceTemplateRow[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.supplierId, supplierId), eq(orders.status, 'Invoicing')))
    .orderBy(asc(orders.createdOn), asc(orders.id));
  const [items, agreements] = await independentReads(
    db,
    () =>
      itemsOfOrders(
        db,
        supplierId,
        rows.map((o) => o.id),
      ),
    () => agreementsOfSupplier(db, supplierId),
  );
  return rows.map((o) => {
    const its = items.get(o.id) ?? [];
    const shippingCost = fixedShippingTotal(its) ?? o.calculatedShippingCost;
    const m = orderMoney({ items: its, shippingCost, handlingFee: o.calculatedHandlingFee, agreements, day: latestToday(now) });
    return {
      poNumber: o.purchaseOrderNumber,
      invoiceNumber: '',
      invoiceDate: '',
      shippingCost,
      discount: '0.00',
      tax: '0.00',
      handlingFee: o.calculatedHandlingFee,
      totalAmount: m.total,
    };
  });
}

export async function importInvoices(db: Db, actor: Actor, items: InvoiceImportItem[], now: Date): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const errors = new RowErrors();
    const byPo = await lockOrdersByPo(
      tx,
      actor.supplierId,
      items.map((i) => i.purchaseOrderNumber.trim()),
    );
    const orderItemsById = await itemsOfOrders(
      tx,
      actor.supplierId,
      [...byPo.values()].map((o) => o.id),
    );
    const seen = new Set<string>();
    const planned: { order: LockedOrder; invoiceNumber: string; invoiceDate: string; quantity: number; money: StoredOrderMoney }[] = [];
    const agreements = await agreementsOfSupplier(tx, actor.supplierId);
    // The invoice step's days (contracts' calendar-days.ts): "today" is New York's, the creation day Honolulu's.
    const today = latestToday(now);

    items.forEach((row, i) => {
      const po = row.purchaseOrderNumber.trim();
      const order = byPo.get(po);
      if (!po) errors.add(i, 'purchaseOrderNumber', MESSAGES.required);
      else if (seen.has(po)) errors.add(i, 'purchaseOrderNumber', IMPORT_MESSAGES.duplicatePo);
      else if (!order) errors.add(i, 'purchaseOrderNumber', ORDER_NOT_FOUND);
      else if (!canTransition(order.status as FulfillmentStatus, 'invoice'))
        errors.add(i, 'purchaseOrderNumber', IMPORT_MESSAGES.notInvoicing(order.status));
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
      const fixed = fixedShippingTotal(its);
      if (fixed !== null && money.compare(fixed, amounts.shippingCost) !== 0)
        errors.add(i, 'shippingCost', IMPORT_MESSAGES.fixedShipping(fixed));
      // The handling fee is the supplier's to set only when canEditHandlingFee; otherwise the calculated fee applies.
      const handlingFee = order.canEditHandlingFee ? amounts.handlingFee : order.calculatedHandlingFee;
      // the invoice step's money: the agreements of the invoice date (docs/decisions/order-money.md)
      const m = orderMoney({ items: its, ...amounts, handlingFee, agreements, day: date.value });
      if (money.compare(m.total, 0) < 0) errors.add(i, 'discount', ORDER_RULE_MESSAGES.orderTotalNegative);
      const given = row.totalAmount?.trim();
      if (given) {
        const a = readAmount(given);
        if (!a.ok) errors.add(i, 'totalAmount', a.message);
        else if (money.compare(a.value, m.total) !== 0) errors.add(i, 'totalAmount', IMPORT_MESSAGES.totalMismatch(m.total));
      }
      if (errors.has(i)) return;
      planned.push({ order, invoiceNumber, invoiceDate: date.value, quantity: its.reduce((a, it) => a + it.quantity, 0), money: m });
    });
    errors.throwIfAny();

    // the first invoice is accepted on submission (docs/decisions/payments.md)
    const acceptance = planned.length ? await invoiceAcceptance(tx, actor.supplierId, now) : null;
    for (const { order, invoiceNumber, invoiceDate, quantity, money: m } of planned) {
      const [invoice] = await tx
        .insert(invoices)
        .values({
          orderId: order.id,
          supplierId: actor.supplierId,
          invoiceNumber,
          invoiceDate,
          // entered now by the injected clock, as the invoice step's (the column's default would read the database's)
          invoiceCreationDate: now,
          ...invoiceFiguresOf(m),
          quantity,
          types: 'Invoice',
          ...acceptance,
        })
        .returning({ id: invoices.id });
      await insertInvoiceAgreements(tx, actor.supplierId, invoice!.id, m);
      await commitOrderChange(
        tx,
        order,
        actor.userId,
        { status: requireTransition(order, 'invoice'), invoiceNumber, ...invoicedOrderFiguresOf(m, order) },
        { action: 'importInvoice', detail: { invoiceNumber, total: m.total, dueDate: acceptance!.dueDate } },
        now,
      );
      const accepted = {
        supplierId: actor.supplierId,
        orderId: order.id,
        invoiceId: invoice!.id,
        invoiceNumber,
        dueDate: acceptance!.dueDate,
      };
      await publishInvoiceAcceptance(tx, [accepted], 'OnSubmission', null, now);
    }
    const ids = planned.map((p) => p.order.id);
    return { importedOrders: ids.length, importedRows: items.length };
  });
}

export async function importTrackings(db: Db, actor: Actor, items: TrackingImportItem[], now: Date): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const errors = new RowErrors();
    const carrierRows = await tx.select().from(carriers).orderBy(asc(carriers.id));
    const carrierByName = new Map(carrierRows.map((c) => [c.name.toLowerCase(), c]));
    const byPo = await lockOrdersByPo(
      tx,
      actor.supplierId,
      items.map((i) => i.purchaseOrderNumber.trim()),
    );
    const lockedById = new Map([...byPo.values()].map((o) => [o.id, o]));
    const itemsByOrder = await itemsOfOrders(
      tx,
      actor.supplierId,
      [...byPo.values()].map((o) => o.id),
    );
    const planned: (typeof trackings.$inferInsert)[] = [];

    items.forEach((row, i) => {
      const po = row.purchaseOrderNumber.trim();
      const order = byPo.get(po);
      if (!po) errors.add(i, 'purchaseOrderNumber', MESSAGES.required);
      else if (!order) errors.add(i, 'purchaseOrderNumber', ORDER_NOT_FOUND);
      else if (!canTransition(order.status as FulfillmentStatus, 'ship'))
        errors.add(i, 'purchaseOrderNumber', IMPORT_MESSAGES.notAwaitingShipment(order.status));

      const trackingNumber = row.trackingNumber.trim();
      if (!trackingNumber) errors.add(i, 'trackingNumber', MESSAGES.required);
      else if (trackingNumber.length > 100) errors.add(i, 'trackingNumber', 'Maximum is 100 characters');
      else if (!TRACKING_NUMBER_PATTERN.test(trackingNumber)) errors.add(i, 'trackingNumber', TRACKING_NUMBER_MESSAGE);

      const carrierName = row.carrier.trim();
      const carrier = carrierByName.get(carrierName.toLowerCase());
      if (!carrierName) errors.add(i, 'carrier', MESSAGES.required);
      else if (!carrier)
        errors.add(i, 'carrier', IMPORT_MESSAGES.unknownCarrier(carrierRows.filter((c) => c.id !== OTHER_CARRIER_ID).map((c) => c.name)));
      else if (carrier.id === OTHER_CARRIER_ID) errors.add(i, 'carrier', IMPORT_MESSAGES.otherCarrier);
      else if (order && !isCarrierOffered(order.shippingMethod, carrier.id))
        errors.add(i, 'carrier', ORDER_WORKFLOW_MESSAGES.carrierNotOffered);

      if (!order) return;
      const sku = (row.sku ?? '').trim();
      const orderItemsOfRow = itemsByOrder.get(order.id) ?? [];
      // A blank SKU tracks every item of the order.
      const targets = sku ? orderItemsOfRow.filter((it) => it.sku.toLowerCase() === sku.toLowerCase()) : orderItemsOfRow;
      if (sku && targets.length === 0) errors.add(i, 'sku', IMPORT_MESSAGES.unknownSku);
      if (errors.has(i) || !carrier) return;
      for (const it of targets)
        planned.push({ supplierId: actor.supplierId, orderId: order.id, orderItemId: it.id, carrierId: carrier.id, trackingNumber });
    });
    errors.throwIfAny();

    const orderIds = [...new Set(planned.map((p) => p.orderId))];
    const existing = orderIds.length
      ? await tx
          .select({ orderItemId: trackings.orderItemId, trackingNumber: trackings.trackingNumber })
          .from(trackings)
          .where(and(eq(trackings.supplierId, actor.supplierId), inArray(trackings.orderId, orderIds)))
      : [];
    const known = new Set(existing.map((t) => `${t.orderItemId}|${t.trackingNumber}`));
    // Re-importing the same file adds nothing twice.
    const fresh = planned.filter((p) => {
      const key = `${p.orderItemId}|${p.trackingNumber}`;
      if (known.has(key)) return false;
      known.add(key);
      return true;
    });
    await insertTrackings(tx, fresh, now);

    const tracked = new Set([...known].map((k) => Number(k.split('|')[0])));
    const touched = orderIds.map((id) => lockedById.get(id)!);
    const allTracked = (o: LockedOrder) => (itemsByOrder.get(o.id) ?? []).every((it) => tracked.has(it.id));
    const note = (o: LockedOrder): HistoryNote => ({
      action: 'importTracking',
      detail: { trackingNumbers: [...new Set(fresh.filter((p) => p.orderId === o.id).map((p) => p.trackingNumber))] },
    });
    // Like the order page's shipments (saveShipments): an order whose items all have a tracking moves on ('ship'),
    // the others keep their status; each records its trackings and gets a new version.
    const completed = touched.filter(allTracked);
    if (completed.length)
      await commitOrderChanges(tx, completed, actor.userId, { status: requireCommonTransition(completed, 'ship') }, note, now);
    await commitOrderChanges(
      tx,
      touched.filter((o) => !allTracked(o)),
      actor.userId,
      {},
      note,
      now,
    );
    return { importedOrders: orderIds.length, importedRows: items.length };
  });
}
