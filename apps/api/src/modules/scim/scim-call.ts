// What every SCIM call works with: the token's supplier (the actor), where the call came from, the base of the
// resources' `location`; and the one transaction a change runs in with its audit rows (docs/decisions/auth.md,
// "SCIM provisioning": the log names "SCIM" as the one who made it).
import type { ScimChange } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth.ts';
import { publish } from '../../platform/events/domain-events.ts';
import type { AuthDeps } from '../auth/index.ts';

export interface ScimCall {
  deps: AuthDeps;
  actor: Actor;
  ip: string;
  base: string;
}

/** Records that the call changed a person's membership (written as an audit row when the transaction commits). */
export type Changed = (userId: number, change: ScimChange) => void;

/** Runs the change in one transaction with the `scim.provisioned` events of what it changed. */
export async function inScimTransaction<T>(call: ScimCall, work: (db: Db, changed: Changed) => Promise<T>): Promise<T> {
  return call.deps.db.transaction(async (tx) => {
    const changes: { userId: number; change: ScimChange }[] = [];
    const result = await work(tx as unknown as Db, (userId, change) => changes.push({ userId, change }));
    await publish(
      tx,
      changes.map(({ userId, change }) => ({
        type: 'scim.provisioned' as const,
        supplierId: call.actor.supplierId,
        userId,
        change,
        scimTokenId: call.actor.scimTokenId!,
        ip: call.ip,
      })),
      call.deps.clock.now(),
    );
    return result;
  });
}
