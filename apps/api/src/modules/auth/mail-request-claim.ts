// The write of a requested code or reset mail (docs/decisions/reliability-promises.md): for an active user with the
// address, in the transaction that marks the request handled, so the mail is written once, by the request's own
// after-response task or by the sweep (mail-requests.ts) when that process died first.
import type { Tx } from '../../db/client.ts';
import type { AuthDeps } from './auth.deps.ts';
import { claimMailRequest, findUserByEmail, type SignInUser } from './auth.queries.ts';

export async function writeRequestedMail(
  deps: AuthDeps,
  email: string,
  requestId: number,
  write: (tx: Tx, user: SignInUser, now: Date) => Promise<void>,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await claimMailRequest(tx, requestId, now)) || !user?.isActive) return;
    await write(tx, user, now);
  });
}
