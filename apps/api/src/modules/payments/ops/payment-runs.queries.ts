// The posted payment runs, newest first (docs/decisions/payments.md).
import { desc, eq } from 'drizzle-orm';
import type { PaymentRunSummary } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { paymentRuns, users } from '../../../db/schema/index.ts';

export async function listPaymentRuns(db: Db): Promise<PaymentRunSummary[]> {
  const rows = await db
    .select({
      paymentRunId: paymentRuns.id,
      runDate: paymentRuns.runDate,
      postedOn: paymentRuns.postedOn,
      firstName: users.firstName,
      lastName: users.lastName,
      supplierCount: paymentRuns.supplierCount,
      gross: paymentRuns.gross,
      deductions: paymentRuns.deductions,
      net: paymentRuns.net,
    })
    .from(paymentRuns)
    .leftJoin(users, eq(users.id, paymentRuns.postedBy))
    .orderBy(desc(paymentRuns.runDate));
  return rows.map(({ firstName, lastName, ...r }) => ({
    ...r,
    postedOn: r.postedOn.toISOString(),
    postedBy: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
  }));
}
