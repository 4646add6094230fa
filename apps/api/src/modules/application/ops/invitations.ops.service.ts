// The invitations queue of the operations console: create (mails the application link), resend (a new token, so the
// link mailed before dies, and a fresh 30 days), expire (now). Each change is one transaction on the locked row; an
// invitation already used by an application is refused with 409, and so is expiring one that already expired.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { OPS_ONBOARDING_MESSAGES, type CreateOpsInvitationRequest, type OpsInvitation } from '@portal/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { supplierApplications, supplierInvitations } from '../../../db/schema/index.ts';
import { Conflict, NotFound } from '../../../platform/errors.ts';
import { readGridPage } from '../../../platform/grid-count.ts';
import { parseGridQuery, type GridColumns, type GridQueryInput } from '../../../platform/grid-query.ts';
import { newOpaqueToken, sha256 } from '../../../platform/opaque-tokens.ts';
import { createInvitation, INVITATION_TTL_DAYS } from '../invitations.service.ts';
import type { AuthDeps } from '../../auth/index.ts';
import type { Operator } from '../../ops/index.ts';
import { applicationLink, invitationMail } from './onboarding.mails.ts';
import { ROW_LOCK } from '../../../db/row-lock.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const stateSql = (now: Date): SQL<string> =>
  sql<string>`case when ${supplierInvitations.usedOn} is not null then 'Applied' when ${supplierInvitations.expiredOn} <= ${now.toISOString()}::timestamptz then 'Expired' else 'Open' end`;

const invitationColumns = (now: Date): GridColumns => ({
  invitedEmail: { sql: sql`lower(${supplierInvitations.invitedEmail})`, kind: 'text', normalize: 'lower' },
  invitedName: { sql: sql`lower(${supplierInvitations.invitedName})`, kind: 'text', normalize: 'lower' },
  createdOn: { sql: supplierInvitations.createdOn, kind: 'date' },
  expiredOn: { sql: supplierInvitations.expiredOn, kind: 'date' },
  lastSentOn: { sql: supplierInvitations.lastSentOn, kind: 'date' },
  state: { sql: stateSql(now), kind: 'set', setValues: ['Open', 'Expired', 'Applied'] },
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const invitationSelect = (now: Date) => ({
  id: supplierInvitations.id,
  invitedEmail: supplierInvitations.invitedEmail,
  invitedName: supplierInvitations.invitedName,
  createdOn: supplierInvitations.createdOn,
  expiredOn: supplierInvitations.expiredOn,
  lastSentOn: supplierInvitations.lastSentOn,
  state: stateSql(now),
  applicationId: supplierApplications.id,
});

interface InvitationRow {
  id: number;
  invitedEmail: string | null;
  invitedName: string | null;
  createdOn: Date;
  expiredOn: Date;
  lastSentOn: Date | null;
  state: string;
  applicationId: number | null;
}

const toInvitation = (r: InvitationRow): OpsInvitation => ({
  id: r.id,
  invitedEmail: r.invitedEmail,
  invitedName: r.invitedName,
  createdOn: r.createdOn.toISOString(),
  expiredOn: r.expiredOn.toISOString(),
  lastSentOn: iso(r.lastSentOn),
  state: r.state as OpsInvitation['state'],
  applicationId: r.applicationId,
});

/** One page of the invitations grid; the state is computed at the server clock. */
export async function listInvitations(db: Db, now: Date, input: GridQueryInput) {
  const page = parseGridQuery(input, invitationColumns(now), {
    defaultSort: [{ colId: 'createdOn', sort: 'desc' }],
    tiebreaker: supplierInvitations.id,
  });
  const { rows, total, offset } = await readGridPage(
    db,
    supplierInvitations,
    page,
    db
      .select(invitationSelect(now))
      .from(supplierInvitations)
      .leftJoin(supplierApplications, eq(supplierApplications.invitationId, supplierInvitations.id))
      .$dynamic(),
  );
  return { rows: rows.map(toInvitation), total, offset };
}

async function invitationById(db: Db, now: Date, id: number): Promise<OpsInvitation> {
  const [r] = await db
    .select(invitationSelect(now))
    .from(supplierInvitations)
    .leftJoin(supplierApplications, eq(supplierApplications.invitationId, supplierInvitations.id))
    .where(eq(supplierInvitations.id, id));
  if (!r) throw new NotFound(OPS_ONBOARDING_MESSAGES.invitationNotFound);
  return toInvitation(r);
}

/** Creates the invitation for the address and mails it the application link. */
export async function createOpsInvitation(deps: AuthDeps, operator: Operator, body: CreateOpsInvitationRequest): Promise<OpsInvitation> {
  const invitedName = body.invitedName?.trim() || undefined;
  const created = await createInvitation(
    { db: deps.db, clock: deps.clock },
    { invitedEmail: body.email, createdBy: operator.userId, ...(invitedName ? { invitedName } : {}) },
  );
  await deps.mailer.send(invitationMail(body.email, applicationLink(deps.publicUrl, created.token), created.expiredOn));
  return invitationById(deps.db, deps.clock.now(), created.id);
}

async function lockInvitation(tx: Tx, id: number) {
  const [row] = await tx.select().from(supplierInvitations).where(eq(supplierInvitations.id, id)).for(ROW_LOCK);
  if (!row) throw new NotFound(OPS_ONBOARDING_MESSAGES.invitationNotFound);
  if (row.usedOn !== null) throw new Conflict(OPS_ONBOARDING_MESSAGES.invitationApplied);
  return row;
}

/** A new token (the old link dies) open for another 30 days, mailed to the invited address. */
export async function resendInvitation(deps: AuthDeps, id: number): Promise<OpsInvitation> {
  const now = deps.clock.now();
  const token = newOpaqueToken();
  const expiredOn = new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
  const email = await deps.db.transaction(async (tx) => {
    const row = await lockInvitation(tx, id);
    if (!row.invitedEmail) throw new Conflict('This invitation has no e-mail address to send it to.');
    await tx
      .update(supplierInvitations)
      .set({ tokenHash: sha256(token), expiredOn, lastSentOn: now })
      .where(and(eq(supplierInvitations.id, id), sql`${supplierInvitations.usedOn} is null`));
    return row.invitedEmail;
  });
  await deps.mailer.send(invitationMail(email, applicationLink(deps.publicUrl, token), expiredOn));
  return invitationById(deps.db, now, id);
}

/** Ends an open invitation now; its link then answers "Invitation has expired". */
export async function expireInvitation(deps: Pick<AuthDeps, 'db' | 'clock'>, id: number): Promise<OpsInvitation> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockInvitation(tx, id);
    if (row.expiredOn.getTime() <= now.getTime()) throw new Conflict(OPS_ONBOARDING_MESSAGES.invitationAlreadyExpired);
    await tx.update(supplierInvitations).set({ expiredOn: now }).where(eq(supplierInvitations.id, id));
  });
  return invitationById(deps.db, now, id);
}
