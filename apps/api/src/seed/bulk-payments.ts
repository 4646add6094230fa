// Benchmark volume for payments (docs/decisions/payments.md, "Speed"): after the bulk orders, the supplier's
// invoices accepted (due Net 30), deductions on ~3 % of its orders (every type, some disputed), and a year of weekly
// payment runs with their remittances and lines, all INSERT ... SELECT. The newest invoices stay Scheduled (at least
// `BULK_UNPAID_INVOICES`) so the bench has a run of 100,000+ invoices to post.
import { sql } from 'drizzle-orm';
import {
  addCalendarDays,
  DEDUCTION_TYPE_LABELS,
  DEDUCTION_TYPES,
  deductionAmount,
  DISPUTE_REASONS,
  SUPPLIER_TIME_ZONE,
  type DeductionRuleAmount,
  type DeductionType,
} from '@portal/contracts';
import { resultRows, type Db, type Tx } from '../db/client.ts';
import { HOME_PRODUCTS } from './order-catalogue.ts';
import { seedAnchor } from './orders.ts';

/** Invoices left unpaid after the seeded runs (the bench's run pays them). */
export const BULK_UNPAID_INVOICES = 110_000;
/** Weekly runs in the seeded history (a year). */
export const BULK_RUN_WEEKS = 52;

/** Each type's amount for the bulk deductions (rule types as the demo's rules; the others an operator's usual). */
export const BULK_DEDUCTION_AMOUNTS: Record<DeductionType, DeductionRuleAmount> = {
  LateShipment: { basis: 'Percent', value: '3.00' },
  InvalidTracking: { basis: 'Flat', value: '15.00' },
  LabelNonCompliance: { basis: 'Flat', value: '10.00' },
  ReturnDamage: { basis: 'Percent', value: '20.00' },
  PriceDifference: { basis: 'Percent', value: '5.00' },
  Freight: { basis: 'Flat', value: '12.50' },
  LateCancellation: { basis: 'Flat', value: '25.00' },
};

const RULE_TYPES: readonly DeductionType[] = ['LateShipment', 'InvalidTracking', 'LateCancellation'];
/** Types raised on invoiced orders (a late cancellation's order has no invoice). */
const INVOICED_TYPES = DEDUCTION_TYPES.filter((t) => t !== 'LateCancellation');

/** Each type's amount at each catalogue price, by the contracts' deductionAmount; the SQL only looks them up. */
export function bulkDeductionAmounts(prices: readonly string[]): { type: DeductionType; price: string; amount: string }[] {
  return DEDUCTION_TYPES.flatMap((type) =>
    [...new Set(prices)].map((price) => ({ type, price, amount: deductionAmount(BULK_DEDUCTION_AMOUNTS[type], price) })),
  );
}

/** The weekly run dates, oldest first: `weeks` dates 7 days apart ending on `last`, without the dates already taken. */
export function weeklyRunDates(last: string, weeks: number, taken: ReadonlySet<string> = new Set()): string[] {
  const dates: string[] = [];
  for (let k = weeks - 1; k >= 0; k--) {
    const d = addCalendarDays(last, -7 * k);
    if (!taken.has(d)) dates.push(d);
  }
  return dates;
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

async function rows<T>(db: Db | Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return resultRows<T>(await db.execute(query));
}

export interface BulkPaymentsResult {
  runs: number;
  paidInvoices: number;
  unpaidInvoices: number;
  deductions: number;
  disputes: number;
}

/**
 * The supplier's payments history over its bulk orders, leaving its newest `unpaid` invoices Scheduled; does nothing
 * when it was seeded already (the deductions' evidence carries `bulkSeed`). One transaction.
 */
export async function seedBulkPayments(db: Db, supplierId: number, unpaid = BULK_UNPAID_INVOICES): Promise<BulkPaymentsResult | null> {
  const anchor = seedAnchor().toISOString();
  const [seeded] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from deductions where supplier_id = ${supplierId} and evidence ? 'bulkSeed'`,
  );
  if (seeded!.n > 0) return null;
  const amounts = JSON.stringify(bulkDeductionAmounts(HOME_PRODUCTS.map((p) => p.price)));
  const reasons = textArray(DISPUTE_REASONS);
  return db.transaction(async (tx) => {
    // Acceptance as the migration back-fills it: a first invoice at its creation, due its terms' days later.
    await tx.execute(sql`
      update invoices set accepted_on = invoice_creation_date,
        due_date = (invoice_creation_date at time zone ${SUPPLIER_TIME_ZONE})::date
          + coalesce((select net_days from payment_terms where supplier_id = ${supplierId}), 30)
      where supplier_id = ${supplierId} and types = 'Invoice' and not in_review and accepted_on is null`);
    const [admin] = await rows<{ id: number | null }>(
      tx,
      sql`select min(m.user_id)::int as id from supplier_memberships m where m.supplier_id = ${supplierId}`,
    );
    // Deductions on ~3 % of the orders: invoiced ones (accepted a week before the anchor or earlier) get one of the
    // six invoice types, posted 3 days after acceptance (so the run that pays the invoice holds it back); canceled
    // ones a late cancellation (no invoice: it waits, as the rules say). Statuses by the order's hash: 1 in 20
    // reversed by an accepted dispute before it was applied, 1 in 20 upheld, 1 in 20 still disputed (last month's).
    await tx.execute(sql`
      with amounts as (select * from jsonb_to_recordset(${amounts}::jsonb) as a(type text, price numeric(14,2), amount numeric(14,2))),
      picked as (
        select o.id as order_id, o.purchase_order_number as po, o.total_cost, x.h,
          case when o.status = 'Canceled' then 'LateCancellation'
               else (${textArray(INVOICED_TYPES)})[1 + (x.h / 100) % ${INVOICED_TYPES.length}] end as type,
          case when o.status = 'Canceled' then o.created_on + interval '2 days' else i.accepted_on + interval '3 days' end as posted_on
        from orders o
        cross join lateral (select (o.id::bigint * 40503 % 1000033)::int as h) x
        left join invoices i on i.supplier_id = o.supplier_id and i.order_id = o.id and i.types = 'Invoice' and i.accepted_on is not null
        where o.supplier_id = ${supplierId} and x.h % 100 < 3
          and ((o.status = 'Canceled' and o.created_on <= ${anchor}::timestamptz - interval '9 days')
            or (i.id is not null and i.accepted_on <= ${anchor}::timestamptz - interval '7 days'
                and not exists (select 1 from remittance_lines l where l.supplier_id = i.supplier_id and l.invoice_id = i.id)))
      )
      insert into deductions (supplier_id, order_id, purchase_order_number, deduction_number, type, amount, raised_by_rule, reason,
        evidence, status, posted_on, reversed_on)
      select ${supplierId}, p.order_id, p.po, 'DED-' || lpad(p.n::text, greatest(6, length(p.n::text)), '0'), p.type, p.amount,
        p.type = any(${textArray(RULE_TYPES)}), 'Bench ' || (${JSON.stringify(DEDUCTION_TYPE_LABELS)}::jsonb ->> p.type),
        jsonb_build_object('bulkSeed', true), p.status, p.posted_on,
        case when p.status = 'Reversed' then p.posted_on + interval '3 days' end
      from (
        -- numbered in posting order (nextval per row of the sorted subquery)
        select s.*, nextval('deduction_number_seq') as n from (
          select q.*, a.amount, case (q.h / 1000) % 20 when 0 then 'Reversed' when 1 then 'Upheld'
                        when 2 then case when q.posted_on >= ${anchor}::timestamptz - interval '25 days' then 'Disputed' else 'Open' end
                        else 'Open' end as status
          from picked q join amounts a on a.type = q.type and a.price = q.total_cost
          order by q.posted_on, q.order_id
        ) s
      ) p`);
    // Their disputes: the first (and only) attempt a day after posting, decided two days later when decided.
    await tx.execute(sql`
      insert into disputes (supplier_id, deduction_id, attempt, reason, comment, created_by, created_on, decision, decision_reason, decided_on)
      select d.supplier_id, d.id, 1, (${reasons})[1 + d.id % ${DISPUTE_REASONS.length}], 'Bench dispute.', ${admin?.id ?? null},
        d.posted_on + interval '1 day',
        case d.status when 'Reversed' then 'Accepted' when 'Upheld' then 'Upheld' end,
        case d.status when 'Reversed' then 'Agreed: reversed in full.' when 'Upheld' then 'The facts stand.' end,
        case when d.status in ('Reversed', 'Upheld') then d.posted_on + interval '3 days' end
      from deductions d where d.supplier_id = ${supplierId} and d.evidence ? 'bulkSeed' and d.status <> 'Open'`);

    // The last weekly run: the latest day that leaves at least BULK_UNPAID_INVOICES accepted invoices unpaid.
    const [last] = await rows<{ day: string }>(
      tx,
      sql`select to_char(min(u.due_date) - 1, 'YYYY-MM-DD') as day from (
            select i.due_date, row_number() over (order by i.due_date desc) as k
            from invoices i
            where i.supplier_id = ${supplierId} and i.accepted_on is not null and not i.in_review
              and not exists (select 1 from remittance_lines l where l.supplier_id = i.supplier_id and l.invoice_id = i.id)
          ) u where u.k <= ${unpaid}`,
    );
    const taken = new Set(
      (await rows<{ d: string }>(tx, sql`select to_char(run_date, 'YYYY-MM-DD') as d from payment_runs`)).map((r) => r.d),
    );
    const dates = weeklyRunDates(last!.day, BULK_RUN_WEEKS, taken);
    const datesSql = sql`${`{${dates.join(',')}}`}::date[]`;

    // The runs: one row each (posted at 14:00 UTC of its day), Acme's remittance in each, numbered in date order.
    await tx.execute(sql`
      insert into payment_runs (run_date, posted_on, posted_by, supplier_count, gross, deductions, net)
      select d, (d + time '14:00') at time zone 'UTC', null, 1, 0, 0, 0 from unnest(${datesSql}) as d order by d`);
    await tx.execute(sql`
      insert into remittances (supplier_id, payment_run_id, remittance_number, payment_date, method_reference, gross, deductions, net, created_on)
      select ${supplierId}, r.id, 'RMT-' || lpad(r.n::text, greatest(6, length(r.n::text)), '0'), r.run_date,
        'ACH ' || to_char(r.run_date, 'YYYYMMDD') || '-' || lpad(r.n::text, greatest(6, length(r.n::text)), '0'), 0, 0, 0, r.posted_on
      from (select s.*, nextval('remittance_number_seq') as n
            from (select * from payment_runs where run_date = any(${datesSql}) order by run_date) s) r`);
    // Each unpaid invoice due by the last run is paid by the first run on or after its due day; its order's open
    // and upheld deductions posted by then are held back from it (remittanceLine.invoice: net = gross - held).
    await tx.execute(sql`
      insert into remittance_lines (supplier_id, remittance_id, kind, invoice_id, order_id, purchase_order_number, gross, deductions, net)
      select i.supplier_id, r.id, 'Invoice', i.id, i.order_id, o.purchase_order_number, i.total, coalesce(h.held, 0), i.total - coalesce(h.held, 0)
      from invoices i
      join orders o on o.supplier_id = i.supplier_id and o.id = i.order_id
      cross join lateral (select min(d) as run_date from unnest(${datesSql}) as d where d >= i.due_date) pick
      join remittances r on r.supplier_id = i.supplier_id and r.payment_date = pick.run_date
      left join lateral (
        select sum(d.amount) as held from deductions d
        where d.supplier_id = i.supplier_id and d.order_id = i.order_id and d.status in ('Open', 'Upheld') and d.applied_remittance_id is null
          and (d.posted_on at time zone ${SUPPLIER_TIME_ZONE})::date <= pick.run_date
      ) h on true
      where i.supplier_id = ${supplierId} and i.accepted_on is not null and not i.in_review and i.due_date <= ${last!.day}::date
        and not exists (select 1 from remittance_lines l where l.supplier_id = i.supplier_id and l.invoice_id = i.id)
      order by r.id, i.due_date, i.id`);
    await tx.execute(sql`
      update invoices i set paid_remittance_id = l.remittance_id
      from remittance_lines l
      join remittances r on r.supplier_id = l.supplier_id and r.id = l.remittance_id and r.payment_date = any(${datesSql})
      where l.supplier_id = ${supplierId} and l.kind = 'Invoice' and i.supplier_id = l.supplier_id and i.id = l.invoice_id`);
    await tx.execute(sql`
      update deductions d set applied_remittance_id = l.remittance_id
      from remittance_lines l
      join remittances r on r.supplier_id = l.supplier_id and r.id = l.remittance_id and r.payment_date = any(${datesSql})
      where l.supplier_id = ${supplierId} and l.kind = 'Invoice' and d.supplier_id = l.supplier_id and d.order_id = l.order_id
        and d.status in ('Open', 'Upheld') and d.applied_remittance_id is null and d.evidence ? 'bulkSeed'
        and (d.posted_on at time zone ${SUPPLIER_TIME_ZONE})::date <= r.payment_date`);
    // Totals: each remittance is the sum of its lines, each run its remittance.
    await tx.execute(sql`
      update remittances r set gross = t.gross, deductions = t.deductions, net = t.net, line_count = t.n
      from (select remittance_id, sum(gross) as gross, sum(deductions) as deductions, sum(net) as net, count(*)::int as n
            from remittance_lines where supplier_id = ${supplierId} group by remittance_id) t
      where r.supplier_id = ${supplierId} and r.id = t.remittance_id and r.payment_date = any(${datesSql})`);
    await tx.execute(sql`
      update payment_runs p set gross = r.gross, deductions = r.deductions, net = r.net
      from remittances r where r.supplier_id = ${supplierId} and r.payment_run_id = p.id and p.run_date = any(${datesSql})`);
    // fewer invoices than the run needs (a small --orders): drop the runs that paid nothing
    await tx.execute(sql`
      with empty as (
        delete from remittances r where r.supplier_id = ${supplierId} and r.payment_date = any(${datesSql})
          and not exists (select 1 from remittance_lines l where l.supplier_id = r.supplier_id and l.remittance_id = r.id)
        returning r.payment_run_id)
      delete from payment_runs p using empty e where p.id = e.payment_run_id`);
    const [check] = await rows<BulkPaymentsResult & { wrong: number }>(
      tx,
      sql`select
        (select count(*)::int from remittances r where r.supplier_id = ${supplierId} and r.net <> (select coalesce(sum(l.net), 0)
          from remittance_lines l where l.supplier_id = r.supplier_id and l.remittance_id = r.id)) as wrong,
        (select count(*)::int from remittances where supplier_id = ${supplierId} and payment_date = any(${datesSql})) as runs,
        (select count(*)::int from remittance_lines l join remittances r on r.supplier_id = l.supplier_id and r.id = l.remittance_id
          where l.supplier_id = ${supplierId} and r.payment_date = any(${datesSql})) as "paidInvoices",
        (select count(*)::int from invoices i where i.supplier_id = ${supplierId} and i.accepted_on is not null and not i.in_review
          and not exists (select 1 from remittance_lines l where l.supplier_id = i.supplier_id and l.invoice_id = i.id)) as "unpaidInvoices",
        (select count(*)::int from deductions where supplier_id = ${supplierId} and evidence ? 'bulkSeed') as deductions,
        (select count(*)::int from disputes s join deductions d on d.supplier_id = s.supplier_id and d.id = s.deduction_id
          where s.supplier_id = ${supplierId} and d.evidence ? 'bulkSeed') as disputes`,
    );
    if (check!.wrong !== 0) throw new Error(`${check!.wrong} remittances differ from the sum of their lines`);
    const { wrong: _wrong, ...result } = check!;
    return result;
  });
}
