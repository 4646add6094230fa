// The same SQL the API runs for a page, run directly: the statements are captured by calling the list query
// through a pool whose query() records them, then timed with pg and explained with EXPLAIN (ANALYZE, BUFFERS).
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';
import { listOrderSummaries } from '../src/modules/orders/index.ts';
import type { GridQueryInput } from '../src/platform/grid-query.ts';
import type { GridTotal } from '../src/platform/grid-count.ts';
import { TtlCache } from '../src/platform/caches/ttl-cache.ts';
import { percentiles, type Percentiles, type TimedRun } from './percentiles.ts';
import type { Scenario } from './scenarios.ts';
import { DEMO_SUPPLIERS } from '../src/seed/demo.ts';

export interface Statement {
  text: string;
  values: unknown[];
}

export class DirectSql {
  private captured: Statement[] | null = null;

  private constructor(
    private readonly database: Database,
    private readonly pool: pg.Pool,
  ) {}

  static async open(url: string): Promise<DirectSql> {
    const database = await openDatabase({ databaseUrl: url, dataDir: null });
    const pool = database.raw as pg.Pool;
    const direct = new DirectSql(database, pool);
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    // Drizzle calls pool.query({ text, values, rowMode }); record it while a capture is open.
    (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
      const first = args[0] as { text?: string; values?: unknown[] } | string;
      // Drizzle passes either { text, values } or { text, rowMode } with the values as the second argument.
      const text = typeof first === 'string' ? first : (first.text ?? '');
      const values = (typeof first === 'string' ? undefined : first.values) ?? (args[1] as unknown[] | undefined) ?? [];
      if (direct.captured) direct.captured.push({ text, values });
      return query(...args);
    };
    return direct;
  }

  /**
   * The statements a scenario's call sends. A list page: what listOrderSummaries sends once the filter's total is
   * cached, as the API does for every request after the first of a filter (the rows; with the counter-backed views
   * the total rides along); `cold` adds what the first request of a filter runs before (the capped count, and above
   * the cap the estimate). A dashboard call: what its service call sends (no cache, so `cold` is the same).
   */
  async statementsOf(supplierId: number, scenario: Scenario): Promise<{ warm: Statement[]; cold: Statement[] }> {
    if (scenario.group !== 'dashboard' && scenario.group !== 'performance') return this.listStatementsOf(supplierId, scenario.input);
    this.captured = [];
    try {
      await scenario.call(this.database.db, supplierId, new Date());
      return { warm: this.captured, cold: this.captured };
    } finally {
      this.captured = null;
    }
  }

  private async listStatementsOf(supplierId: number, input: GridQueryInput): Promise<{ warm: Statement[]; cold: Statement[] }> {
    const totals = new TtlCache<GridTotal>(600_000);
    this.captured = [];
    try {
      await listOrderSummaries(this.database.db, supplierId, input, { totals });
      const cold = this.captured;
      this.captured = [];
      await listOrderSummaries(this.database.db, supplierId, input, { totals });
      return { warm: this.captured, cold };
    } finally {
      this.captured = null;
    }
  }

  /** What a list page sends when no page before it left a cursor and its total is cached (a far page read alone). */
  async pageStatements(supplierId: number, input: GridQueryInput): Promise<Statement[]> {
    return (await this.listStatementsOf(supplierId, input)).warm;
  }

  async run(s: Statement): Promise<void> {
    await this.pool.query({ text: s.text, values: s.values });
  }

  private async runPage(statements: Statement[]) {
    for (const s of statements) await this.pool.query({ text: s.text, values: s.values });
  }

  /** One client: the page's statements run together, up to `runs` times or `seconds`, after `warmup` runs. */
  async time(statements: Statement[], runs: number, seconds: number, warmup = 3): Promise<Percentiles> {
    for (let i = 0; i < warmup; i++) await this.runPage(statements);
    const ms: number[] = [];
    const end = Date.now() + seconds * 1000;
    while (ms.length < runs && (ms.length < 3 || Date.now() < end)) {
      const t = process.hrtime.bigint();
      await this.runPage(statements);
      ms.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    return percentiles(ms);
  }

  /**
   * The same load as the API sees: `clients` loops for `seconds` over the same pool size as the API (10), so
   * the difference to the API is what the HTTP server, auth and JSON add.
   */
  async timeConcurrent(
    statements: Statement[],
    clients: number,
    seconds: number,
  ): Promise<Percentiles & TimedRun & { requestsPerSecond: number }> {
    const ms: number[] = [];
    const started = Date.now();
    const end = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        do {
          const t = process.hrtime.bigint();
          await this.runPage(statements);
          ms.push(Number(process.hrtime.bigint() - t) / 1e6);
        } while (Date.now() < end);
      }),
    );
    const ran = (Date.now() - started) / 1000;
    return { ...percentiles(ms), samples: ms, seconds: ran, requestsPerSecond: Math.round(ms.length / ran) };
  }

  async explain(s: Statement): Promise<string> {
    // The total's estimate is itself an EXPLAIN (nothing to analyze): show its plain plan.
    if (s.text.startsWith('explain')) {
      const plain = await this.pool.query({ text: s.text.replace(/^explain \(format json\)/, 'explain'), values: s.values });
      return plain.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
    }
    const r = await this.pool.query({ text: `explain (analyze, buffers) ${s.text}`, values: s.values });
    return r.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
  }

  async scalar<T>(text: string, values: unknown[] = []): Promise<T> {
    const r = await this.pool.query({ text, values });
    return Object.values(r.rows[0] as Record<string, T>)[0]!;
  }

  /** Who and what the scenarios run as: the Acme supplier, its admin (id and token version) and its newest order's day. */
  async benchSubject(): Promise<{ supplierId: number; user: { id: number; token_version: number }; lastDay: string }> {
    const supplierId = await this.scalar<number>('select id from suppliers where name = $1', [DEMO_SUPPLIERS.acme.name]);
    const user = await this.scalar<{ id: number; token_version: number }>(
      `select json_build_object('id', id, 'token_version', token_version) from users where user_name = 'admin@acme.test'`,
    );
    const lastDay = await this.scalar<string>(
      `select to_char(max(created_on) at time zone 'UTC', 'YYYY-MM-DD') from orders where supplier_id = $1`,
      [supplierId],
    );
    return { supplierId, user, lastDay };
  }

  close(): Promise<void> {
    return this.database.close();
  }
}
