// An order's money line by line: the one computation behind every amount the portal stores, shows or sends for an
// order or its invoice (the rounding rule and a worked example: docs/decisions/order-money.md).
import { calculateItemsTotal, calculateInvoiceTotal } from './orders.rules.ts';
import { calculateAllowance, type AgreementTerms } from './order-workflows.rules.ts';
import { money, type MoneyInput } from '../money.ts';
import { earliestUsDay } from '../calendar-days.ts';

export interface OrderMoneyInput<T extends AgreementTerms = AgreementTerms> {
  items: readonly { pricePerUnit: MoneyInput; quantity: number }[];
  shippingCost?: MoneyInput;
  handlingFee?: MoneyInput;
  discount?: MoneyInput;
  tax?: MoneyInput;
  /** The supplier's agreements; those active on `day` make up the allowance. */
  agreements: readonly T[];
  /** 'yyyy-MM-dd': the invoice date for an invoice, orderMoneyDay(createdOn) for the order's calculated figures. */
  day: string;
}

export interface OrderMoney<T extends AgreementTerms = AgreementTerms> {
  itemsTotal: string;
  shippingCost: string;
  handlingFee: string;
  /** Each active agreement with its own allowance, rounded half-up to the cent. */
  agreements: (T & { allowanceAmount: string })[];
  /** The sum of the agreements' rounded allowances. */
  allowance: string;
  discount: string;
  tax: string;
  /** items + shipping + handling + tax − discount − allowance. */
  total: string;
}

/** Every line of an order's (or its first invoice's) money as 2-decimal strings; non-numeric amounts count as 0. */
export function orderMoney<T extends AgreementTerms>(input: OrderMoneyInput<T>): OrderMoney<T> {
  const itemsTotal = calculateItemsTotal(input.items);
  return moneyLines(itemsTotal, input, calculateAllowance(itemsTotal, input.agreements, input.day));
}

export type InvoiceStepMoneyInput<T extends AgreementTerms> = Omit<OrderMoneyInput<T>, 'agreements' | 'day'> & {
  /** The allowance the server answered for the invoice date (POST /supplier-agreements/calculate-allowance). */
  allowance: { amount: string; agreements: (T & { allowanceAmount: string })[] };
};
/** The invoice step's running lines: orderMoney's, with the allowance the server computed for the invoice date. */
export function invoiceStepMoney<T extends AgreementTerms>(input: InvoiceStepMoneyInput<T>): OrderMoney<T> {
  return moneyLines(calculateItemsTotal(input.items), input, input.allowance);
}

function moneyLines<T extends AgreementTerms>(
  itemsTotal: string,
  fees: Pick<OrderMoneyInput, 'shippingCost' | 'handlingFee' | 'discount' | 'tax'>,
  allowance: { amount: string; agreements: (T & { allowanceAmount: string })[] },
): OrderMoney<T> {
  const lines = {
    shippingCost: money.toFixed(fees.shippingCost),
    handlingFee: money.toFixed(fees.handlingFee),
    discount: money.toFixed(fees.discount),
    tax: money.toFixed(fees.tax),
  };
  return {
    itemsTotal,
    ...lines,
    agreements: allowance.agreements,
    allowance: allowance.amount,
    total: calculateInvoiceTotal({ itemsTotal, ...lines, allowance: allowance.amount }),
  };
}

/**
 * The day whose agreements make up an order's calculated (not yet invoiced) allowance: its creation day (the earliest
 * US day, the first day an invoice may carry), so the stored total stays what it was when the order came in.
 */
export const orderMoneyDay = (createdOn: Date | string): string => earliestUsDay(new Date(createdOn));
