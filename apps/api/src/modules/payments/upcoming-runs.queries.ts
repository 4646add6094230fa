// The supplier's coming payments (docs/decisions/payments.md, "Payment calendar"): the next run days of the calendar
// not posted yet, the invoices each pays this supplier, and the next payment (the first of them that pays it, its
// amount by supplierRunNet: the sets of the run's preview, computeRun, summed in SQL).
import { sql } from 'drizzle-orm';
import {
  money,
  nextRunDays,
  UPCOMING_RUN_COUNT,
  UPCOMING_RUN_INVOICE_LIMIT,
  type PaymentsOverview,
  type UpcomingRun,
} from '@portal/contracts';
import { resultRows, type Db } from '../../db/client.ts';
import { invoices, orders } from '../../db/schema/index.ts';
import { postedRunDatesFrom } from './payment-calendar.service.ts';
import { supplierRunNet, unpaidInvoice } from './payment-run.ts';
import type { PaymentCalendarView } from '@portal/contracts';

/** The next `UPCOMING_RUN_COUNT` calendar run days on or after `today` whose run is not posted yet. */
export async function comingRunDays(db: Db, calendar: PaymentCalendarView, today: string): Promise<string[]> {
  const posted = new Set(await postedRunDatesFrom(db, today));
  return nextRunDays(today, UPCOMING_RUN_COUNT + posted.size, calendar)
    .filter((d) => !posted.has(d))
    .slice(0, UPCOMING_RUN_COUNT);
}

interface RunInvoiceRow {
  run: number;
  invoice_id: number;
  invoice_number: string;
  order_id: number;
  purchase_order_number: string;
  total: string;
  due_date: string;
  n: number;
  run_total: string;
}

/**
 * The coming runs with the invoices each pays: an unpaid accepted invoice is paid by the first coming run on or after
 * its due day (an overdue one by the first). Counts and totals over all of them; the first
 * UPCOMING_RUN_INVOICE_LIMIT of each run listed (by due day). The next payment is the first run that pays this
 * supplier (its net above 0.00, as the preview computes it); a run before it pays nothing, so what it pays is every
 * set due by its day (supplierRunNet of that day is exact). Later runs' amounts depend on deductions not posted yet:
 * null.
 */
export async function upcomingRuns(
  db: Db,
  supplierId: number,
  runDays: string[],
): Promise<Pick<PaymentsOverview, 'nextPayment' | 'upcomingRuns'>> {
  if (runDays.length === 0) return { nextPayment: null, upcomingRuns: [] };
  const last = runDays[runDays.length - 1]!;
  // the first coming run on or after its due day (every invoice read is due by the last)
  const runOf = sql.join(
    runDays.map((d, i) => sql`when ${invoices.dueDate} <= ${d}::date then ${i}::int`),
    sql` `,
  );
  const rows = resultRows<RunInvoiceRow>(
    await db.execute(sql`
      select y.run, y.invoice_id, y.invoice_number, y.order_id, y.purchase_order_number, y.total::text as total,
        y.due_date::text as due_date, y.n, y.run_total from (
        select x.*, row_number() over (partition by x.run order by x.due_date, x.invoice_id) as rn,
          count(*) over (partition by x.run)::int as n, sum(x.total) over (partition by x.run)::text as run_total
        from (
          select case ${runOf} end as run, ${invoices.id} as invoice_id,
            ${invoices.invoiceNumber} as invoice_number, ${invoices.orderId} as order_id,
            ${orders.purchaseOrderNumber} as purchase_order_number, ${invoices.total} as total,
            ${invoices.dueDate} as due_date
          from ${invoices}
          join ${orders} on ${orders.supplierId} = ${invoices.supplierId} and ${orders.id} = ${invoices.orderId}
          where ${invoices.supplierId} = ${supplierId} and ${unpaidInvoice()} and ${invoices.dueDate} <= ${last}::date
        ) x
      ) y where y.rn <= ${UPCOMING_RUN_INVOICE_LIMIT}
      order by y.run, y.rn`),
  );
  const runs: UpcomingRun[] = runDays.map((runDate, i) => {
    const of = rows.filter((r) => Number(r.run) === i);
    return {
      runDate,
      expectedAmount: null,
      invoiceCount: of[0]?.n ?? 0,
      invoicesTotal: money.toFixed(of[0]?.run_total ?? '0'),
      invoices: of.map((r) => ({
        invoiceId: Number(r.invoice_id),
        invoiceNumber: r.invoice_number,
        orderId: Number(r.order_id),
        purchaseOrderNumber: r.purchase_order_number,
        total: money.toFixed(r.total),
        dueDate: r.due_date,
      })),
    };
  });
  let nextPayment: PaymentsOverview['nextPayment'] = null;
  for (const run of runs) {
    run.expectedAmount = await supplierRunNet(db, run.runDate, supplierId);
    if (run.expectedAmount !== null) {
      nextPayment = { date: run.runDate, expectedAmount: run.expectedAmount };
      break;
    }
  }
  return { nextPayment, upcomingRuns: runs };
}
