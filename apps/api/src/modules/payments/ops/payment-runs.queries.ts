// The posted payment runs, a grid page: newest date first unless the grid query sorts otherwise (docs/decisions/payments.md).
import { eq } from 'drizzle-orm';
import type { PaymentRunSummary } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { paymentRuns, users } from '../../../db/schema/index.ts';
import { readGridPage } from '../../../platform/grid-count.ts';
import { parseGridQuery, type GridColumns, type GridQueryInput } from '../../../platform/grid-query.ts';

const RUN_COLUMNS: GridColumns = {
  runDate: { sql: paymentRuns.runDate, kind: 'date', dateType: 'date' },
  supplierCount: { sql: paymentRuns.supplierCount, kind: 'number' },
  gross: { sql: paymentRuns.gross, kind: 'number' },
  deductions: { sql: paymentRuns.deductions, kind: 'number' },
  net: { sql: paymentRuns.net, kind: 'number' },
};

export async function listPaymentRuns(
  db: Db,
  input: GridQueryInput,
): Promise<{ rows: PaymentRunSummary[]; total: number; offset: number }> {
  const page = parseGridQuery(input, RUN_COLUMNS, { defaultSort: [{ colId: 'runDate', sort: 'desc' }], tiebreaker: paymentRuns.id });
  const { rows, total, offset } = await readGridPage(
    db,
    paymentRuns,
    page,
    db
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
        offCycleReason: paymentRuns.offCycleReason,
      })
      .from(paymentRuns)
      .leftJoin(users, eq(users.id, paymentRuns.postedBy))
      .$dynamic(),
  );
  return {
    total,
    offset,
    rows: rows.map(({ firstName, lastName, ...r }) => ({
      ...r,
      postedOn: r.postedOn.toISOString(),
      postedBy: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
    })),
  };
}
