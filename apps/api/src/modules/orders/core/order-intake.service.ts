// Order intake: the marketplace creates a purchase order for a supplier (POST /ops/orders). One transaction inserts
// the order, its items and the history row 'created'. Idempotent on the PO number (unique across suppliers): a repeat
// with the same body (same hash) answers the first order; another body with a known PO number is a 409.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { money, type OrderIntake } from '@portal/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { orderItems, orders, suppliers } from '../../../db/schema/index.ts';
import { Conflict, Invalid } from '../../../platform/errors.ts';
import { publish } from '../../../platform/events/domain-events.ts';
import { calculatedFiguresOf, calculatedMoneyOf } from './order-money.ts';

export interface IntakeResult {
  created: boolean;
  order: { id: number; purchaseOrderNumber: string; supplierId: number; status: string; total: string };
}

export const INTAKE_PO_TAKEN = 'An order with this purchase order number already exists with other details.';

/** The body's canonical form: the parsed request, keys sorted, so key order and defaults do not matter. */
export function intakeHash(body: OrderIntake): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : typeof v === 'string' && /^\d+(\.\d{1,2})?$/.test(v)
          ? money.toFixed(v)
          : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

const summaryOf = (o: typeof orders.$inferSelect) => ({
  id: o.id,
  purchaseOrderNumber: o.purchaseOrderNumber,
  supplierId: o.supplierId,
  status: o.status,
  total: money.toFixed(o.total),
});

async function existing(db: Db | Tx, body: OrderIntake, hash: string): Promise<IntakeResult | null> {
  const [found] = await db.select().from(orders).where(eq(orders.purchaseOrderNumber, body.purchaseOrderNumber));
  if (!found) return null;
  if (found.supplierId !== body.supplierId || found.intakeHash !== hash) throw new Conflict(INTAKE_PO_TAKEN);
  return { created: false, order: summaryOf(found) };
}

export async function createOrderFromIntake(db: Db, body: OrderIntake, operatorId: number | null, now: Date): Promise<IntakeResult> {
  const hash = intakeHash(body);
  const repeat = await existing(db, body, hash);
  if (repeat) return repeat;
  try {
    return await db.transaction(async (tx) => {
      // A PO number names one order across the marketplace, but the unique key is per supplier (migration 0026: the
      // distribution column in every unique key, docs/scaling.md): two first requests for the same PO number with
      // different suppliers are serialized here, and the second one meets the first order in existing().
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`po:${body.purchaseOrderNumber}`}, 0))`);
      const raced = await existing(tx, body, hash);
      if (raced) return raced;
      const [supplier] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, body.supplierId));
      if (!supplier) throw Invalid.field(['supplierId'], 'The supplier was not found.');
      const items = body.items.map((i) => ({ ...i, pricePerUnit: money.toFixed(i.pricePerUnit) }));
      const shippingCost = money.toFixed(body.shippingCost);
      const figures = calculatedFiguresOf(
        await calculatedMoneyOf(
          tx,
          { supplierId: body.supplierId, createdOn: now, calculatedShippingCost: shippingCost, calculatedHandlingFee: 0 },
          items,
        ),
      );
      const isLtl = body.shippingMethod === 'BisonLtl' || body.shippingMethod === 'SupplierLtl';
      const [order] = await tx
        .insert(orders)
        .values({
          supplierId: body.supplierId,
          purchaseOrderNumber: body.purchaseOrderNumber,
          status: 'NeedsProcessing',
          customerFirstName: body.customer.firstName,
          customerLastName: body.customer.lastName,
          customerCompany: body.customer.company,
          phone: body.customer.phone,
          address1: body.address.address1,
          address2: body.address.address2,
          city: body.address.city,
          state: body.address.state,
          zip: body.address.zip,
          country: body.address.country,
          purchasedFrom: body.channel,
          shippingMethod: body.shippingMethod,
          shippingType: isLtl ? 'Ltl' : 'Ground',
          createdOn: now,
          promisedShippingDate: body.promisedShippingDate,
          ...figures,
          calculatedShippingCost: shippingCost,
          supplierTotal: figures.total,
          intakeHash: hash,
          updatedOn: now,
        })
        .returning();
      await tx.insert(orderItems).values(
        items.map((i) => ({
          supplierId: order!.supplierId,
          orderId: order!.id,
          productId: i.productId,
          productName: i.productName,
          sku: i.sku,
          quantity: i.quantity,
          pricePerUnit: i.pricePerUnit,
          status: 'NeedsProcessing',
        })),
      );
      await publish(
        tx,
        [
          {
            type: 'order.created',
            supplierId: order!.supplierId,
            orderId: order!.id,
            userId: operatorId,
            action: 'created',
            detail: { purchaseOrderNumber: body.purchaseOrderNumber, channel: body.channel, total: figures.total },
          },
        ],
        now,
      );
      return { created: true, order: summaryOf(order!) };
    });
  } catch (error) {
    // Two first requests at once: the loser meets the unique PO index and answers like a repeat.
    if (
      (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
      (error as { cause?: { code?: string } }).cause?.code === '23505'
    ) {
      const repeat = await existing(db, body, hash);
      if (repeat) return repeat;
    }
    throw error;
  }
}
