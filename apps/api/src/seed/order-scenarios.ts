// Named demo orders in every state of the order page's workflows (docs/decisions/order-detail.md): a pending
// and an approved price change, a cancellation under review, LTL requests in review and booked (its bill of lading
// is rendered and stored at start by storeScenarioDocuments), a completed order with an additional invoice in
// review, a FedEx order ready for its label, a BisonLtl order ready for its LTL request, and one of each shipping method. Deterministic: dates hang off the anchor.
import { and, eq } from 'drizzle-orm';
import { money, orderMoney, orderMoneyDay } from '@portal/contracts';
import type { Db, Tx } from '../db/client.ts';
import {
  invoiceAgreements,
  invoices,
  orderCancellations,
  orderItemPackages,
  orderItems,
  orders,
  priceChangeRequestItems,
  priceChangeRequests,
  shipmentRequests,
  supplierAgreements,
  supplierFacilities,
  trackings,
} from '../db/schema/index.ts';
import type { Clock } from '../platform/clock.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { confirmBooking } from '../modules/orders/index.ts';
import { ACME_AGREEMENTS, ACME_ENDED_AGREEMENT } from './agreements.ts';
import { seedScenarioHistory } from './scenario-history.ts';
import { workingHourOf } from './working-hours.ts';

const DAY_MS = 86_400_000;
const day = (anchor: Date, offset: number) => new Date(anchor.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
export const SCENARIO_PO_START = 3000001;
export const BOOKED_SCENARIO_PO = `PO-${SCENARIO_PO_START + 4}`;

interface ScenarioItem {
  name: string;
  sku: string;
  quantity: number;
  price: string;
  before?: string;
  fixed?: string;
  pkg?: { packageType: string; width: string; height: string; depth: string; weight: string; quantity: number; freightClass?: string };
}
interface Scenario {
  status: string;
  method: string;
  firstName: string;
  lastName: string;
  ageDays: number;
  items: ScenarioItem[];
  extra?: Partial<typeof orders.$inferInsert>;
}

const BOX = { packageType: 'Box', width: '18', height: '12', depth: '10', weight: '6.5', quantity: 1 };
const PALLET = { packageType: 'Pallet', width: '40', height: '48', depth: '40', weight: '380', quantity: 1, freightClass: '85' };

const SCENARIOS: Scenario[] = [
  {
    status: 'NeedsProcessing',
    method: 'BisonFedex',
    firstName: 'Priya',
    lastName: 'Pending',
    ageDays: 1,
    items: [{ name: 'Linen Table Runner', sku: 'HOME-RUN-01', quantity: 2, price: '24.00', pkg: BOX }],
    extra: { priceChangeRequestStatus: 'Pending' },
  },
  {
    status: 'Invoicing',
    method: 'BisonUps',
    firstName: 'Arthur',
    lastName: 'Approved',
    ageDays: 6,
    items: [{ name: 'Ceramic Vase Set', sku: 'HOME-VAS-02', quantity: 1, price: '42.50', before: '39.00', pkg: BOX }],
    extra: { priceChangeRequestStatus: 'Approved', supplierOrderNumber: 'ACM-5002' },
  },
  {
    status: 'Canceled',
    method: 'SupplierGround',
    firstName: 'Cora',
    lastName: 'Cancel',
    ageDays: 2,
    items: [{ name: 'Wool Throw Blanket', sku: 'HOME-THR-03', quantity: 1, price: '58.00' }],
  },
  {
    status: 'AwaitingShipment',
    method: 'BisonLtl',
    firstName: 'Rhea',
    lastName: 'Review',
    ageDays: 3,
    items: [{ name: 'Teak Dining Table', sku: 'HOME-TBL-04', quantity: 1, price: '899.00', pkg: PALLET }],
    extra: { supplierOrderNumber: 'ACM-5004', shipmentRequestStatus: 'NeedsReview' },
  },
  {
    status: 'AwaitingShipment',
    method: 'BisonLtl',
    firstName: 'Bo',
    lastName: 'Booked',
    ageDays: 4,
    items: [{ name: 'Sectional Sofa', sku: 'HOME-SOF-05', quantity: 1, price: '1499.00', pkg: { ...PALLET, quantity: 2 } }],
    extra: { supplierOrderNumber: 'ACM-5005', shipmentRequestStatus: 'NeedsBooking' },
  },
  {
    status: 'Complete',
    method: 'SupplierLtl',
    firstName: 'Cam',
    lastName: 'Complete',
    ageDays: 20,
    items: [{ name: 'Garden Bench', sku: 'HOME-BEN-06', quantity: 2, price: '210.00', pkg: PALLET }],
    extra: { supplierOrderNumber: 'ACM-5006', hasInvoiceInReview: true },
  },
  {
    status: 'AwaitingShipment',
    method: 'BisonFedex',
    firstName: 'Lee',
    lastName: 'Label',
    ageDays: 1,
    items: [
      { name: 'Desk Lamp', sku: 'HOME-LMP-07', quantity: 2, price: '35.00', pkg: BOX },
      { name: 'LED Bulb 4-pack', sku: 'HOME-BLB-08', quantity: 1, price: '12.00' },
    ],
    extra: { supplierOrderNumber: 'ACM-5007' },
  },
  {
    status: 'Invoicing',
    method: 'Unknown',
    firstName: 'Faye',
    lastName: 'Fixed',
    ageDays: 5,
    items: [{ name: 'Bath Towel Set', sku: 'HOME-TWL-09', quantity: 3, price: '18.00', fixed: '4.50' }],
    extra: { supplierOrderNumber: 'ACM-5008', canEditHandlingFee: true, calculatedHandlingFee: '2.00' },
  },
  // ready for its LTL request: the regular demo's promised dates (created + 3 days) are mostly before tomorrow, too early for one
  {
    status: 'AwaitingShipment',
    method: 'BisonLtl',
    firstName: 'Tess',
    lastName: 'Truck',
    ageDays: 1,
    items: [{ name: 'Oak Bookcase', sku: 'HOME-BKC-10', quantity: 1, price: '640.00', pkg: PALLET }],
    extra: { supplierOrderNumber: 'ACM-5009' },
  },
];

const itemsOf = (s: Scenario) => s.items.map((i) => ({ pricePerUnit: i.price, quantity: i.quantity }));

export async function seedOrderScenarios(tx: Tx, supplierId: number, userId: number | null, anchor: Date): Promise<void> {
  await tx.insert(supplierAgreements).values({ supplierId, ...ACME_ENDED_AGREEMENT });
  const facilities = await tx.select().from(supplierFacilities).where(eq(supplierFacilities.supplierId, supplierId));
  const main = facilities.find((f) => f.isPrimaryLocation) ?? facilities[0]!;
  const freight = facilities.find((f) => f.isPrimaryLocationLtl) ?? main;
  for (const [index, s] of SCENARIOS.entries()) {
    const createdOn = new Date(anchor.getTime() - s.ageDays * DAY_MS + 14 * 3_600_000);
    // the order's figures as the portal computes them (docs/decisions/order-money.md)
    const calculated = orderMoney({
      items: itemsOf(s),
      shippingCost: s.extra?.calculatedShippingCost,
      handlingFee: s.extra?.calculatedHandlingFee,
      agreements: ACME_AGREEMENTS,
      day: orderMoneyDay(createdOn),
    });
    const { itemsTotal: totalCost, allowance: calculatedAllowance, total } = calculated;
    const ltl = s.method === 'BisonLtl' || s.method === 'SupplierLtl';
    const [o] = await tx
      .insert(orders)
      .values({
        supplierId,
        purchaseOrderNumber: `PO-${SCENARIO_PO_START + index}`,
        status: s.status,
        customerFirstName: s.firstName,
        customerLastName: s.lastName,
        phone: '(555) 010-' + String(1000 + index),
        address1: `${100 + index} Scenario Lane`,
        city: 'Columbus',
        state: 'OH',
        zip: '43004',
        purchasedFrom: 'Wayfair',
        shippingMethod: s.method,
        shippingType: ltl ? 'Ltl' : 'Ground',
        shipFromFacilityId: ltl ? freight.id : main.id,
        createdOn,
        promisedShippingDate: day(anchor, 7),
        totalCost,
        calculatedAllowance,
        total,
        supplierTotal: total,
        showShippingCost: s.items.every((i) => i.fixed) || s.method.startsWith('Supplier'),
        ...s.extra,
      })
      .returning({ id: orders.id });
    const orderId = o!.id;
    const itemIds: number[] = [];
    for (const [i, it] of s.items.entries()) {
      const [row] = await tx
        .insert(orderItems)
        .values({
          supplierId,
          orderId,
          productId: 9000 + index * 10 + i,
          productName: it.name,
          sku: it.sku,
          imageUrl: productImageUrl(it.name),
          quantity: it.quantity,
          pricePerUnit: it.price,
          pricePerUnitBeforeChange: it.before ?? null,
          fixedShippingCost: it.fixed ?? null,
          status: s.status,
        })
        .returning({ id: orderItems.id });
      itemIds.push(row!.id);
      if (it.pkg) await tx.insert(orderItemPackages).values({ supplierId, orderItemId: row!.id, ...it.pkg });
    }
    await scenarioRecords(tx, {
      index,
      orderId,
      itemIds,
      scenario: s,
      supplierId,
      userId,
      anchor,
      createdOn,
      totalCost,
      freightId: freight.id,
    });
    await seedScenarioHistory(tx, {
      supplierId,
      orderId,
      status: s.status,
      supplierOrderNumber: s.extra?.supplierOrderNumber ?? null,
      userId,
      createdOn,
      anchor,
    });
  }
}

interface ScenarioContext {
  index: number;
  orderId: number;
  itemIds: number[];
  scenario: Scenario;
  supplierId: number;
  userId: number | null;
  anchor: Date;
  createdOn: Date;
  totalCost: string;
  freightId: number;
}

async function scenarioRecords(tx: Tx, c: ScenarioContext): Promise<void> {
  const s = c.scenario;
  const firstItem = s.items[0]!;
  if (s.extra?.priceChangeRequestStatus) {
    const [req] = await tx
      .insert(priceChangeRequests)
      .values({
        supplierId: c.supplierId,
        orderId: c.orderId,
        requestedBy: c.userId,
        status: s.extra.priceChangeRequestStatus,
        createdOn: c.createdOn,
        decidedOn: s.extra.priceChangeRequestStatus === 'Pending' ? null : c.createdOn,
      })
      .returning({ id: priceChangeRequests.id });
    await tx.insert(priceChangeRequestItems).values({
      supplierId: c.supplierId,
      requestId: req!.id,
      orderItemId: c.itemIds[0]!,
      oldPrice: firstItem.before ?? firstItem.price,
      newPrice: firstItem.before ? firstItem.price : money.sub(firstItem.price, '2.00'),
    });
  }
  if (s.status === 'Canceled')
    await tx.insert(orderCancellations).values({
      supplierId: c.supplierId,
      orderId: c.orderId,
      reason: 'OutOfStockWithRestock',
      restockDate: day(c.anchor, 10),
      previousStatus: 'NeedsProcessing',
      status: 'InReview',
      requestedBy: c.userId,
      createdOn: c.createdOn,
    });
  if (s.extra?.shipmentRequestStatus) {
    const [req] = await tx
      .insert(shipmentRequests)
      .values({
        supplierId: c.supplierId,
        orderId: c.orderId,
        supplierFacilityId: c.freightId,
        status: s.extra.shipmentRequestStatus,
        earliestPickup: '09:00',
        latestPickup: '15:00',
        shippingDate: day(c.anchor, 2),
        items: s.items.map((it, i) => ({
          productId: 9000 + c.index * 10 + i,
          sku: it.sku,
          packages: [{ ...it.pkg!, width: 40, height: 48, depth: 40, weight: 380, freightClass: undefined }],
        })),
        createdOn: c.createdOn,
      })
      .returning({ id: shipmentRequests.id });
    await tx
      .update(orders)
      .set({ shipmentRequestId: req!.id })
      .where(and(eq(orders.supplierId, c.supplierId), eq(orders.id, c.orderId)));
  }
  if (s.status === 'Invoicing' || s.status === 'Complete')
    await tx.insert(trackings).values(
      c.itemIds.map((orderItemId, i) => ({
        supplierId: c.supplierId,
        orderId: c.orderId,
        orderItemId,
        carrierId: s.method === 'BisonUps' ? 2 : 6,
        trackingNumber: `SCN${c.index}${i}00042`,
        createdOn: c.createdOn,
      })),
    );
  if (s.status === 'Complete') {
    const invoiceDate = c.createdOn.toISOString().slice(0, 10);
    const invoiced = orderMoney({ items: itemsOf(s), shippingCost: '45.00', agreements: ACME_AGREEMENTS, day: invoiceDate });
    const { allowance, total } = invoiced;
    const [inv] = await tx
      .insert(invoices)
      .values({
        orderId: c.orderId,
        supplierId: c.supplierId,
        invoiceNumber: 'INV-5006',
        invoiceDate,
        // invoiced the day it came in, after it was processed and shipped (its activity, scenario-history.ts)
        invoiceCreationDate: new Date(c.createdOn.getTime() + 6 * 3_600_000),
        itemsTotal: c.totalCost,
        shippingCost: '45.00',
        allowance,
        total,
        quantity: 2,
        types: 'Invoice',
      })
      .returning({ id: invoices.id });
    await tx.insert(invoiceAgreements).values(invoiced.agreements.map((a) => ({ supplierId: c.supplierId, invoiceId: inv!.id, ...a })));
    await tx.insert(invoices).values({
      orderId: c.orderId,
      supplierId: c.supplierId,
      invoiceNumber: 'INV-5006-A',
      invoiceDate: day(c.anchor, -1),
      invoiceCreationDate: workingHourOf(c.anchor, -1, 5006),
      handlingFee: '15.00',
      total: '15.00',
      types: 'AdditionalInvoice',
      inReview: true,
    });
    await tx
      .update(orders)
      .set({
        shippingCost: '45.00',
        handlingFee: '0',
        discount: '0',
        tax: '0',
        allowanceInDiscount: allowance,
        invoicedTotalCost: c.totalCost,
        invoicedTotal: total,
        supplierTotal: total,
        invoiceNumber: 'INV-5006',
      })
      .where(and(eq(orders.supplierId, c.supplierId), eq(orders.id, c.orderId)));
  }
}

/** The demo picture of a product (drawn by GET /api/product-images/:name.svg), named after it. */
function productImageUrl(name: string): string {
  return `/api/product-images/${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)}.svg`;
}

/** Books the NeedsBooking scenario (carrier, warehouse, pickup) so its bill of lading is a real stored PDF. */
export async function storeScenarioDocuments(db: Db, storage: Storage, clock: Clock): Promise<void> {
  const [row] = await db
    .select({ requestId: shipmentRequests.id })
    .from(orders)
    .innerJoin(shipmentRequests, eq(shipmentRequests.id, orders.shipmentRequestId))
    .where(and(eq(orders.purchaseOrderNumber, BOOKED_SCENARIO_PO), eq(shipmentRequests.status, 'NeedsBooking')));
  if (!row) return;
  const pickUp = new Date(clock.now().getTime() + 2 * DAY_MS).toISOString().slice(0, 10);
  await confirmBooking({ db, storage, clock }, row.requestId, { carrierId: 6, warehouseName: 'Acme Freight Center', pickUpDate: pickUp });
}
