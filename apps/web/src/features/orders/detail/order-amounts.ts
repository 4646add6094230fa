// The subtotal block and footer amounts: invoiced values once the order has an invoice, else calculated ones (spec 2.2).
import { money, type Agreement, type OrderDetail } from '@portal/contracts';

export interface SubtotalLine {
  label: string;
  value: string;
  agreements?: Agreement[];
}

export function subtotalLines(o: OrderDetail): SubtotalLine[] {
  const invoiced = o.hasInvoice;
  const lines: SubtotalLine[] = [{ label: 'Cost', value: invoiced ? o.invoicedTotalCost : o.totalCost }];
  if (o.showShippingCost) lines.push({ label: 'Shipping', value: invoiced ? o.shippingCost : o.calculatedShippingCost });
  lines.push({ label: 'Handling fee', value: invoiced ? o.handlingFee : o.calculatedHandlingFee });
  const allowance = invoiced ? o.allowanceInDiscount : o.calculatedAllowance;
  if (money.compare(allowance, 0) > 0) {
    lines.push({
      label: 'Allowance',
      value: allowance,
      agreements: o.purchaseOrderStatus === 'Complete' ? o.invoicesAgreements : o.agreements,
    });
  }
  lines.push({ label: 'Discount', value: o.discount }, { label: 'Tax', value: o.tax });
  return lines;
}

/** The footer 'Total': the invoiced total only if above 0 (spec 9). */
export const footerTotal = (o: Pick<OrderDetail, 'invoicedTotal' | 'total'>) =>
  money.compare(o.invoicedTotal, 0) > 0 ? o.invoicedTotal : o.total;
