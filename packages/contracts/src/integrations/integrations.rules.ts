// What a supplier API token may do: the scope each call needs and the calls a token may make per minute, read by the
// API's token guard (modules/integrations) and its API document (platform/openapi).
import type { ApiTokenScope } from './integrations.schemas.ts';

/**
 * Calls per token and clock minute, across all API processes; an integration polling or bulk-updating stays well
 * below. The window is the clock's minute (one counter per token and minute), so a burst across a minute's end may
 * reach twice this.
 */
export const API_TOKEN_CALLS_PER_MINUTE = 600;

/** The scope a call needs from a token, or 'session' for calls only a signed-in Admin makes. */
export function requiredScope(method: string, url: string): ApiTokenScope | 'session' {
  const path = url.replace(/^\/api/, '');
  // the EDI page is the Admin's own (docs/decisions/edi.md): an integrator's files travel as X12, not through tokens
  if (/^\/(integrations|supplier-users|auth|ops|edi)(\/|$)/.test(path)) return 'session';
  // payments, reads included, take the accounting scope (docs/decisions/payments.md)
  if (/^\/payments(\/|$)/.test(path)) return 'accounting:write';
  // cases, reads included, take the support scope (docs/decisions/cases.md)
  if (/^\/cases(\/|$)/.test(path)) return 'support';
  if (method === 'GET' || method === 'HEAD') return 'read';
  // POSTs that only read (a file built from a query, a calculation)
  if (path === '/orders/export' || path === '/supplier-agreements/calculate-allowance') return 'read';
  if (/^\/(orders|supplier-agreements)(\/|$)/.test(path)) return 'orders:write';
  if (/^\/accounting(\/|$)/.test(path)) return 'accounting:write';
  return 'session';
}
