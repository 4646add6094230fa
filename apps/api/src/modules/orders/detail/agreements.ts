// Supplier agreements as the order page shows them, and the allowance they make up for an amount on a day.
import { calculateAllowance, type Agreement, type AgreementType, type CalculatedAllowance, type MoneyInput } from '@portal/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { agreementsOfSupplier } from './order-detail.queries.ts';

export async function allowanceFor(db: Db | Tx, supplierId: number, amount: MoneyInput, day: string): Promise<CalculatedAllowance> {
  const rows = await agreementsOfSupplier(db, supplierId);
  const result = calculateAllowance(amount, rows, day);
  return {
    amount: result.amount,
    agreements: result.agreements.map((a): Agreement => ({
      agreementType: a.agreementType as AgreementType,
      startPeriodDate: a.startPeriodDate,
      endPeriodDate: a.endPeriodDate,
      agreedOnPercentage: a.agreedOnPercentage,
      allowanceAmount: a.allowanceAmount,
    })),
  };
}
