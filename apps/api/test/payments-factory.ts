// Payments fixtures straight in the database (no call under test involved): an order with an accepted invoice due
// on a day, a deduction on an order, a credit memo, a supplier of its own (docs/decisions/payments.md).
import { sql } from 'drizzle-orm';
import { deductionNumber } from '@portal/contracts';
import type { Db } from '../src/db/client.ts';
import { creditMemos, deductions, invoices, suppliers } from '../src/db/schema/index.ts';
import { makeOrder } from './order-factory.ts';

let memoCounter = 0;
let supplierCounter = 0;

export interface InvoicedOrder {
  orderId: number;
  invoiceId: number;
  purchaseOrderNumber: string;
}

/** A Complete order whose first invoice of `total` was accepted at `acceptedOn` and is due on `dueDate`. */
export async function acceptedInvoice(
  db: Db,
  supplierId: number,
  spec: { total: string; dueDate: string; acceptedOn?: Date; invoiceNumber?: string },
): Promise<InvoicedOrder> {
  const { id: orderId } = await makeOrder(db, supplierId, { status: 'Complete' });
  const acceptedOn = spec.acceptedOn ?? new Date(`${spec.dueDate}T12:00:00Z`);
  const [invoice] = await db
    .insert(invoices)
    .values({
      supplierId,
      orderId,
      invoiceNumber: spec.invoiceNumber ?? `INV-P-${orderId}`,
      invoiceDate: acceptedOn.toISOString().slice(0, 10),
      invoiceCreationDate: acceptedOn,
      total: spec.total,
      itemsTotal: spec.total,
      acceptedOn,
      dueDate: spec.dueDate,
    })
    .returning({ id: invoices.id });
  const [order] = await db
    .execute<{ po: string }>(sql`select purchase_order_number as po from orders where id = ${orderId}`)
    .then((r) => ('rows' in r ? (r.rows as { po: string }[]) : (r as unknown as { po: string }[])));
  return { orderId, invoiceId: invoice!.id, purchaseOrderNumber: order!.po };
}

/** An Open deduction of `amount` on the order (a rule's when `type` is a rule type and raisedByRule). */
export async function openDeduction(
  db: Db,
  supplierId: number,
  order: { orderId: number; purchaseOrderNumber: string },
  amount: string,
  spec: { type?: string; status?: string; postedOn?: Date } = {},
): Promise<number> {
  const seq = await db.execute<{ n: number }>(sql`select nextval('deduction_number_seq')::int as n`);
  const n = ('rows' in seq ? (seq.rows as { n: number }[]) : (seq as unknown as { n: number }[]))[0]!.n;
  const [row] = await db
    .insert(deductions)
    .values({
      supplierId,
      orderId: order.orderId,
      purchaseOrderNumber: order.purchaseOrderNumber,
      deductionNumber: deductionNumber(n),
      type: spec.type ?? 'Freight',
      amount,
      raisedByRule: false,
      reason: 'Test deduction',
      status: spec.status ?? 'Open',
      ...(spec.postedOn ? { postedOn: spec.postedOn } : {}),
    })
    .returning({ id: deductions.id });
  return row!.id;
}

export async function creditMemo(db: Db, supplierId: number, amount: string): Promise<number> {
  const [row] = await db
    .insert(creditMemos)
    .values({
      supplierId,
      memoNumber: `CM-P-${++memoCounter}-${Date.now() % 100000}`,
      memoDate: '2030-01-01',
      amount,
      purchaseOrderNumbers: '',
      reasonForCredit: 'Test memo',
    })
    .returning({ id: creditMemos.id });
  return row!.id;
}

/** A supplier of its own, with nothing seeded: its runs hold only what a test gives it. */
export async function blankSupplier(db: Db): Promise<number> {
  const [row] = await db
    .insert(suppliers)
    .values({ name: `Payments Test Supplier ${++supplierCounter}-${Date.now() % 100000}` })
    .returning({ id: suppliers.id });
  return row!.id;
}
