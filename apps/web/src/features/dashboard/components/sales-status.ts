// The month-to-date sales chip (spec 2): incline when the difference is positive, decline when negative, none at
// zero; the chip shows the absolute value.
import { money } from '@portal/contracts';

export type SalesTrend = { kind: 'incline' | 'decline'; amount: string } | null;

export function salesTrend(difference: string): SalesTrend {
  const sign = money.compare(difference, 0);
  if (sign === 0) return null;
  return { kind: sign > 0 ? 'incline' : 'decline', amount: sign > 0 ? money.toFixed(difference) : money.sub(0, difference) };
}
