// The marketplace's operators: users without a supplier (users.is_operator) who sign in on the same login and work
// in the /ops console. The session guard (auth.ts) sets request.operator from the same token as request.actor; exactly
// one of the two is set for a valid session. Supplier calls refuse operators (requireActor) and /api/ops calls refuse
// supplier users (requireOperator), both with 403.
import type { FastifyRequest } from 'fastify';
import { Forbidden, Unauthorized } from './errors.ts';

export interface Operator {
  userId: number;
  userName: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    operator: Operator | null;
  }
}

/** The signed-in operator: 401 without a session, 403 for a supplier user. */
export function requireOperator(request: FastifyRequest): Operator {
  if (request.operator) return request.operator;
  if (request.actor) throw new Forbidden('This call is for the marketplace operators.');
  throw new Unauthorized();
}
