// Throwaway users for tests that change passwords, sessions or throttles, so no test depends on another: a person with
// one membership (or several: `alsoOf`), as the portal's users are since migration 0050.
import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { supplierMemberships, users } from '../src/db/schema/index.ts';
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
  opts: {
    supplierId: number;
    isActive?: boolean;
    isAdmin?: boolean;
    password?: string | null;
    firstName?: string;
    lastName?: string;
    /** Further memberships of the same person (accepted unless `pending`). */
    alsoOf?: { supplierId: number; isAdmin?: boolean; isActive?: boolean; pending?: boolean }[];
  },
): Promise<TestUser> {
  const email = `user-${randomBytes(4).toString('hex')}@factory.test`;
  const password = opts.password === undefined ? FACTORY_PASSWORD : opts.password;
  const [row] = await db
    .insert(users)
    .values({
      userName: email,
      email,
      firstName: opts.firstName ?? 'Fay',
      lastName: opts.lastName ?? 'Factory',
      passwordHash: password === null ? null : await hashPassword(password, FACTORY_HASH_COST),
    })
    .returning({ id: users.id, createdOn: users.createdOn });
  const memberships = [{ supplierId: opts.supplierId, isAdmin: opts.isAdmin, isActive: opts.isActive }, ...(opts.alsoOf ?? [])];
  await db.insert(supplierMemberships).values(
    memberships.map((m) => ({
      userId: row!.id,
      supplierId: m.supplierId,
      isAdmin: m.isAdmin ?? false,
      isActive: m.isActive ?? true,
      createdOn: row!.createdOn,
      acceptedOn: 'pending' in m && m.pending ? null : row!.createdOn,
    })),
  );
  return { id: row!.id, email, password: password ?? '' };
}
