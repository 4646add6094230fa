// The tenant tables: every table of the schema with a supplier_id column, reference tables aside (docs/decisions/tenancy.md). Read by the db client (which statements need the row-level-security settings) and the statement check.
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

/**
 * Tables with a supplier_id that are not one supplier's data: user accounts (operators have none; read at sign-in) and
 * supplier applications (they come before their supplier: submitted by a public applicant, decided by operators; the
 * column names the supplier an approval created), and deduction rules (the global rules have no supplier; the console
 * edits them and the rules' raise reads them; docs/decisions/payments.md). A person's memberships and the sign-in's
 * refresh and link tokens name a supplier too, and are read at sign-in before any supplier is known (migration 0050);
 * and EDI trading partners' SFTP sign-ins (read by user name at sign-in as users are, the name unique across
 * suppliers; docs/decisions/edi.md "SFTP").
 */
export const REFERENCE_TABLES_WITH_SUPPLIER = new Set([
  'users',
  'supplier_memberships',
  'refresh_tokens',
  'auth_tokens',
  'supplier_applications',
  'deduction_rules',
  'edi_sftp_accounts',
]);

export const TENANT_TABLES: ReadonlySet<string> = new Set(
  Object.values(schema as Record<string, unknown>)
    .filter((t): t is PgTable => t instanceof PgTable)
    .map((t) => getTableConfig(t))
    .filter((c) => c.columns.some((col) => col.name === 'supplier_id') && !REFERENCE_TABLES_WITH_SUPPLIER.has(c.name))
    .map((c) => c.name),
);

/** Does the SQL text name a tenant table (anywhere: a false positive only costs the settings' round trip)? */
export const TENANT_TABLE_PATTERN = new RegExp(`\\b(?:${[...TENANT_TABLES].sort((a, b) => b.length - a.length).join('|')})\\b`, 'i');
