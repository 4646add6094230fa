import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { integer, numeric, pgTable, text, timestamp, boolean, date } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { contentRange, filterUsesIndex, parseGridQuery, prefixUpperBound, type GridColumns } from './grid-query.ts';
import { MAX_FILTER_CONDITIONS } from '@portal/contracts';
import { HttpError } from './errors.ts';

const t = pgTable('t', {
  id: integer('id'),
  po: text('po'),
  total: numeric('total'),
  created: timestamp('created', { withTimezone: true }),
  day: date('day'),
  status: text('status'),
  flag: boolean('flag'),
  first: text('first'),
});
const columns: GridColumns = {
  po: { sql: t.po, kind: 'text', normalize: 'upper' },
  name: { sql: sql`lower(${t.first})`, kind: 'text', normalize: 'lower' },
  total: { sql: t.total, kind: 'number' },
  created: { sql: t.created, kind: 'date' },
  day: { sql: t.day, kind: 'date', dateType: 'date' },
  posted: { sql: t.created, kind: 'date', dayTimeZone: 'America/New_York' },
  status: { sql: t.status, kind: 'set', setValues: ['A', 'B'] },
  flag: { sql: t.flag, kind: 'boolean' },
  secret: { sql: t.first, kind: 'text', sortable: false, filterable: false },
};
const dialect = new PgDialect();
const render = (s: SQL | undefined) => {
  if (!s) return { sql: '', params: [] as unknown[] };
  const q = dialect.sqlToQuery(s);
  return { sql: q.sql, params: q.params };
};
const opts = { defaultSort: [{ colId: 'created', sort: 'desc' as const }], tiebreaker: t.id };
const where = (filterModel: unknown) => render(parseGridQuery({ query: JSON.stringify({ filterModel }) }, columns, opts).where);

function errorOf(fn: () => unknown): { status: number; errors: Record<string, string[]> } {
  try {
    fn();
  } catch (e) {
    if (e instanceof HttpError) return { status: e.status, errors: e.errors ?? {} };
    throw e;
  }
  throw new Error('expected an error');
}
const queryError = (query: string) => errorOf(() => parseGridQuery({ query }, columns, opts)).errors['$.query']?.[0] ?? '';

describe('parseGridQuery: paging', () => {
  it('defaults to 50 rows from 0 with the default sort and an id tiebreaker', () => {
    const page = parseGridQuery({}, columns, opts);
    expect(page).toMatchObject({ limit: 50, offset: 0, where: undefined });
    expect(page.orderBy.map((o) => render(o).sql)).toEqual(['"t"."created" desc', '"t"."id" desc']);
  });
  it('accepts limit 1..500 and offset >= 0 and refuses the rest at their own paths', () => {
    expect(parseGridQuery({ limit: '500', offset: '10' }, columns, opts)).toMatchObject({ limit: 500, offset: 10 });
    expect(Object.keys(errorOf(() => parseGridQuery({ limit: 0 }, columns, opts)).errors)).toEqual(['$.limit']);
    expect(Object.keys(errorOf(() => parseGridQuery({ limit: 501 }, columns, opts)).errors)).toEqual(['$.limit']);
    expect(Object.keys(errorOf(() => parseGridQuery({ offset: -1 }, columns, opts)).errors)).toEqual(['$.offset']);
    expect(Object.keys(errorOf(() => parseGridQuery({ limit: 'ten' }, columns, opts)).errors)).toEqual(['$.limit']);
  });
  it('sorts by the sort model with the tiebreaker in the first direction', () => {
    const page = parseGridQuery(
      {
        query: JSON.stringify({
          sortModel: [
            { colId: 'total', sort: 'asc' },
            { colId: 'po', sort: 'desc' },
          ],
        }),
      },
      columns,
      opts,
    );
    expect(page.orderBy.map((o) => render(o).sql)).toEqual(['"t"."total" asc', '"t"."po" desc', '"t"."id" asc']);
  });
});

describe('parseGridQuery: text filters', () => {
  const cases: [string, string, unknown[]][] = [
    ['equals', '"t"."po" = $1', ['PO-1']],
    ['notEqual', '"t"."po" is distinct from $1', ['PO-1']],
    ['contains', '"t"."po" like $1', ['%PO-1%']],
    ['notContains', '("t"."po" is null or "t"."po" not like $1)', ['%PO-1%']],
    ['startsWith', '("t"."po" ~>=~ $1 and "t"."po" ~<~ $2)', ['PO-1', 'PO-2']],
    ['endsWith', '"t"."po" like $1', ['%PO-1']],
  ];
  for (const [type, expected, params] of cases)
    it(`builds ${type} with the value normalised`, () => {
      expect(where({ po: { filterType: 'text', type, filter: 'po-1' } })).toEqual({ sql: expected, params });
    });
  it('builds blank and notBlank without a value', () => {
    expect(where({ po: { filterType: 'text', type: 'blank' } }).sql).toBe('("t"."po" is null or "t"."po" = \'\')');
    expect(where({ po: { filterType: 'text', type: 'notBlank' } }).sql).toBe('("t"."po" is not null and "t"."po" <> \'\')');
  });
  it('escapes LIKE wildcards in the value', () => {
    expect(where({ name: { filterType: 'text', type: 'contains', filter: '50%_A\\' } }).params).toEqual(['%50\\%\\_a\\\\%']);
  });
  it('combines conditions with AND / OR', () => {
    const r = where({
      po: {
        filterType: 'text',
        operator: 'OR',
        conditions: [
          { filterType: 'text', type: 'startsWith', filter: 'a' },
          { filterType: 'text', type: 'endsWith', filter: 'b' },
        ],
      },
    });
    expect(r.sql).toBe('(("t"."po" ~>=~ $1 and "t"."po" ~<~ $2) or "t"."po" like $3)');
    expect(r.params).toEqual(['A', 'B', '%B']);
  });
  it('refuses a missing value', () => {
    expect(queryError(JSON.stringify({ filterModel: { po: { filterType: 'text', type: 'contains' } } }))).toMatch(/needs a value/);
  });
});

describe('prefixUpperBound', () => {
  it('raises the last character by one code point', () => {
    expect(prefixUpperBound('PO-1050')).toBe('PO-1051');
    expect(prefixUpperBound('ab%')).toBe('ab&');
    expect(prefixUpperBound('Zoë')).toBe('Zoì');
    // A character beyond the basic plane is one code point, not two UTF-16 units.
    expect(prefixUpperBound('a😀')).toBe('a😁');
    // Surrogate code points are skipped.
    expect(prefixUpperBound('a\uD7FF')).toBe('a\uE000');
  });
  it('has none after the highest code point or for nothing', () => {
    expect(prefixUpperBound('a\u{10FFFF}')).toBeNull();
    expect(prefixUpperBound('')).toBeNull();
  });
  it('falls back to LIKE when there is no upper bound', () => {
    expect(where({ po: { filterType: 'text', type: 'startsWith', filter: 'a\u{10FFFF}' } })).toEqual({
      sql: '"t"."po" like $1',
      params: ['A\u{10FFFF}%'],
    });
  });
});

describe('parseGridQuery: number filters', () => {
  const cases: [string, string][] = [
    ['equals', '"t"."total" = $1::numeric'],
    ['notEqual', '"t"."total" is distinct from $1::numeric'],
    ['greaterThan', '"t"."total" > $1::numeric'],
    ['greaterThanOrEqual', '"t"."total" >= $1::numeric'],
    ['lessThan', '"t"."total" < $1::numeric'],
    ['lessThanOrEqual', '"t"."total" <= $1::numeric'],
  ];
  for (const [type, expected] of cases)
    it(`builds ${type}`, () =>
      expect(where({ total: { filterType: 'number', type, filter: 10.5 } })).toEqual({ sql: expected, params: ['10.5'] }));
  it('builds an inclusive inRange with swapped bounds put right', () => {
    expect(where({ total: { filterType: 'number', type: 'inRange', filter: 20, filterTo: 10 } })).toEqual({
      sql: '"t"."total" between $1::numeric and $2::numeric',
      params: ['10', '20'],
    });
  });
  it("compares a table's integer column as an integer (its index serves it), a fraction or an expression as numeric", () => {
    const ids: GridColumns = {
      id: { sql: t.id, kind: 'number' },
      doubled: { sql: sql`${t.id} * 2`, kind: 'number' },
      counted: { sql: sql`${t.id} * 2`, kind: 'number', integer: true },
    };
    const whereOf = (filterModel: unknown) =>
      render(
        parseGridQuery({ query: JSON.stringify({ filterModel }) }, ids, { defaultSort: [{ colId: 'id', sort: 'asc' }], tiebreaker: t.id })
          .where,
      ).sql;
    expect(whereOf({ id: { filterType: 'number', type: 'equals', filter: 7 } })).toBe('"t"."id" = $1::bigint');
    expect(whereOf({ id: { filterType: 'number', type: 'equals', filter: 7.5 } })).toBe('"t"."id" = $1::numeric');
    expect(whereOf({ doubled: { filterType: 'number', type: 'equals', filter: 8 } })).toBe('"t"."id" * 2 = $1::numeric');
    expect(whereOf({ counted: { filterType: 'number', type: 'equals', filter: 8 } })).toBe('"t"."id" * 2 = $1::bigint');
  });
  it('builds blank and notBlank', () => {
    expect(where({ total: { filterType: 'number', type: 'blank' } }).sql).toBe('"t"."total" is null');
    expect(where({ total: { filterType: 'number', type: 'notBlank' } }).sql).toBe('"t"."total" is not null');
  });
  it('refuses text as a number and an inRange without filterTo', () => {
    expect(queryError(JSON.stringify({ filterModel: { total: { filterType: 'number', type: 'equals', filter: 'x' } } }))).toMatch(
      /needs a value|number/,
    );
    expect(queryError(JSON.stringify({ filterModel: { total: { filterType: 'number', type: 'inRange', filter: 1 } } }))).toMatch(
      /needs a value/,
    );
  });
});

describe('parseGridQuery: date filters', () => {
  it('treats equals as the whole UTC day', () => {
    expect(where({ created: { filterType: 'date', type: 'equals', dateFrom: '2026-03-01 00:00:00', dateTo: null } })).toEqual({
      sql: '("t"."created" >= $1::timestamptz and "t"."created" < $2::timestamptz)',
      params: ['2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z'],
    });
  });
  it('builds notEqual, greaterThan (after the day), lessThan and an inclusive inRange', () => {
    expect(where({ created: { filterType: 'date', type: 'notEqual', dateFrom: '2026-03-01' } }).params).toEqual([
      '2026-03-01T00:00:00Z',
      '2026-03-02T00:00:00Z',
    ]);
    expect(where({ created: { filterType: 'date', type: 'greaterThan', dateFrom: '2026-03-01' } }).params).toEqual([
      '2026-03-02T00:00:00Z',
    ]);
    expect(where({ created: { filterType: 'date', type: 'lessThan', dateFrom: '2026-03-01' } }).params).toEqual(['2026-03-01T00:00:00Z']);
    expect(where({ created: { filterType: 'date', type: 'inRange', dateFrom: '2026-03-31', dateTo: '2026-03-01' } }).params).toEqual([
      '2026-03-01T00:00:00Z',
      '2026-04-01T00:00:00Z',
    ]);
  });
  it("treats a day of a column with a dayTimeZone as that zone's day (midnight there as an instant)", () => {
    expect(where({ posted: { filterType: 'date', type: 'equals', dateFrom: '2026-11-30' } })).toEqual({
      sql: '("t"."created" >= ($1::timestamp at time zone $2) and "t"."created" < ($3::timestamp at time zone $4))',
      params: ['2026-11-30', 'America/New_York', '2026-12-01', 'America/New_York'],
    });
  });
  it('compares date columns as dates', () => {
    expect(where({ day: { filterType: 'date', type: 'lessThan', dateFrom: '2026-03-01' } })).toEqual({
      sql: '"t"."day" < $1::date',
      params: ['2026-03-01'],
    });
  });
  it('builds blank and notBlank', () => {
    expect(where({ created: { filterType: 'date', type: 'blank' } }).sql).toBe('"t"."created" is null');
    expect(where({ created: { filterType: 'date', type: 'notBlank' } }).sql).toBe('"t"."created" is not null');
  });
  it('refuses malformed, impossible and out-of-range dates', () => {
    for (const dateFrom of ['03/01/2026', '2026-02-30', '1899-12-31', '3026-01-01'])
      expect(queryError(JSON.stringify({ filterModel: { created: { filterType: 'date', type: 'equals', dateFrom } } }))).toMatch(
        /date|Invalid query/i,
      );
  });
});

describe('parseGridQuery: set and boolean filters', () => {
  it('matches listed values and null', () => {
    expect(where({ status: { filterType: 'set', values: ['A', null] } })).toEqual({
      sql: '("t"."status" in ($1) or "t"."status" is null)',
      params: ['A'],
    });
  });
  it('shows nothing when no value is ticked', () => {
    expect(where({ status: { filterType: 'set', values: [] } }).sql).toBe('false');
  });
  it('refuses values outside the whitelist', () => {
    expect(queryError(JSON.stringify({ filterModel: { status: { filterType: 'set', values: ['Z'] } } }))).toBe(
      "Unknown value 'Z' for column 'status'.",
    );
  });
  it('reads boolean text filters', () => {
    expect(where({ flag: { filterType: 'text', type: 'true' } }).sql).toBe('"t"."flag" = true');
    expect(where({ flag: { filterType: 'text', type: 'false' } }).sql).toBe('"t"."flag" = false');
  });
  it('ANDs filters of several columns', () => {
    expect(where({ status: { filterType: 'set', values: ['B'] }, flag: { filterType: 'text', type: 'true' } }).sql).toBe(
      '("t"."status" in ($1) and "t"."flag" = true)',
    );
  });
});

describe('parseGridQuery: bad queries are a 400 at $.query', () => {
  it('refuses text that is not JSON', () => {
    const e = errorOf(() => parseGridQuery({ query: '{nope' }, columns, opts));
    expect(e.status).toBe(400);
    expect(e.errors['$.query']).toEqual(['The query must be JSON of {sortModel, filterModel}.']);
  });
  it('refuses unknown and hidden columns in filters and sorts', () => {
    expect(queryError(JSON.stringify({ filterModel: { nope: { filterType: 'text', type: 'equals', filter: 'x' } } }))).toBe(
      "Unknown filter column 'nope'.",
    );
    expect(queryError(JSON.stringify({ filterModel: { secret: { filterType: 'text', type: 'equals', filter: 'x' } } }))).toBe(
      "Unknown filter column 'secret'.",
    );
    expect(queryError(JSON.stringify({ sortModel: [{ colId: 'secret', sort: 'asc' }] }))).toBe("Unknown sort column 'secret'.");
    expect(queryError(JSON.stringify({ filterModel: { constructor: { filterType: 'text', type: 'equals', filter: 'x' } } }))).toBe(
      "Unknown filter column 'constructor'.",
    );
  });
  it('refuses unknown operators and a filter of the wrong kind', () => {
    expect(queryError(JSON.stringify({ filterModel: { po: { filterType: 'text', type: 'regex', filter: 'x' } } }))).toBe(
      "Unknown text filter 'regex' on column 'po'.",
    );
    expect(queryError(JSON.stringify({ filterModel: { total: { filterType: 'text', type: 'equals', filter: '1' } } }))).toBe(
      "Column 'total' takes a number filter, not 'text'.",
    );
    expect(
      queryError(JSON.stringify({ filterModel: { created: { filterType: 'date', type: 'greaterThanOrEqual', dateFrom: '2026-01-01' } } })),
    ).toMatch(/Unknown date filter/);
    expect(queryError(JSON.stringify({ filterModel: { flag: { filterType: 'text', type: 'contains', filter: 'x' } } }))).toMatch(
      /boolean filter/,
    );
    expect(queryError(JSON.stringify({ filterModel: { po: { filterType: 'text', operator: 'XOR', conditions: [] } } }))).toMatch(
      /AND or OR/,
    );
  });
  it('takes 1 to MAX_FILTER_CONDITIONS conditions (the contracts schema), conditions may leave out their filterType', () => {
    const condition = { filterType: 'text', type: 'equals', filter: 'x' };
    const combined = (n: number) =>
      JSON.stringify({ filterModel: { po: { filterType: 'text', operator: 'OR', conditions: Array(n).fill(condition) } } });
    expect(MAX_FILTER_CONDITIONS).toBe(10);
    expect(queryError(combined(MAX_FILTER_CONDITIONS + 1))).toBe("Combined filter of column 'po' needs 1 to 10 conditions.");
    expect(queryError(combined(0))).toBe("Combined filter of column 'po' needs 1 to 10 conditions.");
    expect(() => parseGridQuery({ query: combined(MAX_FILTER_CONDITIONS) }, columns, opts)).not.toThrow();
    expect(where({ po: { filterType: 'text', operator: 'AND', conditions: [{ type: 'equals', filter: 'a' }] } }).sql).toBe('"t"."po" = $1');
    expect(
      queryError(
        JSON.stringify({
          filterModel: { po: { filterType: 'text', operator: 'AND', conditions: [{ filterType: 'number', type: 'equals', filter: 1 }] } },
        }),
      ),
    ).toBe("Column 'po' takes a text filter, not 'number'.");
  });
  it('refuses set filters with too many or non-text values', () => {
    expect(queryError(JSON.stringify({ filterModel: { status: { filterType: 'set', values: Array(1001).fill('A') } } }))).toBe(
      "Set filter on column 'status' has too many values.",
    );
    expect(queryError(JSON.stringify({ filterModel: { status: { filterType: 'set', values: [1] } } }))).toBe(
      "Set filter on column 'status' takes text values.",
    );
    expect(queryError(JSON.stringify({ filterModel: { status: { filterType: 'set' } } }))).toBe(
      "Set filter on column 'status' needs values.",
    );
  });
  it('refuses a bad sort direction and a wrong shape', () => {
    expect(queryError(JSON.stringify({ sortModel: [{ colId: 'po', sort: 'up' }] }))).toMatch(/^Invalid query at sortModel/);
    expect(queryError(JSON.stringify([1, 2]))).toMatch(/^Invalid query/);
  });
});

describe('filterUsesIndex', () => {
  const indexed: GridColumns = {
    ...columns,
    po: { ...columns.po!, indexed: (type) => type === 'startsWith' },
    name: { ...columns.name!, indexed: (type, value) => type === 'contains' && String(value).length >= 3 },
  };
  const uses = (filterModel: Record<string, unknown>) => filterUsesIndex(filterModel, indexed);
  it('is true when some filtered column has an index for every condition', () => {
    expect(uses({ po: { filterType: 'text', type: 'startsWith', filter: 'PO-1' } })).toBe(true);
    expect(uses({ po: { filterType: 'text', type: 'startsWith', filter: 'PO-1' }, flag: { filterType: 'boolean', type: 'true' } })).toBe(
      true,
    );
    expect(
      uses({
        po: {
          filterType: 'text',
          operator: 'OR',
          conditions: [
            { type: 'startsWith', filter: 'A' },
            { type: 'startsWith', filter: 'B' },
          ],
        },
      }),
    ).toBe(true);
    expect(uses({ name: { filterType: 'text', type: 'contains', filter: 'and' } })).toBe(true);
  });
  it('is false for filters no index answers by itself', () => {
    expect(uses({})).toBe(false);
    expect(uses({ po: { filterType: 'text', type: 'contains', filter: '1050' } })).toBe(false);
    expect(
      uses({
        po: {
          filterType: 'text',
          operator: 'OR',
          conditions: [
            { type: 'startsWith', filter: 'A' },
            { type: 'endsWith', filter: 'B' },
          ],
        },
      }),
    ).toBe(false);
    expect(uses({ name: { filterType: 'text', type: 'contains', filter: 'an' } })).toBe(false);
    expect(uses({ flag: { filterType: 'boolean', type: 'true' } })).toBe(false);
  });
});

describe('contentRange', () => {
  it('formats a page and an empty result', () => {
    expect(contentRange(0, 50, 1234)).toBe('items 0-49/1234');
    expect(contentRange(50, 3, 53)).toBe('items 50-52/53');
    expect(contentRange(0, 0, 0)).toBe('items */0');
  });
});
