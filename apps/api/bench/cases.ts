// The cases part of `npm run bench:api` (BENCH_ONLY=cases; docs/decisions/cases.md, "Speed"): 100,000 cases of Acme
// over its 1,000,000 orders, inserted once by SQL (a year of cases, the last 3,000 open, half of them about an order),
// then the supplier's cases list (its default view, its open cases, an order's cases) and the console's case queue
// (its default view, the breaching cases, the open cases of one category) at 16 connections with their own floor.
import { objectCasesFilter } from '@portal/contracts';
import type { Breakdown } from './cost.ts';
import type { DirectSql } from './direct-sql.ts';
import type { PaymentsCall, PaymentsGridsReport } from './payments.ts';

export const BENCH_CASES = 100_000;
/** The newest cases are open (New, waiting on either side); the older ones were resolved two days after they opened. */
const OPEN_CASES = 3_000;

/** Requests per call of the breakdown (cost.ts `breakDown`: in sequence, one client). */
export const CASES_BREAKDOWN_REQUESTS = 300;

/**
 * The calls' figures (measured by payments.ts' runPaymentsGrids: the floor, then each call in pooled rounds) and where
 * each call's time goes (cost.ts `breakDown`: round trips, the API's CPU and its PostgreSQL backends' CPU per request).
 */
export type CasesReport = PaymentsGridsReport & {
  seeded: { cases: number; seconds: number } | null;
  breakdown: Breakdown[];
  breakdownRequests: number;
};

/**
 * Tops Acme's cases up to BENCH_CASES (none of the demo seed's count against it but their number), one statement:
 * a case every 5 minutes back from the newest order's time, categories in turn, every second one about one of the
 * 50,000 newest orders; the newest OPEN_CASES open in the three open states, the rest resolved (Closed by now).
 */
export async function ensureBenchCases(direct: DirectSql, supplierId: number, authorUserId: number): Promise<CasesReport['seeded']> {
  const have = await direct.scalar<number>('select count(*)::int from cases where supplier_id = $1', [supplierId]);
  if (have >= BENCH_CASES) return null;
  const started = process.hrtime.bigint();
  await direct.scalar(
    `with o as (
       select id, purchase_order_number, row_number() over (order by id desc) as n
       from (select id, purchase_order_number from orders where supplier_id = $1 order by id desc limit 50000) newest
     ),
     c as (select array_agg(id order by position) as ids from case_categories where active),
     t as (select max(created_on) as newest from orders where supplier_id = $1),
     g as (
       select i, t.newest - make_interval(mins => 5 * i) as opened,
              case when i <= ${OPEN_CASES} then (array['New','WaitingOnMarketplace','WaitingOnSupplier'])[1 + i % 3] else 'Resolved' end as state
       from generate_series(1, $2::int) i, t
     ),
     inserted as (
       insert into cases (supplier_id, case_number, category_id, subject, state, link_kind, link_id, link_label, order_id,
                          author_user_id, opened_at, first_answered_at, resolved_at, first_answer_due_at, resolution_due_at, updated_at)
       select $1, 'CASE-' || lpad(nextval('case_number_seq')::text, 6, '0'), c.ids[1 + g.i % array_length(c.ids, 1)],
              'Bench case ' || g.i, g.state,
              case when o.id is not null then 'order' end, o.id, o.purchase_order_number, o.id,
              $3, g.opened,
              case when g.state in ('WaitingOnSupplier', 'Resolved') then g.opened + interval '1 hour' end,
              case when g.state = 'Resolved' then g.opened + interval '2 days' end,
              g.opened + interval '24 hours', g.opened + interval '120 hours',
              case when g.state = 'Resolved' then g.opened + interval '2 days' else g.opened + interval '1 hour' end
       from g cross join c left join o on g.i % 2 = 0 and o.n = (g.i / 2 - 1) % 50000 + 1
       returning 1
     )
     select count(*)::int from inserted`,
    [supplierId, BENCH_CASES - have, authorUserId],
  );
  await direct.scalar('vacuum (analyze) cases').catch(() => undefined);
  return { cases: BENCH_CASES - have, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

const gridPath = (path: string, sortModel: { colId: string; sort: 'asc' | 'desc' }[], filterModel: Record<string, unknown> = {}) =>
  `/api/${path}?${new URLSearchParams({ limit: '50', offset: '0', query: JSON.stringify({ sortModel, filterModel }) }).toString()}`;

const OPEN = { state: { filterType: 'set', values: ['New', 'WaitingOnMarketplace', 'WaitingOnSupplier'] } };

/** The calls the issue names: a supplier's cases (as its Admin) and the console's queue (as the first operator). */
export function casesCalls(orderId: number, categoryId: number, operatorToken: string): PaymentsCall[] {
  return [
    { name: "supplier's cases: default view (last changed first)", path: gridPath('cases', []) },
    { name: "supplier's cases: the open ones", path: gridPath('cases', [], OPEN) },
    {
      name: "an order's cases (the order page's Cases section)",
      path: gridPath('cases', [], objectCasesFilter({ kind: 'order', id: orderId })),
    },
    { name: 'console queue: default view (the nearest target first)', path: gridPath('ops/cases', []), token: operatorToken },
    {
      name: 'console queue: past their target',
      path: gridPath('ops/cases', [], { breach: { filterType: 'set', values: ['Breached'] } }),
      token: operatorToken,
    },
    {
      name: 'console queue: the open cases of one category',
      path: gridPath('ops/cases', [], { ...OPEN, categoryId: { filterType: 'number', type: 'equals', filter: categoryId } }),
      token: operatorToken,
    },
  ];
}
