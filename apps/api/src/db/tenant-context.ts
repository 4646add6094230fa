// Whose data a database statement may touch (docs/decisions/row-level-security.md). Every API request runs in a context (platform/tenancy/request-context.ts): the signed-in supplier, an
// operator (across suppliers) or nobody yet (public routes: no tenant row is visible). Code outside any request
// (startup, seed, migrations, background listeners, test fixtures) is the system. On PostgreSQL with row-level
// security (DATABASE_OWNER_URL or DATABASE_APP_ROLE), the db client (client.ts) turns the context into
// per-transaction settings the policies of migration 0024 read, and sends the system's statements to the owner.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';

export interface TenantContext {
  /** The signed-in user's supplier; null until the session guard has read the token (or none). */
  supplierId: number | null;
  /** An operator acts across suppliers (app.operator = 'on'). */
  operator: boolean;
}

export const tenantContext = new AsyncLocalStorage<TenantContext>();

/**
 * Runs `work` as the system (no tenant context), for the few lookups that find WHICH supplier a request is before
 * it is known: an API token by its hash. Keep it to such lookups; everything else runs in the request's context.
 */
export const asSystem = <T>(work: () => PromiseLike<T>): Promise<T> =>
  // awaited inside exit(): a query builder runs when awaited (then), which must happen outside the request's context
  tenantContext.exit(async () => await work());

/** The current request's context; undefined outside any request (the system). */
export const currentTenant = (): TenantContext | undefined => tenantContext.getStore();

/**
 * The signature of a transaction's tenant settings (migration 0027): sha256 hex of "secret|supplier|operator", the
 * secret read by the owner at start (`tenant_context_secret`, which the login role cannot read). The policies take the
 * supplier and the operator's reach only through functions that check it, so settings changed by injected SQL
 * (`set_config`) are ignored: without the secret nobody else can sign them.
 */
export function signTenantSettings(secret: string, supplier: string, operator: 'on' | 'off'): string {
  return createHash('sha256').update(`${secret}|${supplier}|${operator}`, 'utf8').digest('hex');
}

/**
 * The statements that give a request's statement or transaction its tenant: the settings the policies read and their
 * signature, all LOCAL to the transaction (right behind PgBouncer in transaction mode), behind `set local role` when
 * the owner connects and switches to the app role (DATABASE_APP_ROLE; no appRole: the connection already is the login
 * role). One statement each: the db client sends them in the same pipeline as the statement they prepare
 * (client.ts, `PreludedQuery`). null for the system (no context): its statements go to the owner (the owner's pool,
 * or the owner connection unchanged).
 */
export function tenantPrelude(ctx: TenantContext | undefined, secret: string, appRole?: string): PreludeStatement[] | null {
  if (!ctx) return null;
  const supplier = ctx.supplierId === null ? '' : String(Math.trunc(ctx.supplierId));
  const operator = ctx.operator ? 'on' : 'off';
  return [
    ...(appRole ? [{ text: `set local role "${appRole.replaceAll('"', '""')}"` }] : []),
    {
      text: TENANT_SETTINGS_SQL,
      values: [supplier, operator, signTenantSettings(secret, supplier, operator)],
      name: TENANT_SETTINGS_STATEMENT,
    },
  ];
}

/** One statement of a prelude: its text, and its values and statement name when it takes values. */
export interface PreludeStatement {
  text: string;
  values?: readonly string[];
  /** Where statements may be named (DATABASE_PREPARED_STATEMENTS): parsed once per connection under this name. */
  name?: string;
}

/** The settings statement: one text for every tenant, its values bound, so a connection parses and plans it once. */
export const TENANT_SETTINGS_SQL =
  "select set_config('app.supplier_id', $1, true), set_config('app.operator', $2, true), set_config('app.tenant_sig', $3, true)";
export const TENANT_SETTINGS_STATEMENT = 'portal-tenant-settings';

/**
 * The prelude as one text, for the simple protocol (text of several statements): the values written in as literals.
 * They are digits, 'on'/'off' and a hex signature: nothing in them needs quoting beyond the quotes.
 */
export function preludeText(prelude: readonly PreludeStatement[]): string {
  return prelude
    .map((s) => (s.values ? s.text.replace(/\$(\d+)/g, (_, i: string) => `'${s.values![Number(i) - 1]!.replaceAll("'", "''")}'`) : s.text))
    .join('; ');
}
