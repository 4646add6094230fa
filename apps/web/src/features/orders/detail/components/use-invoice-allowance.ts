// The allowance of the first invoice (amount and agreements): it follows the invoice date, 500 ms after the last change; invalid dates are not sent.
import { useEffect, useState } from 'react';
import { invoiceDateProblem, type CalculateAllowanceRequest, type CalculatedAllowance } from '@portal/contracts';

export const ALLOWANCE_DEBOUNCE_MS = 500;

export interface InvoiceAllowanceOptions {
  initial: CalculatedAllowance;
  invoiceDate: string;
  createdDay: string;
  today: string;
  itemsTotal: string;
  calculateAllowance: (body: CalculateAllowanceRequest) => Promise<CalculatedAllowance>;
}

export function useInvoiceAllowance({
  initial,
  invoiceDate,
  createdDay,
  today,
  itemsTotal,
  calculateAllowance,
}: InvoiceAllowanceOptions): CalculatedAllowance {
  const [allowance, setAllowance] = useState(initial);
  useEffect(() => {
    if (invoiceDateProblem(invoiceDate, createdDay, today) !== null) return;
    const timer = window.setTimeout(() => {
      calculateAllowance({ date: invoiceDate, amount: itemsTotal })
        .then(setAllowance)
        .catch((error: unknown) => console.error('allowance calculation failed', error));
    }, ALLOWANCE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [invoiceDate, createdDay, today, itemsTotal, calculateAllowance]);
  return allowance;
}
