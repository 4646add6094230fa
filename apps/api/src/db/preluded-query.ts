// A statement and the tenant settings before it in one round trip (docs/decisions/request-cost.md). node-postgres
// sends a query with values as Parse, Bind, Describe, Execute and Sync, and waits for the server's ReadyForQuery
// after the Sync. This query writes Parse, Bind and Execute of each prelude statement (tenant-context.ts) first, in
// the same written chunk: PostgreSQL runs every Execute before one Sync in one transaction (an implicit one outside
// BEGIN, committed at the Sync), so the settings, LOCAL to it, hold for the statement and end with it, as they did
// in `begin; <settings>` ... `commit`, which cost two more round trips. The prelude's own rows and command tags are
// dropped; an error in either part is the query's error (the server skips to the Sync and rolls back).
import pg from 'pg';
import type { PreludeStatement } from './tenant-context.ts';

/** The parts of node-postgres's Query (pg/lib/query.js) this subclass builds on; not in @types/pg. */
interface QueryInternals {
  text?: string;
  prepare(connection: PgConnection): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: PgConnection): void;
  handleError(error: Error, connection: PgConnection): void;
}

interface PgConnection {
  stream: { cork?: () => void; uncork?: () => void };
  /** node-postgres's record of the named statements parsed (or sent to be) on this connection. */
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(config: { text: string; name: string; types: unknown[] }): void;
  bind(config: { portal: string; statement: string; values: readonly unknown[] }): void;
  execute(config: { portal: string; rows: number }): void;
}

type QueryCallback = (error: Error | undefined, result: pg.QueryResult) => void;
const BaseQuery = pg.Query as unknown as new (config: unknown, values?: unknown, callback?: QueryCallback) => QueryInternals;

export class PreludedQuery extends BaseQuery {
  /** Prelude statements whose command tag has not arrived yet: until then rows and tags are theirs. */
  private preludeLeft: number;
  /** The named prelude statements this query parsed: forgotten again if the pipeline fails. */
  private parsedHere: string[] = [];

  constructor(
    private readonly prelude: readonly PreludeStatement[],
    /** Name the statements that have a name (DATABASE_PREPARED_STATEMENTS): each connection parses them once. */
    private readonly named: boolean,
    config: unknown,
    values: unknown,
    callback: QueryCallback,
  ) {
    super(config, values, callback);
    this.preludeLeft = prelude.length;
  }

  submit(connection: PgConnection): Error | null {
    if (typeof this.text !== 'string') return new Error('A preluded query needs its text.');
    connection.stream.cork?.();
    try {
      for (const statement of this.prelude) {
        const name = this.named ? (statement.name ?? '') : '';
        if (!name || (connection.parsedStatements[name] === undefined && connection.submittedNamedStatements[name] === undefined)) {
          connection.parse({ text: statement.text, name, types: [] });
          if (name) {
            connection.submittedNamedStatements[name] = statement.text;
            this.parsedHere.push(name);
          }
        }
        connection.bind({ portal: '', statement: name, values: statement.values ?? [] });
        connection.execute({ portal: '', rows: 0 });
      }
      // the statement itself: Parse (unless a named statement was parsed on this connection), Bind, Describe, Execute, Sync
      this.prepare(connection);
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  override handleDataRow(message: unknown): void {
    if (this.preludeLeft === 0) super.handleDataRow(message);
  }

  override handleCommandComplete(message: unknown, connection: PgConnection): void {
    if (this.preludeLeft > 0) this.preludeLeft--;
    else super.handleCommandComplete(message, connection);
  }

  override handleError(error: Error, connection: PgConnection): void {
    // a failed pipeline may have failed before a Parse this query sent: parse it again next time
    if (this.preludeLeft > 0) for (const name of this.parsedHere) delete connection.submittedNamedStatements[name];
    super.handleError(error, connection);
  }
}

/**
 * Text a Parse message cannot hold: several statements (the simple protocol's `a; b`). Such a statement keeps the
 * round trips of its own (client.ts); a `;` inside a literal only costs it the same.
 */
export const severalStatements = (text: string): boolean => /;\s*\S/.test(text);

type QueryArgs = [config: unknown, values?: unknown];

/** Runs `args` (a query's text and values, or its config) after the prelude on `client`, in one round trip. */
export function queryWithPrelude(
  client: pg.ClientBase,
  prelude: readonly PreludeStatement[],
  args: QueryArgs,
  named = false,
): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    const query = new PreludedQuery(prelude, named, args[0], args[1], (error, result) => (error ? reject(error) : resolve(result)));
    (client.query as unknown as (q: unknown) => void)(query);
  });
}
