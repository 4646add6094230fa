// An order's money from the database: the supplier's agreements and the contracts' orderMoney. Every write of an
// order's or an invoice's amounts takes its figures from here, so the stored totals are the rule's
// (docs/decisions/order-money.md).
import { asc, eq } from 'drizzle-orm';
import {
  calculateAllowance,
  money,
  orderMoney,
  orderMoneyDay,
  type Agreement,
  type AgreementType,
  type CalculatedAllowance,
  type MoneyInput,
  type OrderMoney,
  type OrderMoneyInput,
} from '@portal/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { invoiceAgreements, supplierAgreements } from '../../../db/schema/index.ts';

type Reader = Db | Tx;
type AgreementRow = typeof supplierAgreements.$inferSelect;
export type StoredOrderMoney = OrderMoney<AgreementRow>;

export async function agreementsOfSupplier(db: Reader, supplierId: number): Promise<AgreementRow[]> {
  return db.select().from(supplierAgreements).where(eq(supplierAgreements.supplierId, supplierId)).orderBy(asc(supplierAgreements.id));
}

/** An agreement with its allowance as the API answers it and invoice_agreements stores it. */
export const agreementOf = (a: Omit<Agreement, 'agreementType'> & { agreementType: string }): Agreement => ({
  agreementType: a.agreementType as AgreementType,
  startPeriodDate: a.startPeriodDate,
  endPeriodDate: a.endPeriodDate,
  agreedOnPercentage: a.agreedOnPercentage,
  allowanceAmount: a.allowanceAmount,
});

/** orderMoney with the supplier's agreements. */
export async function moneyOfOrder(db: Reader, supplierId: number, input: Omit<OrderMoneyInput, 'agreements'>): Promise<StoredOrderMoney> {
  return orderMoney({ ...input, agreements: await agreementsOfSupplier(db, supplierId) });
}

export interface CalculatedOrder {
  supplierId: number;
  createdOn: Date;
  calculatedShippingCost: MoneyInput;
  calculatedHandlingFee: MoneyInput;
}

/**
 * The calculated figures an order stores before it is invoiced (totalCost, calculatedAllowance, total): its items at
 * their prices, its calculated shipping and handling, and the agreements of its creation day.
 */
export function calculatedFiguresOf(m: StoredOrderMoney) {
  return { totalCost: m.itemsTotal, calculatedAllowance: m.allowance, total: m.total };
}
export async function calculatedMoneyOf(
  db: Reader,
  order: CalculatedOrder,
  items: OrderMoneyInput['items'],
  agreements?: readonly AgreementRow[],
): Promise<StoredOrderMoney> {
  return orderMoney({
    items,
    shippingCost: order.calculatedShippingCost,
    handlingFee: order.calculatedHandlingFee,
    agreements: agreements ?? (await agreementsOfSupplier(db, order.supplierId)),
    day: orderMoneyDay(order.createdOn),
  });
}

/** The allowance an amount makes up on a day (POST /supplier-agreements/calculate-allowance, the order page's list). */
export async function allowanceFor(db: Reader, supplierId: number, amount: MoneyInput, day: string): Promise<CalculatedAllowance> {
  const result = calculateAllowance(amount, await agreementsOfSupplier(db, supplierId), day);
  return { amount: result.amount, agreements: result.agreements.map(agreementOf) };
}

/** The amounts an invoice row stores (and its history detail carries): every line that makes its total. */
export const invoiceFiguresOf = (m: StoredOrderMoney) => ({
  itemsTotal: m.itemsTotal,
  shippingCost: m.shippingCost,
  handlingFee: m.handlingFee,
  discount: m.discount,
  tax: m.tax,
  allowance: m.allowance,
  total: m.total,
});

/** What the first invoice writes on the order: its lines, and its total as the supplier's total when above 0. */
export const invoicedOrderFiguresOf = (m: StoredOrderMoney, order: { total: string }) => ({
  shippingCost: m.shippingCost,
  handlingFee: m.handlingFee,
  discount: m.discount,
  tax: m.tax,
  allowanceInDiscount: m.allowance,
  invoicedTotalCost: m.itemsTotal,
  invoicedTotal: m.total,
  supplierTotal: money.compare(m.total, 0) > 0 ? m.total : order.total,
});

/** The invoice's agreements, each with the allowance it added (they add up to the invoice's allowance). */
export async function insertInvoiceAgreements(tx: Tx, supplierId: number, invoiceId: number, m: StoredOrderMoney): Promise<void> {
  if (m.agreements.length === 0) return;
  await tx.insert(invoiceAgreements).values(m.agreements.map((a) => ({ supplierId, invoiceId, ...agreementOf(a) })));
}
