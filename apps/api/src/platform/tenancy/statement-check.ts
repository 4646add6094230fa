// The distribution-ready rule as a check (docs/decisions/tenancy.md): every SQL statement a request sends that touches a tenant table filters that table on supplier_id (or
// joins it on supplier_id to a table that is), and every insert into one names supplier_id. The API tests record
// the statements their requests run (test/helper.ts) and fail a file whose requests broke the rule. Written for the
// SQL drizzle and our raw queries produce, not for any SQL: quoted identifiers, aliases, joins, subqueries; comma
// joins are not seen (none in the code base).
import { TENANT_TABLES } from '../../db/tenant-tables.ts';

export { REFERENCE_TABLES_WITH_SUPPLIER, TENANT_TABLES } from '../../db/tenant-tables.ts';

/** Statements allowed without the filter, each with the reason (keep this list short). */
export const ALLOWED_STATEMENTS: { pattern: RegExp; reason: string }[] = [];

const NOT_ALIAS = new Set(
  'where on set inner left right full cross join order group limit offset values using for select returning as natural lateral union except intersect having window default'.split(
    ' ',
  ),
);

export interface StatementViolation {
  statement: string;
  table: string;
  reason: string;
}

function normalize(text: string): string {
  return text
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/--[^\n]*/g, ' ')
    .replace(/"/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The violations of one statement (empty when it keeps the rule). */
export function checkStatement(text: string, tenantTables: ReadonlySet<string> = TENANT_TABLES): StatementViolation[] {
  if (ALLOWED_STATEMENTS.some((a) => a.pattern.test(text))) return [];
  const sql = normalize(text);
  const refs: { keyword: string; table: string; alias: string | null; index: number }[] = [];
  const refPattern = /\b(from|join|update|into)\s+(?:only\s+)?(?:public\.)?([a-z_][a-z0-9_]*)(?:\s+(?:as\s+)?([a-z_][a-z0-9_]*))?/g;
  for (const m of sql.matchAll(refPattern)) {
    const alias = m[3] && !NOT_ALIAS.has(m[3]) ? m[3] : null;
    refs.push({ keyword: m[1]!, table: m[2]!, alias, index: m.index });
  }
  const violations: StatementViolation[] = [];
  for (const ref of refs) {
    if (!tenantTables.has(ref.table)) continue;
    if (ref.keyword === 'into') {
      const columns = new RegExp(`into (?:public\\.)?${esc(ref.table)}\\s*\\(([^)]*)\\)`).exec(sql.slice(ref.index));
      if (!columns || !/\bsupplier_id\b/.test(columns[1]!))
        violations.push({ statement: text, table: ref.table, reason: 'an insert that does not name supplier_id' });
      continue;
    }
    const names = [...new Set([ref.alias, ref.table].filter((n): n is string => n !== null))].map(esc).join('|');
    const qualified = new RegExp(
      `(?:\\b(?:${names})\\.supplier_id\\s*(?:=|<>|in\\s*\\(|is\\b))|(?:(?:=|<>)\\s*(?:${names})\\.supplier_id\\b)`,
    );
    // A bare supplier_id condition between this table and the next table named belongs to it (with two tables that
    // have the column in one scope, PostgreSQL refuses the bare name as ambiguous).
    const next = refs.find((r) => r.index > ref.index)?.index ?? sql.length;
    const bare = /(?:(?:^|[^.\w])supplier_id\s*(?:=|in\s*\())|(?:=\s*supplier_id\b)/;
    if (qualified.test(sql) || bare.test(sql.slice(ref.index, next))) continue;
    violations.push({ statement: text, table: ref.table, reason: 'no supplier_id condition on it' });
  }
  return violations;
}

/** The violations of many statements, each statement once. */
export function checkStatements(statements: Iterable<string>): StatementViolation[] {
  return [...new Set(statements)].flatMap((s) => checkStatement(s));
}
