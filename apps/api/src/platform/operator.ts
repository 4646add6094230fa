// The marketplace's operators: users without a supplier (users.is_operator) who sign in on the same login and work
// in the /ops console. The session guard (auth.ts) sets request.operator from the same token as request.actor; exactly
// one of the two is set for a valid session. Supplier calls refuse operators (requireActor); the /api/ops guard
// (modules/ops, requireOperator) refuses supplier users, both with 403.

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
