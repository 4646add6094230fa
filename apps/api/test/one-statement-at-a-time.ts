// The PostgreSQL run's guard (vitest setupFiles of the API projects when TEST_DATABASE_URL is set): a statement sent on
// a connection while another statement of that connection still runs fails the test that sent it. A request that
// holds a transaction (request-transaction.ts) sends all its statements on one connection, and so does a
// `db.transaction(...)`: a Promise.all of reads there does not run them side by side, node-postgres queues them (with
// its deprecation warning, and pg@9 refuses them). docs/decisions/house.md, "One statement at a time on a connection".
import pg from 'pg';
import { afterEach } from 'vitest';

interface Overlap {
  statement: string;
  stack: string;
}
interface ClientInternals {
  _activeQuery: unknown;
  _queryQueue: unknown[];
}

const KEY = Symbol.for('portal.test.overlapping-statements');
const state = globalThis as { [KEY]?: Overlap[] };

/** The statements sent on a busy connection since the last call, taken (the guard's own test reads them). */
export function takeOverlappingStatements(): Overlap[] {
  return state[KEY]?.splice(0) ?? [];
}

function statementText(config: unknown): string {
  const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
  return String(text ?? config).slice(0, 120);
}

// once per process: the API project runs file after file in one worker (isolate: false) and loads this file each time
if (!state[KEY]) {
  const overlaps: Overlap[] = (state[KEY] = []);
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  (pg.Client.prototype as { query: unknown }).query = function (this: pg.Client, ...args: unknown[]) {
    const client = this as unknown as ClientInternals;
    if (client._activeQuery || client._queryQueue.length > 0) {
      overlaps.push({ statement: statementText(args[0]), stack: new Error('sent while the connection was busy').stack ?? '' });
    }
    return query.apply(this, args);
  };
}

afterEach(() => {
  const found = takeOverlappingStatements();
  if (found.length === 0) return;
  throw new Error(
    `${found.length} statement(s) sent on a connection while another of its statements ran (a Promise.all over one ` +
      `transaction's connection? run them one after another):\n` +
      found.map((o) => `- ${o.statement}\n${o.stack.split('\n').slice(1, 12).join('\n')}`).join('\n'),
  );
});
