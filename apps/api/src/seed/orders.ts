// Deterministic demo orders: carriers, facilities, agreements, ~2,000 Acme orders over 13 months in every status and
// shipping method, a few hundred for the integrated supplier, with items, trackings and invoices.
// Dates hang off an anchor (today, 00:00 UTC) so they look recent while the sequence stays reproducible.
import {
  CARRIERS,
  FULFILLMENT_STATUSES,
  money,
  orderMoney,
  orderMoneyDay,
  SHIPPING_METHODS,
  type FulfillmentStatus,
  type ShippingMethod,
} from '@portal/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  carriers,
  invoiceAgreements,
  invoices,
  orderHistory,
  orderItems,
  orders,
  shipmentRequests,
  supplierAgreements,
  supplierMemberships,
  supplierFacilities,
  trackings,
  users,
} from '../db/schema/index.ts';
import { CITIES, FIRST_NAMES, HOME_PRODUCTS, LAST_NAMES, OUTDOOR_PRODUCTS, STREETS, type CatalogueProduct } from './order-catalogue.ts';
import { SeededRandom } from './random.ts';
import { plannedReviewInvoice, SEED_SALES_TAX_RATE } from './invoice-reviews.ts';
import { ACME_AGREEMENTS, ACME_STANDING_AGREEMENTS, type SeedAgreement } from './agreements.ts';
import { EXAMPLE_CREDIT_ORDER_PO, seedExampleOrders } from './example-orders.ts';

/** 'full' is the demo; 'small' (~10%) keeps API test files fast; 'none' seeds only reference data. */
export type OrderSeedSize = 'full' | 'small' | 'none';
export const ORDER_SEED_COUNTS: Record<OrderSeedSize, { acme: number; integrated: number }> = {
  full: { acme: 2000, integrated: 300 },
  small: { acme: 200, integrated: 40 },
  none: { acme: 0, integrated: 0 },
};
export const ACME_PO_START = 1000001;
export const INTEGRATED_PO_START = 2000001;
/** The package of a seeded LTL request's line (the request's shape: contracts' ltlPackage without the freight class). */
const SEED_PALLET = { packageType: 'Pallet', width: 40, height: 48, depth: 40, weight: 380, quantity: 1 };
const DAY_MS = 86_400_000;
const HISTORY_DAYS = 395;

/** Today at 00:00 UTC: every seeded timestamp lies before it. */
export function seedAnchor(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

type OrderInsert = typeof orders.$inferInsert;
type ItemInsert = typeof orderItems.$inferInsert;

interface PlannedItem extends Omit<ItemInsert, 'orderId' | 'supplierId'> {
  tracked: boolean;
}
export interface PlannedOrder {
  order: OrderInsert;
  items: PlannedItem[];
  carrierId: number;
  otherCarrierName: string | null;
  invoices: Omit<typeof invoices.$inferInsert, 'orderId' | 'supplierId'>[];
  /** The first invoice's agreements, each with the allowance it added. */
  invoiceAgreements: Omit<typeof invoiceAgreements.$inferInsert, 'supplierId' | 'invoiceId'>[];
  shipmentRequest: { status: string } | null;
}

const CHANNELS: [string | null, number][] = [
  ['Amazon', 30],
  ['Wayfair', 20],
  ['Walmart', 15],
  ['Home Depot', 12],
  ['Overstock', 8],
  ['Target', 6],
  ['Lowes', 5],
  ['eBay', 4],
  [null, 5],
];
const METHODS: [ShippingMethod, number][] = [
  ['BisonFedex', 50],
  ['BisonUps', 20],
  ['BisonLtl', 10],
  ['SupplierGround', 12],
  ['SupplierLtl', 5],
  ['Unknown', 3],
];

function statusForAge(r: SeededRandom, ageDays: number): FulfillmentStatus {
  if (ageDays < 3)
    return r.weighted([
      ['NeedsProcessing', 60],
      ['AwaitingShipment', 25],
      ['New', 5],
      ['Canceled', 5],
      ['Invoicing', 5],
    ] as const);
  if (ageDays < 10)
    return r.weighted([
      ['NeedsProcessing', 20],
      ['AwaitingShipment', 35],
      ['Invoicing', 30],
      ['Complete', 10],
      ['Canceled', 5],
    ] as const);
  if (ageDays < 30)
    return r.weighted([
      ['NeedsProcessing', 3],
      ['AwaitingShipment', 10],
      ['Invoicing', 20],
      ['Complete', 60],
      ['Canceled', 5],
      ['ProductNotAvailable', 2],
    ] as const);
  return r.weighted([
    ['Complete', 88],
    ['Canceled', 7],
    ['ProductNotAvailable', 3],
    ['Invoicing', 2],
  ] as const);
}

function trackingNumber(r: SeededRandom, carrierId: number): string {
  const digits = (n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');
  if (carrierId === 1) return digits(12);
  if (carrierId === 2) return `1Z${Array.from({ length: 16 }, () => r.pick([...'0123456789ABCDEFGHJKLMNPRSTUVWXYZ'])).join('')}`;
  if (carrierId === 3) return `94${digits(20)}`;
  return `PRO-${digits(9)}`;
}

function carrierFor(r: SeededRandom, method: ShippingMethod): [number, string | null] {
  if (method === 'BisonFedex') return [1, null];
  if (method === 'BisonUps') return [2, null];
  if (method === 'BisonLtl' || method === 'SupplierLtl') return [r.pick([6, 7]), null];
  const id = r.pick([1, 2, 3, 4]);
  return [id, id === 4 ? r.pick(['OnTrac', 'LaserShip', 'Spee-Dee']) : null];
}

/** What the sales history of the dashboard (seed/sales-history.ts) fixes instead of drawing it. */
export interface PlanOverrides {
  ageDays: number;
  status: FulfillmentStatus;
  products: (r: SeededRandom, count: number) => CatalogueProduct[];
  /** The exact time it came in (today's orders, seed/todays-orders.ts), instead of a drawn minute of its day. */
  createdOn?: Date;
}

/**
 * Weekends are quieter: an older order whose day falls on a Saturday moves to the Friday before, one on a Sunday to
 * the Monday after (half of them, by the PO number, so the random sequence stays the same).
 */
function weekdayRhythm(ageDays: number, poNumber: string, anchor: Date): number {
  if (ageDays < 4 || Number(poNumber.replace(/\D/g, '')) % 2 === 0) return ageDays;
  const weekday = new Date(anchor.getTime() - (ageDays + 1) * DAY_MS).getUTCDay();
  return weekday === 6 ? Math.min(ageDays + 1, HISTORY_DAYS) : weekday === 0 ? ageDays - 1 : ageDays;
}

export function planOrder(
  r: SeededRandom,
  i: number,
  poNumber: string,
  anchor: Date,
  catalogue: CatalogueProduct[],
  facilities: { primary: number; ltl: number },
  agreements: readonly SeedAgreement[],
  overrides?: PlanOverrides,
): PlannedOrder {
  // The first orders cover every status and shipping method, so a small seed still shows them all.
  const forced = !overrides && i < FULFILLMENT_STATUSES.length * 2;
  const drawnAge = forced ? i % 5 : Math.floor(HISTORY_DAYS * Math.pow(r.next(), 1.4));
  const ageDays = overrides ? overrides.ageDays : forced ? drawnAge : weekdayRhythm(drawnAge, poNumber, anchor);
  const status: FulfillmentStatus = overrides
    ? overrides.status
    : forced
      ? FULFILLMENT_STATUSES[i % FULFILLMENT_STATUSES.length]!
      : statusForAge(r, drawnAge);
  const method: ShippingMethod = forced ? SHIPPING_METHODS[i % SHIPPING_METHODS.length]! : r.weighted(METHODS);
  const createdOn = overrides?.createdOn ?? new Date(anchor.getTime() - ageDays * DAY_MS - r.int(1, 1439) * 60_000);
  const firstName = r.pick(FIRST_NAMES);
  const lastName = r.pick(LAST_NAMES);
  const [city, state, zip] = r.pick(CITIES);

  const itemCount = r.weighted([
    [1, 50],
    [2, 30],
    [3, 13],
    [4, 7],
  ] as const);
  const products = overrides ? overrides.products(r, itemCount) : [...catalogue].sort(() => r.next() - 0.5).slice(0, itemCount);
  const items: PlannedItem[] = products.map((p) => ({
    productId: p.productId,
    productName: p.name,
    sku: p.sku,
    unitOfMeasure: p.uom,
    quantity: r.weighted([
      [1, 70],
      [2, 20],
      [3, 7],
      [6, 3],
    ] as const),
    pricePerUnit: p.price,
    fixedShippingCost: p.fixedShippingCost,
    imageUrl: `/api/product-images/${p.image}.svg`,
    status,
    tracked: false,
  }));
  const isLtl = method === 'BisonLtl' || method === 'SupplierLtl';
  const shippingType = isLtl ? 'Ltl' : itemCount > 1 && r.chance(0.08) ? 'Multiple' : 'Ground';
  const allFixed = items.every((it) => it.fixedShippingCost);
  const supplierShips = method === 'SupplierGround' || method === 'SupplierLtl';
  const calculatedShippingCost = allFixed
    ? money.sum(items.map((it) => money.mul(it.fixedShippingCost, it.quantity!)))
    : supplierShips
      ? `${r.int(9, 59)}.99`
      : '0.00';
  const canEditHandlingFee = r.chance(0.25);
  const calculatedHandlingFee = canEditHandlingFee || r.chance(0.15) ? '2.50' : '0.00';
  // the order's figures as the portal computes them (docs/decisions/order-money.md)
  const calculated = orderMoney({
    items: items.map((it) => ({ pricePerUnit: it.pricePerUnit, quantity: it.quantity! })),
    shippingCost: calculatedShippingCost,
    handlingFee: calculatedHandlingFee,
    agreements,
    day: orderMoneyDay(createdOn),
  });
  const { itemsTotal: totalCost, allowance: calculatedAllowance, total } = calculated;
  const [carrierId, otherCarrierName] = carrierFor(r, method);
  const tracked = status === 'Invoicing' || status === 'Complete';
  items.forEach((it, idx) => (it.tracked = tracked || (status === 'AwaitingShipment' && itemCount > 1 && idx === 0 && r.chance(0.3))));
  const open = status === 'NeedsProcessing' || status === 'AwaitingShipment' || status === 'Invoicing';
  const processed = status !== 'NeedsProcessing' && status !== 'New';

  const order: OrderInsert = {
    supplierId: 0,
    purchaseOrderNumber: poNumber,
    supplierOrderNumber:
      processed && status !== 'Canceled' && status !== 'ProductNotAvailable'
        ? r.chance(0.7)
          ? poNumber
          : `SO-${r.int(10000, 99999)}`
        : null,
    status,
    customerFirstName: firstName,
    customerLastName: lastName,
    customerCompany: r.chance(0.08) ? `${lastName} Design Studio` : null,
    phone: `(${r.int(201, 989)}) 555-${String(r.int(0, 9999)).padStart(4, '0')}`,
    address1: `${r.int(10, 9899)} ${r.pick(STREETS)}`,
    address2: r.chance(0.2) ? `Apt ${r.int(1, 40)}${r.pick(['A', 'B', 'C'])}` : null,
    address3: null,
    city,
    state,
    zip,
    purchasedFrom: r.weighted(CHANNELS),
    shippingMethod: method,
    shippingType,
    shipFromFacilityId: isLtl ? facilities.ltl : facilities.primary,
    createdOn,
    updatedOn: createdOn,
    promisedShippingDate: isoDay(new Date(createdOn.getTime() + 3 * DAY_MS)),
    totalCost,
    calculatedShippingCost,
    showShippingCost: allFixed || supplierShips,
    calculatedHandlingFee,
    canEditHandlingFee,
    calculatedAllowance,
    total,
    supplierTotal: total,
    hasLabel: method === 'BisonFedex' && (tracked || (status === 'AwaitingShipment' && r.chance(0.4))),
    priceChangeRequestStatus: open && r.chance(0.05) ? 'Pending' : status === 'Complete' && r.chance(0.03) ? 'Approved' : null,
  };
  // The demo stores no label or bill of lading for generated orders, so they name none (labelFileName, bolFileName
  // stay null): a name without its file is a download that can only fail. Labels and bookings made in the portal
  // store theirs, and so does the booked LTL scenario (storeScenarioDocuments).
  order.hasGroundLabel = order.hasLabel;
  if (order.priceChangeRequestStatus === 'Approved') {
    const first = items[0]!;
    first.pricePerUnitBeforeChange = money.toFixed(money.mul(first.pricePerUnit, '1.1'));
  }
  let shipmentRequest: PlannedOrder['shipmentRequest'] = null;
  if (method === 'BisonLtl' && (status === 'AwaitingShipment' || tracked)) {
    const srStatus = tracked
      ? 'BookingConfirmed'
      : r.weighted([
          ['NeedsReview', 1],
          ['NeedsBooking', 1],
          ['BookingConfirmed', 1],
          ['', 1],
        ] as const);
    if (srStatus) {
      shipmentRequest = { status: srStatus };
      order.shipmentRequestStatus = srStatus;
    }
  }
  if (status === 'Canceled') {
    order.cancelReason = r.pick(['OutOfStockDiscontinued', 'OutOfStockWithRestock', 'CancelAtSellersRequest']);
    if (order.cancelReason === 'OutOfStockWithRestock') order.restockDate = isoDay(new Date(createdOn.getTime() + 20 * DAY_MS));
  }

  const plannedInvoices: PlannedOrder['invoices'] = [];
  const plannedAgreements: PlannedOrder['invoiceAgreements'] = [];
  if (status === 'Complete') {
    const tax = r.chance(0.3) ? money.toFixed(money.mul(totalCost, SEED_SALES_TAX_RATE)) : '0.00';
    const discount = r.chance(0.1) ? '5.00' : '0.00';
    const invoiceDay = new Date(Math.min(createdOn.getTime() + r.int(2, 8) * DAY_MS, anchor.getTime() - DAY_MS));
    const invoiced = orderMoney({
      items: items.map((it) => ({ pricePerUnit: it.pricePerUnit, quantity: it.quantity! })),
      shippingCost: calculatedShippingCost,
      handlingFee: calculatedHandlingFee,
      discount,
      tax,
      agreements,
      day: isoDay(invoiceDay),
    });
    const invoiceNumber = `INV-${poNumber.slice(3)}`;
    plannedAgreements.push(...invoiced.agreements);
    plannedInvoices.push({
      invoiceNumber,
      invoiceDate: isoDay(invoiceDay),
      invoiceCreationDate: invoiceDay,
      itemsTotal: totalCost,
      shippingCost: calculatedShippingCost,
      handlingFee: calculatedHandlingFee,
      discount,
      tax,
      allowance: invoiced.allowance,
      total: invoiced.total,
      quantity: items.reduce((a, it) => a + it.quantity!, 0),
      types: 'Invoice',
    });
    Object.assign(order, {
      invoiceNumber,
      shippingCost: calculatedShippingCost,
      handlingFee: calculatedHandlingFee,
      allowanceInDiscount: invoiced.allowance,
      discount,
      tax,
      invoicedTotalCost: totalCost,
      invoicedTotal: invoiced.total,
      supplierTotal: money.compare(invoiced.total, 0) > 0 ? invoiced.total : total,
    });
    // one draw per completed order, as before, so the rest of the random sequence stays the same
    const review = plannedReviewInvoice(invoiced, invoiceNumber, invoiceDay, poNumber, anchor, r.next());
    if (review) {
      order.hasInvoiceInReview = true;
      plannedInvoices.push(review);
    }
  }
  return { order, items, carrierId, otherCarrierName, invoices: plannedInvoices, invoiceAgreements: plannedAgreements, shipmentRequest };
}

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

type HistoryInsert = typeof orderHistory.$inferInsert;
type TrackingInsert = typeof trackings.$inferInsert;

/**
 * The activity an order's status implies, as the order page's own actions record it (order-lock.ts adds from/to):
 * processed some hours after it came in, shipped (its trackings) a day or so later, invoiced on its invoice's day,
 * or canceled; by the supplier's admin. Times come from the PO number, not the random sequence (the rest of the
 * demo stays as it was), rise from one event to the next and stay before the anchor.
 */
function plannedHistory(
  p: PlannedOrder,
  supplierId: number,
  orderId: number,
  itemTrackings: TrackingInsert[],
  userId: number,
  anchor: Date,
): HistoryInsert[] {
  const { status, createdOn, purchaseOrderNumber } = p.order;
  const n = Number(purchaseOrderNumber.replace(/\D/g, ''));
  const end = anchor.getTime();
  let previous = createdOn!.getTime();
  // an event planned past the anchor (a very recent order) goes halfway into the time that is left
  const at = (ms: number) => {
    const planned = Math.max(ms, previous + 60_000);
    return new Date((previous = planned < end ? planned : Math.floor(previous + (end - previous) / 2)));
  };
  const entries: HistoryInsert[] = [];
  const add = (action: string, when: number, detail: Record<string, unknown>) =>
    entries.push({ supplierId, orderId, userId, action, detail, createdOn: at(when) });
  const base = createdOn!.getTime();
  const processed = status === 'AwaitingShipment' || status === 'Invoicing' || status === 'Complete';
  if (processed)
    add('process', base + (2 + (n % 18)) * 3_600_000, {
      supplierOrderNumber: p.order.supplierOrderNumber,
      previousSupplierOrderNumber: null,
      from: 'NeedsProcessing',
      to: 'AwaitingShipment',
    });
  if (processed && itemTrackings.length > 0) {
    const shipped = status !== 'AwaitingShipment';
    add('ship', base + DAY_MS + (n % 12) * 3_600_000, {
      shipments: itemTrackings.map((t) => ({
        orderLineId: t.orderItemId,
        carrierId: t.carrierId,
        otherCarrierName: t.otherCarrierName ?? null,
        trackingNumbers: [t.trackingNumber],
      })),
      ...(shipped ? { from: 'AwaitingShipment', to: 'Invoicing' } : {}),
    });
    for (const t of itemTrackings) t.createdOn = new Date(previous);
  }
  const invoice = p.invoices.find((i) => i.types === 'Invoice');
  if (status === 'Complete' && invoice)
    add('invoice', invoice.invoiceCreationDate!.getTime(), {
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate: invoice.invoiceDate,
      total: invoice.total,
      from: 'Invoicing',
      to: 'Complete',
    });
  if (status === 'Canceled')
    add('cancel', base + (1 + (n % 30)) * 3_600_000, {
      reason: p.order.cancelReason,
      restockDate: p.order.restockDate ?? null,
      from: 'NeedsProcessing',
      to: 'Canceled',
    });
  return entries;
}

export async function seedSupplierOrders(tx: Tx, supplierId: number, plans: PlannedOrder[], anchor: Date): Promise<void> {
  const ids = new Map<string, number>();
  await insertInBatches(plans, 400, async (batch) => {
    const rows = await tx
      .insert(orders)
      .values(batch.map((p) => ({ ...p.order, supplierId })))
      .returning({ id: orders.id, po: orders.purchaseOrderNumber });
    for (const row of rows) ids.set(row.po, row.id);
  });
  const itemRows: ItemInsert[] = [];
  const trackedKeys = new Map<string, PlannedOrder>();
  for (const p of plans) {
    const orderId = ids.get(p.order.purchaseOrderNumber)!;
    for (const { tracked, ...it } of p.items) {
      itemRows.push({ ...it, supplierId, orderId });
      if (tracked) trackedKeys.set(`${orderId}|${it.sku}`, p);
    }
  }
  const trackingRows: (typeof trackings.$inferInsert)[] = [];
  const r = new SeededRandom(supplierId * 7919);
  await insertInBatches(itemRows, 1000, async (batch) => {
    const rows = await tx
      .insert(orderItems)
      .values(batch)
      .returning({ id: orderItems.id, orderId: orderItems.orderId, sku: orderItems.sku });
    for (const row of rows) {
      const p = trackedKeys.get(`${row.orderId}|${row.sku}`);
      if (p)
        trackingRows.push({
          supplierId,
          orderId: row.orderId,
          orderItemId: row.id,
          carrierId: p.carrierId,
          otherCarrierName: p.otherCarrierName,
          trackingNumber: trackingNumber(r, p.carrierId),
          createdOn: p.order.createdOn,
        });
    }
  });
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(supplierMemberships, eq(supplierMemberships.userId, users.id))
    .where(and(eq(supplierMemberships.supplierId, supplierId), eq(supplierMemberships.isAdmin, true)))
    .orderBy(asc(users.id))
    .limit(1);
  if (admin) {
    const trackingsByOrder = new Map<number, TrackingInsert[]>();
    for (const t of trackingRows) trackingsByOrder.set(t.orderId, [...(trackingsByOrder.get(t.orderId) ?? []), t]);
    const historyRows = plans.flatMap((p) => {
      const orderId = ids.get(p.order.purchaseOrderNumber)!;
      return plannedHistory(p, supplierId, orderId, trackingsByOrder.get(orderId) ?? [], admin.id, anchor);
    });
    await insertInBatches(historyRows, 1000, (batch) => tx.insert(orderHistory).values(batch));
  }
  await insertInBatches(trackingRows, 1000, (batch) => tx.insert(trackings).values(batch));
  const invoiceRows = plans.flatMap((p) =>
    p.invoices.map((inv) => ({ ...inv, orderId: ids.get(p.order.purchaseOrderNumber)!, supplierId })),
  );
  const firstInvoiceOf = new Map<number, number>();
  await insertInBatches(invoiceRows, 1000, async (batch) => {
    const inserted = await tx
      .insert(invoices)
      .values(batch)
      .returning({ id: invoices.id, orderId: invoices.orderId, types: invoices.types });
    for (const i of inserted) if (i.types === 'Invoice') firstInvoiceOf.set(i.orderId, i.id);
  });
  const agreementRows = plans.flatMap((p) => {
    const invoiceId = firstInvoiceOf.get(ids.get(p.order.purchaseOrderNumber)!);
    return invoiceId === undefined ? [] : p.invoiceAgreements.map((a) => ({ ...a, supplierId, invoiceId }));
  });
  await insertInBatches(agreementRows, 1000, (batch) => tx.insert(invoiceAgreements).values(batch));
  const requests = plans
    .filter((p) => p.shipmentRequest)
    .map((p) => {
      const confirmed = p.shipmentRequest!.status === 'BookingConfirmed';
      return {
        supplierId,
        orderId: ids.get(p.order.purchaseOrderNumber)!,
        supplierFacilityId: p.order.shipFromFacilityId,
        status: p.shipmentRequest!.status,
        earliestPickup: '09:00',
        latestPickup: '16:00',
        shippingDate: p.order.promisedShippingDate,
        // what the supplier asked to ship, as a request sent from the order page stores it (a pallet per line): the
        // bill of lading of a booking is drawn from it
        items: p.items.map((it) => ({ productId: it.productId, sku: it.sku, packages: [{ ...SEED_PALLET, quantity: 1 }] })),
        carrierId: confirmed ? p.carrierId : null,
        carrierName: confirmed ? CARRIERS.find((c) => c.id === p.carrierId)!.name : null,
        warehouseName: confirmed ? 'Main warehouse' : null,
        pickUpDate: confirmed ? p.order.promisedShippingDate : null,
      };
    });
  if (requests.length === 0) return;
  await tx.insert(shipmentRequests).values(requests);
  await tx.execute(
    sql`update orders set shipment_request_id = sr.id from shipment_requests sr where sr.supplier_id = ${supplierId} and sr.order_id = orders.id and orders.supplier_id = ${supplierId}`,
  );
}

/** Reference data every database needs (the carriers). Idempotent. */
export async function seedCarriers(tx: Tx): Promise<void> {
  await tx
    .insert(carriers)
    .values(CARRIERS.map((c) => ({ id: c.id, name: c.name, trackUrlTemplate: c.trackUrl })))
    .onConflictDoNothing();
}

export async function seedOrders(
  tx: Tx,
  supplierIds: { acme: number; integrated: number },
  size: OrderSeedSize = 'full',
  anchor: Date = seedAnchor(),
): Promise<{ acmeMain: number; acmeLtl: number }> {
  await seedCarriers(tx);
  const facilityRows = await tx
    .insert(supplierFacilities)
    .values([
      {
        supplierId: supplierIds.acme,
        name: 'Acme Main Warehouse',
        code: 'ACM-01',
        address: '1200 Commerce Way',
        city: 'Columbus',
        state: 'OH',
        zipCode: '43215',
        contactName: 'Dana Dock',
        contactPhone: '(614) 555-0142',
        contactEmail: 'warehouse@acme.test',
        earliestPickup: '08:00',
        latestPickup: '16:30',
        isPrimaryLocation: true,
        isReturnLocation: true,
      },
      {
        supplierId: supplierIds.acme,
        name: 'Acme Freight Center',
        code: 'ACM-LTL',
        address: '88 Rail Yard Rd',
        city: 'Indianapolis',
        state: 'IN',
        zipCode: '46225',
        contactName: 'Frank Freight',
        contactPhone: '(317) 555-0190',
        earliestPickup: '09:00',
        latestPickup: '15:00',
        isPrimaryLocationLtl: true,
        firstForLtl: true,
      },
      {
        supplierId: supplierIds.integrated,
        name: 'Integrated Outdoor DC',
        code: 'IOS-01',
        address: '5 Trailhead Pkwy',
        city: 'Boise',
        state: 'ID',
        zipCode: '83702',
        earliestPickup: '08:30',
        latestPickup: '17:00',
        isPrimaryLocation: true,
        isPrimaryLocationLtl: true,
      },
    ])
    .returning({ id: supplierFacilities.id });
  const [acmeMain, acmeLtl, integratedDc] = facilityRows.map((f) => f.id) as [number, number, number];
  await tx.insert(supplierAgreements).values(ACME_STANDING_AGREEMENTS.map((a) => ({ supplierId: supplierIds.acme, ...a })));

  const counts = ORDER_SEED_COUNTS[size];
  const r = new SeededRandom(20240611);
  const acmePlans = Array.from({ length: counts.acme }, (_, i) =>
    planOrder(r, i, `PO-${ACME_PO_START + i}`, anchor, HOME_PRODUCTS, { primary: acmeMain, ltl: acmeLtl }, ACME_AGREEMENTS),
  );
  const integratedPlans = Array.from({ length: counts.integrated }, (_, i) =>
    planOrder(r, i, `PO-${INTEGRATED_PO_START + i}`, anchor, OUTDOOR_PRODUCTS, { primary: integratedDc, ltl: integratedDc }, []),
  );
  await seedSupplierOrders(tx, supplierIds.acme, acmePlans, anchor);
  await seedSupplierOrders(tx, supplierIds.integrated, integratedPlans, anchor);
  // right after the generated orders, whose count is fixed: the API document's examples name them by id
  if (size !== 'none') {
    await seedExampleOrders(tx, supplierIds.acme, { primary: acmeMain, ltl: acmeLtl }, anchor);
    // the credit request examples' order (seed/accounting.ts, seedExampleCreditRequest): complete, 20 days old by the
    // anchor, planned as a generated order is (shipped, invoiced), from its own random sequence
    const creditOrder = planOrder(
      new SeededRandom(31007),
      0,
      EXAMPLE_CREDIT_ORDER_PO,
      anchor,
      HOME_PRODUCTS,
      { primary: acmeMain, ltl: acmeLtl },
      ACME_AGREEMENTS,
      { ageDays: 20, status: 'Complete', products: (_, count) => HOME_PRODUCTS.slice(0, count) },
    );
    await seedSupplierOrders(tx, supplierIds.acme, [creditOrder], anchor);
  }
  return { acmeMain, acmeLtl };
}
