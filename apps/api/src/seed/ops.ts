// The demo operator of the marketplace (the /ops console): a user without a supplier, same demo password.
import type { Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

export const DEMO_OPERATOR = { email: 'ops@marketplace.test', firstName: 'Olivia', lastName: 'Operator' } as const;

export async function seedOperators(tx: Tx, passwordHash: string): Promise<Record<string, number>> {
  const [row] = await tx
    .insert(users)
    .values({
      isOperator: true,
      userName: DEMO_OPERATOR.email,
      email: DEMO_OPERATOR.email,
      firstName: DEMO_OPERATOR.firstName,
      lastName: DEMO_OPERATOR.lastName,
      passwordHash,
    })
    .returning({ id: users.id });
  return { [DEMO_OPERATOR.email]: row!.id };
}
