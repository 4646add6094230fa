// The applications queue of the operations console. Approve: ONE transaction on the locked application creates the
// supplier, its facilities (warehouses and return warehouses) and main contacts from the application, and its Admin
// user (the primary contact), then, after commit, mails the Admin the password-create link through the users
// module's path; a primary contact who has an account already (another supplier's person) is invited instead: an Admin
// membership waiting for their acceptance, and the invitation mail. Decline: records the reason and mails it to the applicant's primary contact. An application already
// decided answers 409; of two concurrent decisions the second waits for the row lock, then finds it decided (409).
import { and, asc, eq, sql } from 'drizzle-orm';
import { OPS_ONBOARDING_MESSAGES, type ApproveApplicationResponse, type OpsApplication } from '@portal/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import {
  supplierApplicationContacts,
  supplierApplications,
  supplierApplicationWarehouses,
  supplierInvitations,
  supplierMemberships,
  suppliers,
  users,
} from '../../../db/schema/index.ts';
import { Conflict, NotFound } from '../../../platform/errors.ts';
import { readGridPage } from '../../../platform/grid-count.ts';
import { parseGridQuery, type GridColumns, type GridQueryInput } from '../../../platform/grid-query.ts';
import { mailPasswordCreateLink, type AuthDeps } from '../../auth/index.ts';
import { insertMainContacts } from '../../contacts/index.ts';
import { mailMembershipInvitation } from '../../users/index.ts';
import { insertSupplierFacilities } from '../../orders/index.ts';
import type { Operator } from '../../ops/index.ts';
import { applicationDeclinedMail } from './onboarding.mails.ts';
import { ROW_LOCK } from '../../../db/row-lock.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';

const primary = sql`(select c.name from ${supplierApplicationContacts} c where c.application_id = ${supplierApplications.id} and c.role = 'primary')`;
const primaryEmail = sql`(select c.email from ${supplierApplicationContacts} c where c.application_id = ${supplierApplications.id} and c.role = 'primary')`;
const warehouseCount = sql<number>`(select count(*)::int from ${supplierApplicationWarehouses} w where w.application_id = ${supplierApplications.id})`;

const APPLICATION_COLUMNS: GridColumns = {
  officialCompanyName: { sql: sql`lower(${supplierApplications.officialCompanyName})`, kind: 'text', normalize: 'lower' },
  doingBusinessAs: { sql: sql`lower(${supplierApplications.doingBusinessAs})`, kind: 'text', normalize: 'lower' },
  country: { sql: supplierApplications.country, kind: 'text', normalize: 'upper' },
  status: { sql: supplierApplications.status, kind: 'set', setValues: ['Submitted', 'Approved', 'Declined'] },
  submittedOn: { sql: supplierApplications.submittedOn, kind: 'date' },
  decidedOn: { sql: supplierApplications.decidedOn, kind: 'date' },
  primaryContactEmail: { sql: sql`lower(${primaryEmail})`, kind: 'text', normalize: 'lower', sortable: false },
};

const applicationSelect = {
  id: supplierApplications.id,
  status: supplierApplications.status,
  officialCompanyName: supplierApplications.officialCompanyName,
  doingBusinessAs: supplierApplications.doingBusinessAs,
  website: supplierApplications.website,
  city: supplierApplications.city,
  state: supplierApplications.state,
  country: supplierApplications.country,
  primaryContactName: sql<string | null>`${primary}`,
  primaryContactEmail: sql<string | null>`${primaryEmail}`,
  warehouseCount,
  invitedEmail: supplierInvitations.invitedEmail,
  submittedOn: supplierApplications.submittedOn,
  decidedOn: supplierApplications.decidedOn,
  declineReason: supplierApplications.declineReason,
  supplierId: supplierApplications.supplierId,
};

type ApplicationRow = Omit<OpsApplication, 'submittedOn' | 'decidedOn'> & { submittedOn: Date; decidedOn: Date | null };
const toApplication = (r: ApplicationRow): OpsApplication => ({
  ...r,
  warehouseCount: Number(r.warehouseCount),
  submittedOn: r.submittedOn.toISOString(),
  decidedOn: r.decidedOn ? r.decidedOn.toISOString() : null,
});

/** One page of the applications grid (default: the oldest waiting first would hide decided ones; newest first). */
export async function listApplications(db: Db, input: GridQueryInput) {
  const page = parseGridQuery(input, APPLICATION_COLUMNS, {
    defaultSort: [{ colId: 'submittedOn', sort: 'desc' }],
    tiebreaker: supplierApplications.id,
  });
  const { rows, total, offset } = await readGridPage(
    db,
    supplierApplications,
    page,
    db
      .select(applicationSelect)
      .from(supplierApplications)
      .innerJoin(supplierInvitations, eq(supplierInvitations.id, supplierApplications.invitationId))
      .$dynamic(),
  );
  return { rows: rows.map((r) => toApplication(r as ApplicationRow)), total, offset };
}

export async function getApplication(db: Db | Tx, id: number): Promise<OpsApplication> {
  const [row] = await db
    .select(applicationSelect)
    .from(supplierApplications)
    .innerJoin(supplierInvitations, eq(supplierInvitations.id, supplierApplications.invitationId))
    .where(eq(supplierApplications.id, id));
  if (!row) throw new NotFound(OPS_ONBOARDING_MESSAGES.applicationNotFound);
  return toApplication(row as ApplicationRow);
}

/** The application locked for its decision: missing 404, decided 409. */
async function lockSubmitted(tx: Tx, id: number) {
  const [row] = await tx.select().from(supplierApplications).where(eq(supplierApplications.id, id)).for(ROW_LOCK);
  if (!row) throw new NotFound(OPS_ONBOARDING_MESSAGES.applicationNotFound);
  if (row.status !== 'Submitted') throw new Conflict(OPS_ONBOARDING_MESSAGES.alreadyDecided(row.status));
  return row;
}

const CONTACT_TYPE_OF_ROLE = {
  primary: 'PrimaryContact',
  accountManager: 'AccountManager',
  accountReceivable: 'AccountReceivable',
  orderingHandlingOrFulfillment: 'OrderingHandlingFulfillment',
  customerSupport: 'CustomerService',
} as const;

/** "Ada Lovelace King" -> first "Ada", last "Lovelace King". */
export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

export async function approveApplication(deps: AuthDeps, operator: Operator, id: number): Promise<ApproveApplicationResponse> {
  const now = deps.clock.now();
  let created: ApproveApplicationResponse;
  try {
    created = await deps.db.transaction(async (tx) => {
      const application = await lockSubmitted(tx, id);
      const contacts = await tx
        .select()
        .from(supplierApplicationContacts)
        .where(eq(supplierApplicationContacts.applicationId, id))
        .orderBy(asc(supplierApplicationContacts.id));
      const warehouses = await tx
        .select()
        .from(supplierApplicationWarehouses)
        .where(eq(supplierApplicationWarehouses.applicationId, id))
        .orderBy(asc(supplierApplicationWarehouses.isReturn), asc(supplierApplicationWarehouses.position));
      const admin = contacts.find((c) => c.role === 'primary');
      if (!admin) throw new Conflict('The application has no primary contact to make its Admin.');
      const adminUserName = admin.email.trim().toLowerCase();
      // a person with an account already is invited (a membership they accept), not made twice; an operator cannot be
      const [person] = await tx
        .select({ id: users.id, email: users.email, isOperator: users.isOperator })
        .from(users)
        .where(sql`lower(${users.userName}) = ${adminUserName}`)
        .limit(1);
      if (person?.isOperator) throw new Conflict(OPS_ONBOARDING_MESSAGES.adminEmailTaken);

      const [supplier] = await tx
        .insert(suppliers)
        .values({ name: application.officialCompanyName, supplierCanProcessOrders: true, createdOn: now })
        .returning({ id: suppliers.id });
      const supplierId = supplier!.id;
      const firstShipFrom = warehouses.findIndex((w) => !w.isReturn);
      if (warehouses.length)
        await insertSupplierFacilities(
          tx,
          supplierId,
          warehouses.map((w, i) => ({
            name: w.addressName,
            address: w.addressName,
            city: w.city,
            state: w.state,
            zipCode: w.zip,
            countryCode: w.country,
            contactName: w.contactName,
            contactPhone: w.contactPhone,
            contactEmail: w.contactEmail,
            earliestPickup: w.pickupFrom,
            latestPickup: w.pickupTo,
            isReturnLocation: w.isReturn,
            isPrimaryLocation: i === firstShipFrom,
            isPrimaryLocationLtl: i === firstShipFrom,
            firstForLtl: i === firstShipFrom,
          })),
        );
      if (contacts.length)
        await insertMainContacts(
          tx,
          supplierId,
          contacts.map((c) => ({ contactType: CONTACT_TYPE_OF_ROLE[c.role], name: c.name, email: c.email, phone: c.phone, cc: [] })),
        );
      const adminUserId =
        person?.id ??
        (
          await tx
            .insert(users)
            .values({ userName: adminUserName, email: admin.email.trim(), ...splitName(admin.name), isActive: true })
            .returning({ id: users.id })
        )[0]!.id;
      await tx.insert(supplierMemberships).values({
        userId: adminUserId,
        supplierId,
        isAdmin: true,
        createdOn: now,
        // a new person's membership needs no acceptance; an existing person's waits for theirs (as Add user does)
        acceptedOn: person ? null : now,
        invitedBy: person ? operator.userId : null,
      });
      if (person) await mailMembershipInvitation(deps, tx, { to: person.email, supplierId, invitedBy: 'The Supplier Portal team' });
      const decided = await tx
        .update(supplierApplications)
        .set({ status: 'Approved', decidedOn: now, decidedBy: operator.userId, supplierId })
        .where(and(eq(supplierApplications.id, id), eq(supplierApplications.status, 'Submitted')))
        .returning({ id: supplierApplications.id });
      if (decided.length !== 1) throw new Conflict(OPS_ONBOARDING_MESSAGES.alreadyDecided('Approved'));
      return { supplierId, adminUserId, adminInvited: !!person };
    });
  } catch (error) {
    // The Admin's address taken by a user created meanwhile: the unique index on the user name refuses it.
    if (isUniqueViolation(error)) throw new Conflict(OPS_ONBOARDING_MESSAGES.adminEmailTaken);
    throw error;
  }
  if (!created.adminInvited) await mailPasswordCreateLink(deps, created.adminUserId);
  return created;
}

export async function declineApplication(deps: AuthDeps, operator: Operator, id: number, reason: string): Promise<OpsApplication> {
  const now = deps.clock.now();
  const mail = await deps.db.transaction(async (tx) => {
    const application = await lockSubmitted(tx, id);
    await tx
      .update(supplierApplications)
      .set({ status: 'Declined', decidedOn: now, decidedBy: operator.userId, declineReason: reason })
      .where(eq(supplierApplications.id, id));
    const [contact] = await tx
      .select({ email: supplierApplicationContacts.email })
      .from(supplierApplicationContacts)
      .where(and(eq(supplierApplicationContacts.applicationId, id), eq(supplierApplicationContacts.role, 'primary')));
    return contact ? applicationDeclinedMail(contact.email, application.officialCompanyName, reason) : null;
  });
  if (mail) await deps.mailer.send(mail);
  return getApplication(deps.db, id);
}
