// The server side of AG Grid's server-row model: a per-grid whitelist of columns turns {sortModel, filterModel},
// limit and offset into Drizzle SQL. Nothing from the request reaches SQL except as a bound parameter.
import type { FastifyReply } from 'fastify';
import { and, asc, Column, desc, is, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  addCalendarDays,
  FILTER_SCHEMAS_OF_KIND,
  GRID_LIMIT_MAX,
  gridQuery,
  isValidDay,
  MAX_FILTER_CONDITIONS,
  PAGE_SIZE,
  type SortModelItem,
} from '@portal/contracts';
import { z } from 'zod';
import { Invalid } from './errors.ts';

export type GridFilterKind = 'text' | 'number' | 'date' | 'set' | 'boolean';

export interface GridColumn {
  /** A column or an SQL expression (e.g. lower(first || ' ' || last)). */
  sql: AnyPgColumn | SQL;
  kind: GridFilterKind;
  sortable?: boolean;
  /**
   * An integer (an id, a count): a number filter's whole value is compared as an integer, so the column's index serves
   * it. A table's integer column is one by its type (integerColumn); an SQL expression says so here.
   */
  integer?: boolean;
  filterable?: boolean;
  /**
   * Whether an index of this column finds the rows of a filter condition by itself (e.g. a prefix index for
   * 'startsWith'): only then can a filter that matches few rows be read filter-first (filterUsesIndex).
   */
  indexed?: (type: string, value: unknown) => boolean;
  /** Text: how the typed value is normalised before comparing (the expression must match, e.g. lower(...)). */
  normalize?: 'lower' | 'upper';
  /** Date: a timestamptz (whole UTC days) or a date column. */
  dateType?: 'timestamptz' | 'date';
  /**
   * Date of a timestamptz: the time zone whose days a filter's day means (a deduction's `postedOn` against the New
   * York days of the payments area, SUPPLIER_TIME_ZONE); without it, UTC days.
   */
  dayTimeZone?: string;
  /** Set: the allowed values; others are a 400. */
  setValues?: readonly string[];
  /**
   * Set: one value's condition, for an expression the planner cannot estimate (a CASE): `value = <expression>` is
   * guessed at half a percent of the rows whatever the value, the conditions on plain columns are estimated from
   * their statistics (and may use a partial index).
   */
  valueCondition?: (value: string) => SQL;
}
export type GridColumns = Record<string, GridColumn>;

export interface GridPage {
  where: SQL | undefined;
  /** The validated filter model (column -> model), for callers that answer some filters another way (e.g. counters). */
  filterModel: Record<string, unknown>;
  /** The sorted columns in order (the default sort when the request has none), without the tiebreaker. */
  sortColumns: string[];
  orderBy: SQL[];
  /**
   * The same order through expressions no index matches (`col || ''`, `col + 0`): the planner then reads the rows the
   * filter selects by the filter's best index and sorts them, instead of walking the sort column's index.
   */
  orderByFiltered: SQL[];
  /** The same order as plain keys (the sorted columns, then the tiebreaker), for callers that sort a subquery's rows. */
  sortKeys: { sql: AnyPgColumn | SQL; direction: 'asc' | 'desc' }[];
  limit: number;
  offset: number;
}

export interface GridQueryInput {
  limit?: number | string;
  offset?: number | string;
  query?: string;
}

const fail = (message: string): never => {
  throw Invalid.field(['query'], message);
};

const pageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(GRID_LIMIT_MAX).default(PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The least string above every string that starts with `prefix`, in code point order (which is UTF-8's byte order,
 * the order of PostgreSQL's pattern operators ~<~ and ~>=~): the prefix with its last character one code point
 * higher. null when there is none (the last character is the highest code point).
 */
export function prefixUpperBound(prefix: string): string | null {
  const chars = [...prefix];
  const last = chars.pop()?.codePointAt(0);
  if (last === undefined || last >= 0x10ffff) return null;
  // Surrogate code points are not characters; the next character after U+D7FF is U+E000.
  const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
  return chars.join('') + String.fromCodePoint(next);
}

function requireValue<T>(value: T | null | undefined, field: string, type: string): T {
  if (value === null || value === undefined || value === '') fail(`Filter '${type}' on column '${field}' needs a value.`);
  return value as T;
}

function textCondition(field: string, col: GridColumn, c: Record<string, unknown>): SQL {
  const type = String(c.type);
  const e = col.sql;
  if (type === 'blank') return sql`(${e} is null or ${e} = '')`;
  if (type === 'notBlank') return sql`(${e} is not null and ${e} <> '')`;
  let v = requireValue(c.filter as string | null | undefined, field, type);
  if (col.normalize === 'lower') v = v.toLowerCase();
  if (col.normalize === 'upper') v = v.toUpperCase();
  switch (type) {
    case 'equals':
      return sql`${e} = ${v}`;
    case 'notEqual':
      return sql`${e} is distinct from ${v}`;
    case 'contains':
      return sql`${e} like ${`%${escapeLike(v)}%`}`;
    case 'notContains':
      return sql`(${e} is null or ${e} not like ${`%${escapeLike(v)}%`})`;
    case 'startsWith': {
      // A range in the pattern operators' byte order, which the "starts with" indexes (text_pattern_ops) answer as
      // their index condition alone; LIKE 'v%' gets the same range from the planner but re-checks the pattern on
      // every matching entry (a third of the index scan for "PO-1050", 10,000 entries; docs/performance.md).
      const upper = prefixUpperBound(v);
      return upper === null ? sql`${e} like ${`${escapeLike(v)}%`}` : sql`(${e} ~>=~ ${v} and ${e} ~<~ ${upper})`;
    }
    case 'endsWith':
      return sql`${e} like ${`%${escapeLike(v)}`}`;
  }
  return fail(`Unknown text filter '${type}' on column '${field}'.`);
}

// The conditions below are already validated by the contracts' schemas (validFilter): known operators, values of the
// right type; what is left is a value for an operator that needs one, and a real day.
const finiteNumber = (field: string, type: string, value: unknown): number => requireValue(value as number | null | undefined, field, type);

/** The integer types of PostgreSQL as drizzle names their columns. */
const INTEGER_COLUMN_TYPES = new Set([
  'PgInteger',
  'PgSmallInt',
  'PgBigInt53',
  'PgBigInt64',
  'PgSerial',
  'PgSmallSerial',
  'PgBigSerial53',
  'PgBigSerial64',
]);

/** Whether the grid column holds whole numbers: said by the column, or by the type of the table's column it reads. */
export function integerColumn(col: GridColumn): boolean {
  return col.integer ?? (is(col.sql, Column) && INTEGER_COLUMN_TYPES.has(col.sql.columnType));
}

function numberCondition(field: string, col: GridColumn, c: Record<string, unknown>): SQL {
  const type = String(c.type);
  const e = col.sql;
  if (type === 'blank') return sql`${e} is null`;
  if (type === 'notBlank') return sql`${e} is not null`;
  const v = finiteNumber(field, type, c.filter);
  // numeric text keeps the comparison exact for money columns; an integer column compared with a whole number stays
  // an integer comparison (bigint: any safe integer), which its btree index serves (integer = numeric is read row by row)
  const integer = integerColumn(col);
  const p = (n: number) => (integer && Number.isSafeInteger(n) ? sql`${String(n)}::bigint` : sql`${String(n)}::numeric`);
  switch (type) {
    case 'equals':
      return sql`${e} = ${p(v)}`;
    case 'notEqual':
      return sql`${e} is distinct from ${p(v)}`;
    case 'greaterThan':
      return sql`${e} > ${p(v)}`;
    case 'greaterThanOrEqual':
      return sql`${e} >= ${p(v)}`;
    case 'lessThan':
      return sql`${e} < ${p(v)}`;
    case 'lessThanOrEqual':
      return sql`${e} <= ${p(v)}`;
    case 'inRange': {
      const to = finiteNumber(field, type, c.filterTo);
      return sql`${e} between ${p(Math.min(v, to))} and ${p(Math.max(v, to))}`;
    }
  }
  return fail(`Unknown number filter '${type}' on column '${field}'.`);
}

/** 'yyyy-MM-dd[ HH:mm:ss]' -> 'yyyy-MM-dd' after checking it is a real day between 1900 and 100 years ahead. */
function gridDay(field: string, value: string | null | undefined, type: string): string {
  const v = requireValue(value, field, type);
  const day = v.slice(0, 10);
  const year = Number(day.slice(0, 4));
  const maxYear = new Date().getUTCFullYear() + 100;
  if (!isValidDay(day) || year < 1900 || year > maxYear) fail(`Date on column '${field}' is not a valid date between 1900 and ${maxYear}.`);
  return day;
}
const nextDay = (day: string) => addCalendarDays(day, 1);

function dateCondition(field: string, col: GridColumn, c: Record<string, unknown>): SQL {
  const type = String(c.type);
  const e = col.sql;
  if (type === 'blank') return sql`${e} is null`;
  if (type === 'notBlank') return sql`${e} is not null`;
  // A day is a half-open range [day, day + 1) in UTC (or in the column's dayTimeZone: its midnight as an instant), so
  // a timestamptz index serves every operator.
  const bound = (day: string) =>
    col.dateType === 'date'
      ? sql`${day}::date`
      : col.dayTimeZone
        ? sql`(${day}::timestamp at time zone ${col.dayTimeZone})`
        : sql`${`${day}T00:00:00Z`}::timestamptz`;
  const from = gridDay(field, c.dateFrom as string | null | undefined, type);
  switch (type) {
    case 'equals':
      return sql`(${e} >= ${bound(from)} and ${e} < ${bound(nextDay(from))})`;
    case 'notEqual':
      return sql`(${e} is null or ${e} < ${bound(from)} or ${e} >= ${bound(nextDay(from))})`;
    case 'greaterThan':
      return sql`${e} >= ${bound(nextDay(from))}`;
    case 'lessThan':
      return sql`${e} < ${bound(from)}`;
    case 'inRange': {
      const to = gridDay(field, c.dateTo as string | null | undefined, type);
      const [lo, hi] = from <= to ? [from, to] : [to, from];
      return sql`(${e} >= ${bound(lo)} and ${e} < ${bound(nextDay(hi))})`;
    }
  }
  return fail(`Unknown date filter '${type}' on column '${field}'.`);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The readable message of a condition's first problem (key: the condition's field the schema refused). */
function conditionProblem(field: string, kind: GridFilterKind, c: Record<string, unknown>, key: PropertyKey | undefined): string {
  switch (key) {
    case 'filterType':
      return `Column '${field}' takes a ${kind} filter, not '${String(c.filterType ?? '')}'.`;
    case 'type':
      return `Unknown ${kind} filter '${String(c.type)}' on column '${field}'.`;
    case 'filter':
    case 'filterTo':
      return kind === 'number'
        ? `Filter '${String(c.type)}' on column '${field}' needs a finite number.`
        : `Filter on column '${field}' needs a text value.`;
    case 'dateFrom':
    case 'dateTo':
      return `Date on column '${field}' must be 'yyyy-MM-dd' or 'yyyy-MM-dd HH:mm:ss'.`;
  }
  return `Filter of column '${field}' is not valid.`;
}

/** The readable message of the first issue the contracts' schema found in a column's filter model. */
function filterProblem(field: string, kind: GridFilterKind, model: Record<string, unknown>, issue: z.core.$ZodIssue): string {
  const [first, index, key] = issue.path;
  if (kind === 'boolean') return `Column '${field}' takes a boolean filter (type 'true' or 'false').`;
  if (kind === 'set') {
    if (first === 'filterType') return conditionProblem(field, kind, model, first);
    if (first === 'values' && issue.path.length === 1)
      return issue.code === 'too_big'
        ? `Set filter on column '${field}' has too many values.`
        : `Set filter on column '${field}' needs values.`;
    return `Set filter on column '${field}' takes text values.`;
  }
  if (first === 'operator') return `Operator of column '${field}' must be AND or OR.`;
  if (first === 'conditions') {
    if (issue.path.length === 1) return `Combined filter of column '${field}' needs 1 to ${MAX_FILTER_CONDITIONS} conditions.`;
    const condition = (model.conditions as unknown[])[index as number];
    if (!isRecord(condition)) return `Filter of column '${field}' is not an object.`;
    return conditionProblem(field, kind, condition, key);
  }
  return conditionProblem(field, kind, model, first);
}

/** The column's filter, validated by the contracts' schema of its kind (a condition, or AND / OR of conditions). */
function validFilter(field: string, kind: GridFilterKind, model: Record<string, unknown>): Record<string, unknown> {
  const schemas = FILTER_SCHEMAS_OF_KIND[kind];
  const schema: z.ZodType = 'operator' in model && schemas.combined ? schemas.combined : schemas.condition;
  const parsed = schema.safeParse(model);
  if (!parsed.success) fail(filterProblem(field, kind, model, parsed.error.issues[0]!));
  return parsed.data as Record<string, unknown>;
}

function columnCondition(field: string, col: GridColumn, raw: Record<string, unknown>): SQL {
  const model = validFilter(field, col.kind, raw);
  if (col.kind === 'boolean') return model.type === 'true' ? sql`${col.sql} = true` : sql`${col.sql} = false`;
  if (col.kind === 'set') {
    const named: string[] = [];
    let withNull = false;
    for (const v of model.values as (string | null)[]) {
      if (v === null) withNull = true;
      else if (col.setValues && !col.setValues.includes(v)) fail(`Unknown value '${v}' for column '${field}'.`);
      else named.push(v);
    }
    const parts: SQL[] = [];
    if (named.length && col.valueCondition) parts.push(...named.map(col.valueCondition));
    else if (named.length)
      parts.push(
        sql`${col.sql} in (${sql.join(
          named.map((v) => sql`${v}`),
          sql`, `,
        )})`,
      );
    if (withNull) parts.push(sql`${col.sql} is null`);
    // Nothing ticked in a set filter shows no rows, as the grid does on the client.
    return parts.length ? or(...parts)! : sql`false`;
  }
  const kind = col.kind;
  const one = (c: Record<string, unknown>): SQL =>
    kind === 'text' ? textCondition(field, col, c) : kind === 'number' ? numberCondition(field, col, c) : dateCondition(field, col, c);
  if ('operator' in model) {
    const parts = (model.conditions as Record<string, unknown>[]).map(one);
    return (model.operator === 'AND' ? and(...parts) : or(...parts))!;
  }
  return one(model);
}

function parseQueryText(text: string | undefined): { sortModel: SortModelItem[]; filterModel: Record<string, unknown> } {
  if (text === undefined || text.trim() === '') return { sortModel: [], filterModel: {} };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail('The query must be JSON of {sortModel, filterModel}.');
  }
  const parsed = gridQuery.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return fail(`Invalid query at ${issue.path.join('.') || 'root'}: ${issue.message}`);
  }
  return parsed.data;
}

/**
 * The WHERE of a filter model (already parsed from the query text) over a column whitelist: used by parseGridQuery,
 * and by callers that answer the same filter from another table (e.g. the order counters).
 */
export function gridWhere(filterModel: Record<string, unknown>, columns: GridColumns): SQL | undefined {
  const conditions: SQL[] = [];
  for (const [field, model] of Object.entries(filterModel)) {
    const col = Object.hasOwn(columns, field) ? columns[field] : undefined;
    if (!col || col.filterable === false) fail(`Unknown filter column '${field}'.`);
    if (!isRecord(model)) fail(`Filter of column '${field}' is not an object.`);
    conditions.push(columnCondition(field, col!, model as Record<string, unknown>));
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Whether some filtered column of a (validated) filter model is answered by its own index in every condition
 * (GridColumn.indexed): then the few rows of a selective filter can be found without walking a sort order. Without
 * one, "filter first" would read every row of the supplier (a PO number "contains" has no index of its own).
 */
export function filterUsesIndex(filterModel: Record<string, unknown>, columns: GridColumns): boolean {
  return Object.entries(filterModel).some(([field, model]) => {
    const indexed = Object.hasOwn(columns, field) ? columns[field]!.indexed : undefined;
    if (!indexed || !isRecord(model)) return false;
    const conditions = Array.isArray(model.conditions) ? (model.conditions as unknown[]) : [model];
    return conditions.every((c) => isRecord(c) && indexed(String(c.type), c.filter ?? c.dateFrom));
  });
}

/** An expression that sorts exactly like the column but that no index matches. */
function unindexed(col: GridColumn): SQL {
  if (col.kind === 'number') return sql`(${col.sql} + 0)`;
  if (col.kind === 'date') return col.dateType === 'date' ? sql`(${col.sql} + 0)` : sql`(${col.sql} + interval '0 seconds')`;
  return sql`(${col.sql} || '')`;
}

export interface GridQueryOptions {
  defaultSort: readonly SortModelItem[];
  /** Unique key appended to every order so pages never overlap (e.g. orders.id). */
  tiebreaker: AnyPgColumn;
}

export function parseGridQuery(input: GridQueryInput, columns: GridColumns, options: GridQueryOptions): GridPage {
  const page = pageSchema.safeParse({ limit: input.limit, offset: input.offset });
  if (!page.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of page.error.issues) (errors[`$.${String(issue.path[0])}`] ??= []).push(issue.message);
    throw new Invalid(errors);
  }
  const { sortModel, filterModel } = parseQueryText(input.query);
  const where = gridWhere(filterModel, columns);
  const sorts = sortModel.length ? sortModel : options.defaultSort;
  // One list of keys (the sorted columns, then the tiebreaker in the first sort's direction) gives all three orders.
  const firstDirection = sorts[0]?.sort === 'asc' ? ('asc' as const) : ('desc' as const);
  const keys = [
    ...sorts.map((s) => {
      const col = Object.hasOwn(columns, s.colId) ? columns[s.colId] : undefined;
      if (!col || col.sortable === false) return fail(`Unknown sort column '${s.colId}'.`);
      return { sql: col.sql, unindexed: unindexed(col), direction: s.sort === 'asc' ? ('asc' as const) : ('desc' as const) };
    }),
    { sql: options.tiebreaker, unindexed: sql`(${options.tiebreaker} + 0)`, direction: firstDirection },
  ];
  const by = { asc, desc };
  const orderBy: SQL[] = keys.map((k) => by[k.direction](k.sql));
  const orderByFiltered: SQL[] = keys.map((k) => by[k.direction](k.unindexed));
  return {
    where,
    filterModel,
    sortColumns: sorts.map((s) => s.colId),
    orderBy,
    orderByFiltered,
    sortKeys: keys.map(({ sql, direction }) => ({ sql, direction })),
    limit: page.data.limit,
    offset: page.data.offset,
  };
}

/** `Content-Range: items 0-49/1234`; an empty page is `items *\/TOTAL`. */
export function contentRange(offset: number, rowCount: number, total: number): string {
  return rowCount === 0 ? `items */${total}` : `items ${offset}-${offset + rowCount - 1}/${total}`;
}
/** The grid calls' success header in the API document (route-docs.ts). */
export const CONTENT_RANGE_HEADER_DOCS = {
  'content-range': {
    type: 'string',
    description: 'The rows of this page and the total after the slash: `items 0-49/1234`; an empty page is `items */1234`.',
  },
} as const;
export function setContentRange(reply: FastifyReply, offset: number, rowCount: number, total: number): void {
  void reply.header('content-range', contentRange(offset, rowCount, total));
}
/** A grid call's answer: the page's range and total in Content-Range, its rows as the body. */
export function gridPageRows<Row>(reply: FastifyReply, page: { offset: number; rows: Row[]; total: number }): Row[] {
  setContentRange(reply, page.offset, page.rows.length, page.total);
  return page.rows;
}

/**
 * A page whose rows the module builds field by field from the contract (a mapper such as `toCaseSummary`, never a
 * database row passed on): sent as JSON text, so Fastify's zod serializer does not parse the 50 rows again before it
 * stringifies them (docs/decisions/orders-list-at-scale.md, "JSON built by PostgreSQL": the same reason). The route's
 * response schema stays, for the API document; the module's API tests check every row against the contract's row
 * schema, strict (`expectRowsOf` in test-app.ts).
 */
export function sendBuiltRows<Row>(reply: FastifyReply, page: { offset: number; rows: Row[]; total: number }): FastifyReply {
  setContentRange(reply, page.offset, page.rows.length, page.total);
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(page.rows));
}
