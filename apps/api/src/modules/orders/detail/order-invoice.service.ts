// Process order step 2 (the invoice that completes the order) and additional invoices (Complete only, in review).
// Totals are computed here from the items and the supplier's agreements; the client's running total is advisory.
import {
  additionalInvoiceTotalProblem,
  calculateAdditionalInvoiceTotal,
  earliestUsDay,
  fixedShippingTotal,
  invoiceDateProblem,
  invoiceTotalProblem,
  latestUsDay,
  money,
  type AdditionalInvoiceRequest,
  type InvoiceRequest,
} from '@portal/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { invoices } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/auth.ts';
import { Conflict, Invalid } from '../../../platform/errors.ts';
import { insertInvoiceAgreements, invoicedOrderFiguresOf, invoiceFiguresOf, moneyOfOrder } from '../core/order-money.ts';
import { commitOrderChange, lockOrder, requireTransition, type LockedOrder } from '../core/order-lock.ts';
import { itemsOfOrder } from '../core/orders.queries.ts';
import { viaOf } from '../core/order-history.ts';
import { invoiceAcceptance, publishInvoiceAcceptance } from '../core/invoice-acceptance.ts';

export const PRICE_CHANGE_PENDING = 'A price change decision is pending for this order: the invoice can be created once it is decided.';
export const HANDLING_FEE_LOCKED = 'The handling fee of this order cannot be changed.';

function checkInvoiceDate(order: LockedOrder, invoiceDate: string, now: Date): void {
  const problem = invoiceDateProblem(invoiceDate, earliestUsDay(order.createdOn), latestUsDay(now));
  if (problem) throw Invalid.field(['invoiceDate'], problem);
}

/** The amounts both kinds of invoice take from the form as entered. */
const enteredAmounts = (body: Pick<InvoiceRequest, 'tax' | 'discount' | 'shippingCost'>) => ({
  tax: money.toFixed(body.tax),
  discount: money.toFixed(body.discount),
  shippingCost: money.toFixed(body.shippingCost),
});

type InvoiceHeader = Pick<InvoiceRequest, 'invoiceNumber' | 'invoiceDate'>;
type InvoiceFigures = Omit<
  typeof invoices.$inferInsert,
  'orderId' | 'supplierId' | 'invoiceNumber' | 'invoiceDate' | 'invoiceCreationDate'
>;

/** Records the order's invoice (number trimmed, entered now) and answers its id. */
async function insertInvoice(
  tx: Tx,
  order: LockedOrder,
  supplierId: number,
  header: InvoiceHeader,
  now: Date,
  figures: InvoiceFigures,
): Promise<number> {
  const [inserted] = await tx
    .insert(invoices)
    .values({
      orderId: order.id,
      supplierId,
      invoiceNumber: header.invoiceNumber.trim(),
      invoiceDate: header.invoiceDate,
      invoiceCreationDate: now,
      ...figures,
    })
    .returning({ id: invoices.id });
  return inserted!.id;
}

/** Invoicing -> Complete. Answers the invoice id. */
export async function createInvoice(db: Db, actor: Actor, orderId: number, body: InvoiceRequest, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.supplierId, orderId);
    const next = requireTransition(order, 'invoice');
    if (order.priceChangeRequestStatus === 'Pending') throw new Conflict(PRICE_CHANGE_PENDING);
    checkInvoiceDate(order, body.invoiceDate, now);
    const hasHandlingFee = body.handlingFee !== undefined && body.handlingFee !== null;
    if (hasHandlingFee && !order.canEditHandlingFee) throw Invalid.field(['handlingFee'], HANDLING_FEE_LOCKED);
    const handlingFee = order.canEditHandlingFee ? money.toFixed(body.handlingFee ?? 0) : money.toFixed(order.calculatedHandlingFee);

    const items = await itemsOfOrder(tx, order.supplierId, order.id);
    const fixedShipping = fixedShippingTotal(items);
    if (fixedShipping !== null && money.compare(body.shippingCost, fixedShipping) !== 0)
      throw Invalid.field(['shippingCost'], `Shipping must equal the fixed shipping cost of the items (${fixedShipping}).`);

    const m = await moneyOfOrder(tx, actor.supplierId, { items, ...enteredAmounts(body), handlingFee, day: body.invoiceDate });
    const negative = invoiceTotalProblem(m.total);
    if (negative) throw Invalid.field(['discount'], negative);

    const figures = invoiceFiguresOf(m);
    // the first invoice is accepted on submission (checked against the order's money above)
    const acceptance = await invoiceAcceptance(tx, actor.supplierId, now);
    const invoiceId = await insertInvoice(tx, order, actor.supplierId, body, now, {
      ...figures,
      quantity: items.reduce((sum, i) => sum + i.quantity, 0),
      types: 'Invoice',
      inReview: false,
      ...acceptance,
    });
    await insertInvoiceAgreements(tx, order.supplierId, invoiceId, m);
    await commitOrderChange(
      tx,
      order,
      actor.userId,
      { status: next, ...invoicedOrderFiguresOf(m, order), invoiceNumber: order.invoiceNumber ?? body.invoiceNumber.trim() },
      {
        action: 'invoice',
        detail: {
          invoiceId,
          invoiceNumber: body.invoiceNumber.trim(),
          invoiceDate: body.invoiceDate,
          ...figures,
          dueDate: acceptance.dueDate,
          ...viaOf(actor),
        },
      },
      now,
    );
    const invoiceNumber = body.invoiceNumber.trim();
    await publishInvoiceAcceptance(
      tx,
      [{ supplierId: actor.supplierId, orderId: order.id, invoiceId, invoiceNumber, dueDate: acceptance.dueDate }],
      'OnSubmission',
      null,
      now,
    );
    return invoiceId;
  });
}

/** Complete only; the invoice enters the marketplace's review. Answers the invoice id. */
export async function createAdditionalInvoice(
  db: Db,
  actor: Actor,
  orderId: number,
  body: AdditionalInvoiceRequest,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.supplierId, orderId);
    requireTransition(order, 'additionalInvoice');
    checkInvoiceDate(order, body.invoiceDate, now);
    const amounts = { ...enteredAmounts(body), handlingFee: money.toFixed(body.handlingFee) };
    const total = calculateAdditionalInvoiceTotal(amounts);
    const problem = additionalInvoiceTotalProblem(total);
    if (problem) throw Invalid.field(['discount'], problem);
    const invoiceId = await insertInvoice(tx, order, actor.supplierId, body, now, {
      itemsTotal: '0.00',
      ...amounts,
      allowance: '0.00',
      total,
      quantity: null,
      types: 'AdditionalInvoice',
      inReview: true,
    });
    await commitOrderChange(
      tx,
      order,
      actor.userId,
      { hasInvoiceInReview: true },
      {
        action: 'additionalInvoice',
        detail: { invoiceId, invoiceNumber: body.invoiceNumber.trim(), invoiceDate: body.invoiceDate, ...amounts, total },
      },
      now,
    );
    return invoiceId;
  });
}
