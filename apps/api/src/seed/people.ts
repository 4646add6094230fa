// A demo person and their memberships (migration 0050): the person signs in, each membership says for which supplier,
// with which role and whether it is active.
import type { Tx } from '../db/client.ts';
import { supplierMemberships, users } from '../db/schema/index.ts';

export interface SeedPerson {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
}

export interface SeedMembership {
  supplierId: number;
  isAdmin?: boolean;
  isActive?: boolean;
}

export async function insertPerson(tx: Tx, person: SeedPerson, memberships: readonly SeedMembership[]): Promise<number> {
  const [row] = await tx
    .insert(users)
    .values({ userName: person.email.toLowerCase(), ...person })
    .returning({ id: users.id, createdOn: users.createdOn });
  const userId = row!.id;
  if (memberships.length)
    await tx.insert(supplierMemberships).values(
      memberships.map((m) => ({
        userId,
        supplierId: m.supplierId,
        isAdmin: m.isAdmin ?? false,
        isActive: m.isActive ?? true,
        createdOn: row!.createdOn,
        acceptedOn: row!.createdOn,
      })),
    );
  return userId;
}
