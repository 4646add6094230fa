// Every request runs in its own tenant context (db/tenant-context.ts): opened before any other hook, filled by the
// session guard (auth.ts) once the token names the supplier, read by the db client for every statement.
import type { FastifyInstance } from 'fastify';
import { currentTenant, tenantContext } from '../../db/tenant-context.ts';

export function registerTenantContext(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, _reply, done) => tenantContext.run({ supplierId: null, operator: false }, done));
}

/** The signed-in user's supplier: the request's statements see only its rows (row-level security on PostgreSQL). */
export function setRequestSupplier(supplierId: number | null): void {
  const ctx = currentTenant();
  if (ctx) ctx.supplierId = supplierId;
}

/** An operator's request acts across suppliers (app.operator = 'on'); call it where the operator session is checked. */
export function setRequestOperator(): void {
  const ctx = currentTenant();
  if (ctx) ctx.operator = true;
}

/**
 * Runs `work` as another supplier of the signed-in person: its statements see that supplier's rows and write them (a
 * session of the person there ended from this one writes its audit row there). Only for a supplier the person's own
 * records name (their refresh tokens), never one taken from input.
 */
export function actingForSupplier<T>(supplierId: number, work: () => Promise<T>): Promise<T> {
  const ctx = currentTenant();
  if (!ctx || ctx.supplierId === supplierId) return work();
  return tenantContext.run({ supplierId, operator: false }, work);
}
