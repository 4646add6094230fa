// Supplier invitations: created by the marketplace (createInvitation, for the operations console), looked up by the
// public application page. The token is long and random and only its sha256 hash is stored.
import { eq } from 'drizzle-orm';
import { invitationState, APPLICATION_MESSAGES, type SupplierInvitation } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { supplierInvitations } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { takeAttempt } from '../../platform/attempt-throttle.ts';
import { NotFound } from '../../platform/errors.ts';
import { newOpaqueToken, sha256 } from '../../platform/opaque-tokens.ts';
import { INVITATION_MISS_LIMIT, missKey } from './application.throttle.ts';

export interface ApplicationDeps {
  db: Db;
  clock: Clock;
}

/** Decided (docs/decisions/application.md): an invitation is open for 30 days unless the creator says otherwise. */
export const INVITATION_TTL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CreateInvitationOptions {
  /** Days from now until it expires (negative: already expired). */
  expiresInDays?: number;
  invitedName?: string;
  /** A fixed token (demo data only); a new random one otherwise. */
  token?: string;
  /** The address the operations console mails the link to, and the operator who made it. */
  invitedEmail?: string;
  createdBy?: number;
}

export interface CreatedInvitation {
  id: number;
  /** The only time the token exists in clear: put it in the link, it cannot be read back. */
  token: string;
  expiredOn: Date;
}

export async function createInvitation(deps: ApplicationDeps, options: CreateInvitationOptions = {}): Promise<CreatedInvitation> {
  const token = options.token ?? newOpaqueToken();
  const now = deps.clock.now();
  const expiredOn = new Date(now.getTime() + (options.expiresInDays ?? INVITATION_TTL_DAYS) * DAY_MS);
  const [row] = await deps.db
    .insert(supplierInvitations)
    .values({
      tokenHash: sha256(token),
      invitedName: options.invitedName ?? null,
      invitedEmail: options.invitedEmail ?? null,
      createdBy: options.createdBy ?? null,
      lastSentOn: options.invitedEmail ? now : null,
      createdOn: now,
      expiredOn,
    })
    .returning({ id: supplierInvitations.id });
  return { id: row!.id, token, expiredOn };
}

export async function findInvitation(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(supplierInvitations)
    .where(eq(supplierInvitations.tokenHash, sha256(token)));
  return row;
}

/**
 * A lookup or submit counts as a miss against the address when it starts (check and count in one step,
 * platform/attempt-throttle.ts); one that finds its invitation releases the count.
 */
export async function findInvitationCountingMisses(deps: ApplicationDeps, token: string, ip: string) {
  const miss = await takeAttempt(deps, missKey(ip), INVITATION_MISS_LIMIT);
  const row = await findInvitation(deps.db, token);
  if (!row) throw new NotFound(APPLICATION_MESSAGES.invitationNotFound);
  await miss.release();
  return row;
}

/** contactEmail: the marketplace's onboarding address (ONBOARDING_CONTACT_EMAIL), which an expired invitation names. */
export async function lookupInvitation(
  deps: ApplicationDeps & { contactEmail: string },
  token: string,
  ip: string,
): Promise<SupplierInvitation> {
  const row = await findInvitationCountingMisses(deps, token, ip);
  const hasApplication = row.usedOn !== null;
  return {
    id: row.id,
    createdOn: row.createdOn.toISOString(),
    expiredOn: row.expiredOn.toISOString(),
    invitationToken: token,
    hasApplication,
    notFound: false,
    state: invitationState({ hasApplication, expiredOn: row.expiredOn }, deps.clock.now()),
    contactEmail: deps.contactEmail,
  };
}
