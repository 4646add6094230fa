// The orders of the API document's request examples whose days must hold on the example day
// (platform/openapi/request-examples.ts: EXAMPLE_DAY, 2030-01-15; document-examples.test.ts sends them with the clock
// on that day): a label not picked up yet (replaceShippingLabel), a booked LTL pickup before its cutoff
// (moveLtlPickup), an order whose promised shipping day lies after the example day (requestLtlShipment), an LTL
// request waiting for its booking with its pallets (bookOpsLtlShipment; the send-back takes a generated one), and a
// cancellation in the marketplace's review (approveOpsCancellation) and another for the bulk decision
// (decideOpsCancellations). Their days are fixed
// in 2030; they came in some days before the seed's anchor, were processed, and await shipment. Seeded right after the
// suppliers' generated orders, so their ids are the same every day (docs/decisions/api-document.md, "Examples that
// succeed"; docs/decisions/demo-data.md).
import { and, asc, eq } from 'drizzle-orm';
import { CARRIERS, orderMoney, orderMoneyDay, type ShippingMethod } from '@portal/contracts';
import type { Tx } from '../db/client.ts';
import { orderCancellations, orderHistory, orderItems, orders, shipmentRequests, supplierMemberships, users } from '../db/schema/index.ts';
import { ACME_AGREEMENTS } from './agreements.ts';
import { HOME_PRODUCTS, type CatalogueProduct } from './order-catalogue.ts';
import { recordSeededLabel } from './label-records.ts';
import { SeededRandom } from './random.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
export const EXAMPLE_ORDERS_PO_START = 3100001;

/** The example day (request-examples.ts: EXAMPLE_DAY) and the days around it, Tuesday 15 January 2030. */
export const EXAMPLE_DAYS = {
  day: '2030-01-15',
  /** The label's ship date: the example day itself. */
  labelShipDate: '2030-01-15',
  /** The booked pickup, Thursday: its cutoff is Wednesday 14:00 New York, after the example day's noon. */
  bookedPickup: '2030-01-17',
} as const;
/**
 * The order of the credit request examples (previewCreditRequestsCover, coverCreditRequests), right after the example
 * orders above: a complete order with one open agreement credit request (seed/accounting.ts), whose ids and amount do
 * not move with the day the demo is seeded, as the newest completed orders' do (weekends shift their days).
 */
export const EXAMPLE_CREDIT_ORDER_PO = 'PO-3100007';
/** The example label's file (replaceShippingLabel's `voidedLabel`): a fixed name, as the example must name it. */
export const EXAMPLE_LABEL_FILE = '20300114160000__shipping-label-PO-3100001.pdf';

type Waiting = 'label' | 'bookedPickup' | 'noRequest' | 'needsBooking' | 'cancellationInReview';

interface ExampleOrder {
  waiting: Waiting;
  method: ShippingMethod;
  firstName: string;
  lastName: string;
  productId: number;
  promisedShippingDate: string;
}

const EXAMPLES: ExampleOrder[] = [
  { waiting: 'label', method: 'BisonFedex', firstName: 'Ella', lastName: 'Example', productId: 10004, promisedShippingDate: '2030-01-17' },
  {
    waiting: 'bookedPickup',
    method: 'BisonLtl',
    firstName: 'Piet',
    lastName: 'Pickup',
    productId: 10005,
    promisedShippingDate: '2030-01-18',
  },
  {
    waiting: 'noRequest',
    method: 'BisonLtl',
    firstName: 'Rosa',
    lastName: 'Request',
    productId: 10005,
    promisedShippingDate: '2030-01-31',
  },
  {
    waiting: 'needsBooking',
    method: 'BisonLtl',
    firstName: 'Sam',
    lastName: 'Sendback',
    productId: 10005,
    promisedShippingDate: '2030-01-24',
  },
  // a cancellation the supplier asked for, in the marketplace's review (approveOpsCancellation): its id does not move
  // with the hour the demo is seeded, as a scenario order's (PO-3000003, after today's orders) does
  {
    waiting: 'cancellationInReview',
    method: 'SupplierGround',
    firstName: 'Cary',
    lastName: 'Cancel',
    productId: 10004,
    promisedShippingDate: '2030-01-21',
  },
  // a second one for the queue's bulk decision (decideOpsCancellations), which the single approval must not have taken
  {
    waiting: 'cancellationInReview',
    method: 'SupplierGround',
    firstName: 'Bea',
    lastName: 'Bulk',
    productId: 10004,
    promisedShippingDate: '2030-01-22',
  },
];

const PALLET = { packageType: 'Pallet', width: 40, height: 48, depth: 40, weight: 380, quantity: 1 };
const FREIGHT_CARRIER = CARRIERS.find((c) => c.id === 6)!;

export async function seedExampleOrders(
  tx: Tx,
  supplierId: number,
  facilities: { primary: number; ltl: number },
  anchor: Date,
): Promise<void> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(supplierMemberships, eq(supplierMemberships.userId, users.id))
    .where(and(eq(supplierMemberships.supplierId, supplierId), eq(supplierMemberships.isAdmin, true)))
    .orderBy(asc(users.id))
    .limit(1);
  const userId = admin?.id ?? null;
  const r = new SeededRandom(31000);
  for (const [index, e] of EXAMPLES.entries()) {
    const product: CatalogueProduct = HOME_PRODUCTS.find((p) => p.productId === e.productId)!;
    const createdOn = new Date(anchor.getTime() - (6 + index) * DAY_MS + 15 * HOUR_MS);
    const ltl = e.method === 'BisonLtl';
    const shippingCost = product.fixedShippingCost ?? '0.00';
    const money = orderMoney({
      items: [{ pricePerUnit: product.price, quantity: 1 }],
      shippingCost,
      agreements: ACME_AGREEMENTS,
      day: orderMoneyDay(createdOn),
    });
    const po = `PO-${EXAMPLE_ORDERS_PO_START + index}`;
    const [order] = await tx
      .insert(orders)
      .values({
        supplierId,
        purchaseOrderNumber: po,
        supplierOrderNumber: po,
        status: e.waiting === 'cancellationInReview' ? 'Canceled' : 'AwaitingShipment',
        customerFirstName: e.firstName,
        customerLastName: e.lastName,
        phone: `(555) 020-${String(1000 + index)}`,
        address1: `${200 + index} Example Avenue`,
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        purchasedFrom: 'Wayfair',
        shippingMethod: e.method,
        shippingType: ltl ? 'Ltl' : 'Ground',
        shipFromFacilityId: ltl ? facilities.ltl : facilities.primary,
        createdOn,
        updatedOn: createdOn,
        promisedShippingDate: e.promisedShippingDate,
        totalCost: money.itemsTotal,
        calculatedShippingCost: shippingCost,
        showShippingCost: Boolean(product.fixedShippingCost),
        calculatedAllowance: money.allowance,
        total: money.total,
        supplierTotal: money.total,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    const [item] = await tx
      .insert(orderItems)
      .values({
        supplierId,
        orderId,
        productId: product.productId,
        productName: product.name,
        sku: product.sku,
        unitOfMeasure: product.uom,
        quantity: 1,
        pricePerUnit: product.price,
        fixedShippingCost: product.fixedShippingCost ?? null,
        imageUrl: `/api/product-images/${product.image}.svg`,
        status: e.waiting === 'cancellationInReview' ? 'Canceled' : 'AwaitingShipment',
      })
      .returning({ id: orderItems.id });
    const processedAt = new Date(createdOn.getTime() + 2 * HOUR_MS);
    await tx.insert(orderHistory).values({
      supplierId,
      orderId,
      userId,
      action: 'process',
      detail: { supplierOrderNumber: po, previousSupplierOrderNumber: null, from: 'NeedsProcessing', to: 'AwaitingShipment' },
      createdOn: processedAt,
    });
    if (e.waiting === 'cancellationInReview') {
      const askedAt = new Date(processedAt.getTime() + HOUR_MS);
      const cancellation = {
        reason: 'OutOfStockWithRestock',
        restockDate: e.promisedShippingDate,
        previousStatus: 'AwaitingShipment',
        status: 'InReview',
      } as const;
      await tx.insert(orderCancellations).values({ supplierId, orderId, ...cancellation, requestedBy: userId, createdOn: askedAt });
      await tx.insert(orderHistory).values({
        supplierId,
        orderId,
        userId,
        action: 'cancel',
        detail: {
          reason: cancellation.reason,
          restockDate: cancellation.restockDate,
          review: cancellation.status,
          from: cancellation.previousStatus,
          to: 'Canceled',
        },
        createdOn: askedAt,
      });
    }
    if (e.waiting === 'label')
      await recordSeededLabel(
        tx,
        {
          supplierId,
          orderId,
          purchaseOrderNumber: po,
          facilityId: facilities.primary,
          itemIds: [item!.id],
          userId,
          at: new Date(processedAt.getTime() + HOUR_MS),
          shipDate: EXAMPLE_DAYS.labelShipDate,
          fileName: EXAMPLE_LABEL_FILE,
        },
        r,
      );
    if (e.waiting === 'bookedPickup' || e.waiting === 'needsBooking') {
      const booked = e.waiting === 'bookedPickup';
      const status = booked ? 'BookingConfirmed' : 'NeedsBooking';
      const [request] = await tx
        .insert(shipmentRequests)
        .values({
          supplierId,
          orderId,
          supplierFacilityId: facilities.ltl,
          status,
          earliestPickup: '09:00',
          latestPickup: '15:00',
          shippingDate: booked ? EXAMPLE_DAYS.bookedPickup : e.promisedShippingDate,
          items: [{ productId: product.productId, sku: product.sku, packages: [PALLET] }],
          carrierId: booked ? FREIGHT_CARRIER.id : null,
          carrierName: booked ? FREIGHT_CARRIER.name : null,
          warehouseName: booked ? 'Acme Freight Center' : null,
          pickUpDate: booked ? EXAMPLE_DAYS.bookedPickup : null,
          createdOn: new Date(processedAt.getTime() + HOUR_MS),
        })
        .returning({ id: shipmentRequests.id });
      await tx
        .update(orders)
        .set({ shipmentRequestId: request!.id, shipmentRequestStatus: status })
        .where(and(eq(orders.supplierId, supplierId), eq(orders.id, orderId)));
      await tx.insert(orderHistory).values({
        supplierId,
        orderId,
        userId,
        action: 'ltl',
        detail: { shipmentRequestId: request!.id, facilityId: facilities.ltl, shippingDate: e.promisedShippingDate, items: 1 },
        createdOn: new Date(processedAt.getTime() + HOUR_MS),
      });
    }
  }
}
