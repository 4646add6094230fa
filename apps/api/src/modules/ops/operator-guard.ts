// The guard of every /api/ops call: operators only (the session itself is platform/auth.ts's, the operator's shape
// platform/operator.ts's).
import type { FastifyRequest } from 'fastify';
import { Forbidden, Unauthorized } from '../../platform/errors.ts';
import type { Operator } from '../../platform/operator.ts';

/** The signed-in operator: 401 without a session, 403 for a supplier user. */
export function requireOperator(request: FastifyRequest): Operator {
  if (request.operator) return request.operator;
  if (request.actor) throw new Forbidden('This call is for the marketplace operators.');
  throw new Unauthorized();
}
