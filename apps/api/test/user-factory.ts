// Throwaway users for tests that change passwords, sessions or throttles, so no test depends on another.
import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/auth/index.ts';

export const FACTORY_PASSWORD = 'Factory-pass-1';
/** A throwaway user's hash is cheap (the portal's own hashes keep their cost: password-hashes.ts). */
const FACTORY_HASH_COST = { N: 1 << 10 };

export interface TestUser {
  id: number;
  email: string;
  password: string;
}

export async function createUser(
  db: Db,
  opts: { supplierId: number; isActive?: boolean; isAdmin?: boolean; password?: string | null; firstName?: string; lastName?: string },
): Promise<TestUser> {
  const email = `user-${randomBytes(4).toString('hex')}@factory.test`;
  const password = opts.password === undefined ? FACTORY_PASSWORD : opts.password;
  const [row] = await db
    .insert(users)
    .values({
      supplierId: opts.supplierId,
      userName: email,
      email,
      firstName: opts.firstName ?? 'Fay',
      lastName: opts.lastName ?? 'Factory',
      isActive: opts.isActive ?? true,
      isAdmin: opts.isAdmin ?? false,
      passwordHash: password === null ? null : await hashPassword(password, FACTORY_HASH_COST),
    })
    .returning({ id: users.id });
  return { id: row!.id, email, password: password ?? '' };
}
