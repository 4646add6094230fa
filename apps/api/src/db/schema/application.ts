// Supplier invitations (single use, token stored only as its sha256 hash) and the applications submitted through them:
// the application row, its contacts and its warehouses, written together in one transaction (docs/decisions/application.md).
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';

export const supplierInvitations = pgTable(
  'supplier_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    /** Who the invitation was for (free text of the marketplace's staff; the operations console will set it). */
    invitedName: text('invited_name'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
    expiredOn: timestamp('expired_on', { withTimezone: true }).notNull(),
    /** Set in the submitting transaction; a second submit finds it set and is refused. */
    usedOn: timestamp('used_on', { withTimezone: true }),
    /** The address the operations console mailed the link to (null: made by the seed or a service). */
    invitedEmail: text('invited_email'),
    /** When the link was last mailed (create or resend); a resend replaces the token, so older links die. */
    lastSentOn: timestamp('last_sent_on', { withTimezone: true }),
    /** The operator who created it. */
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [uniqueIndex('supplier_invitations_token_hash_uq').on(t.tokenHash)],
);

export const supplierApplications = pgTable(
  'supplier_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => supplierInvitations.id),
    /** 'Submitted' until the operations console reviews it. */
    status: text('status', { enum: ['Submitted', 'Approved', 'Declined'] })
      .notNull()
      .default('Submitted'),
    officialCompanyName: text('official_company_name').notNull(),
    doingBusinessAs: text('doing_business_as').notNull(),
    website: text('website').notNull(),
    addressName: text('address_name').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull(),
    leadTimeSmallParcelDays: smallint('lead_time_small_parcel_days').notNull(),
    leadTimeLtlDays: smallint('lead_time_ltl_days').notNull(),
    returnsAccepted: boolean('returns_accepted').notNull(),
    notes: text('notes'),
    submittedOn: timestamp('submitted_on', { withTimezone: true }).notNull(),
    /** The operations console's decision (Approved or Declined): when, by which operator, why (declined). */
    decidedOn: timestamp('decided_on', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    declineReason: text('decline_reason'),
    /** The supplier an approval created. */
    supplierId: integer('supplier_id').references(() => suppliers.id),
  },
  // One application per invitation, also under concurrent submits.
  (t) => [
    uniqueIndex('supplier_applications_invitation_uq').on(t.invitationId),
    index('supplier_applications_status_idx').on(t.status, t.submittedOn),
  ],
);

export const supplierApplicationContacts = pgTable(
  'supplier_application_contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => supplierApplications.id, { onDelete: 'cascade' }),
    role: text('role', {
      enum: ['primary', 'accountManager', 'accountReceivable', 'orderingHandlingOrFulfillment', 'customerSupport'],
    }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
  },
  (t) => [uniqueIndex('supplier_application_contacts_role_uq').on(t.applicationId, t.role)],
);

export const supplierApplicationWarehouses = pgTable(
  'supplier_application_warehouses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => supplierApplications.id, { onDelete: 'cascade' }),
    isReturn: boolean('is_return').notNull(),
    position: smallint('position').notNull(),
    addressName: text('address_name').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull(),
    pickupFrom: text('pickup_from').notNull(),
    pickupTo: text('pickup_to').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
  },
  (t) => [index('supplier_application_warehouses_app_idx').on(t.applicationId, t.isReturn, t.position)],
);
