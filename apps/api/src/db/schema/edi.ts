// EDI (docs/decisions/edi.md, migrations 0044 and 0051): a supplier's trading partner and its interchanges in and out (tenant
// tables).
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers.ts';

const supplierId = () =>
  integer('supplier_id')
    .notNull()
    .references(() => suppliers.id);

/** The supplier's trading partner: its ISA sender qualifier and id, the documents it exchanges (EdiDocumentType). */
export const ediTradingPartners = pgTable(
  'edi_trading_partners',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: supplierId(),
    isaQualifier: text('isa_qualifier').notNull(),
    isaId: text('isa_id').notNull(),
    documents: text('documents').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** GS02 of its files, GS03 of the portal's (migration 0051); null: its ISA id. */
    gsId: text('gs_id'),
    /** Its files are checked and acknowledged, applied to nothing; the portal's files to it are ISA15 'T' (0051). */
    testMode: boolean('test_mode').notNull().default(false),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('edi_trading_partners_supplier_uq').on(t.supplierId),
    check('edi_trading_partners_qualifier_ck', sql`${t.isaQualifier} ~ '^[0-9A-Z]{2}$'`),
    check('edi_trading_partners_id_ck', sql`${t.isaId} ~ '^[0-9A-Z][0-9A-Z ._-]{0,14}$'`),
    check('edi_trading_partners_gs_id_ck', sql`${t.gsId} ~ '^[0-9A-Z._-]{2,15}$'`),
    check('edi_trading_partners_documents_ck', sql`${t.documents} <@ array['850','860','820','855','856','810','997']::text[]`),
  ],
);

/**
 * An interchange in or out: inbound received -> accepted | rejected (reason in words), outbound sent -> acknowledged |
 * rejected (by the partner's 997). control_number is ISA13, never twice per partner and direction (null only for an
 * inbound file refused before its ISA could be read); acknowledges_id: the interchange a 997 answers.
 */
export const ediInterchanges = pgTable(
  'edi_interchanges',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: supplierId(),
    partnerId: integer('partner_id').notNull(),
    direction: text('direction').notNull(),
    controlNumber: integer('control_number'),
    documentType: text('document_type'),
    state: text('state').notNull(),
    reason: text('reason'),
    raw: text('raw').notNull(),
    testMode: boolean('test_mode').notNull(),
    acknowledgesId: integer('acknowledges_id'),
    /** Outbound only: when the partner collected it from its SFTP outbound folder (removed the file; migration 0052). */
    collectedOn: timestamp('collected_on', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    foreignKey({
      name: 'edi_interchanges_partner_id_fk',
      columns: [t.supplierId, t.partnerId],
      foreignColumns: [ediTradingPartners.supplierId, ediTradingPartners.id],
    }),
    foreignKey({
      name: 'edi_interchanges_acknowledges_id_fk',
      columns: [t.supplierId, t.acknowledgesId],
      foreignColumns: [t.supplierId, t.id],
    }),
    uniqueIndex('edi_interchanges_control_uq').on(t.supplierId, t.partnerId, t.direction, t.controlNumber),
    index('edi_interchanges_supplier_created_idx').on(t.supplierId, t.createdOn, t.id),
    check('edi_interchanges_direction_ck', sql`${t.direction} in ('inbound','outbound')`),
    check(
      'edi_interchanges_state_ck',
      sql`(${t.direction} = 'inbound' and ${t.state} in ('received','accepted','rejected')) or (${t.direction} = 'outbound' and ${t.state} in ('sent','acknowledged','rejected'))`,
    ),
    check('edi_interchanges_reason_ck', sql`(${t.state} = 'rejected') = (${t.reason} is not null)`),
    check('edi_interchanges_control_number_ck', sql`${t.controlNumber} between 1 and 999999999`),
    check('edi_interchanges_outbound_control_ck', sql`${t.direction} = 'inbound' or ${t.controlNumber} is not null`),
    check('edi_interchanges_collected_ck', sql`${t.direction} = 'outbound' or ${t.collectedOn} is null`),
    index('edi_interchanges_outbound_folder_idx')
      .on(t.supplierId, t.partnerId, t.id)
      .where(sql`${t.direction} = 'outbound' and ${t.collectedOn} is null`),
    check('edi_interchanges_document_type_ck', sql`${t.documentType} in ('850','860','820','855','856','810','997')`),
  ],
);

/**
 * The partner's sign-in on the portal's SFTP server (migration 0052, docs/decisions/edi.md "SFTP"): a user name unique
 * across partners, a password stored hashed (scrypt, as the users') and/or OpenSSH public keys ("algo base64"), at
 * least one of the two. A reference table as users is (db/tenant-tables.ts): read by user name at sign-in.
 */
export const ediSftpAccounts = pgTable(
  'edi_sftp_accounts',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: supplierId(),
    partnerId: integer('partner_id').notNull(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash'),
    publicKeys: text('public_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull(),
  },
  (t) => [
    // no foreign key to the partner: a reference table may not point into a distributed tenant table (migration 0052)
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('edi_sftp_accounts_partner_uq').on(t.supplierId, t.partnerId),
    uniqueIndex('edi_sftp_accounts_user_name_uq').on(t.userName),
    check('edi_sftp_accounts_user_name_ck', sql`${t.userName} ~ '^[a-z0-9][a-z0-9._-]{2,31}$'`),
    check('edi_sftp_accounts_credential_ck', sql`${t.passwordHash} is not null or cardinality(${t.publicKeys}) > 0`),
  ],
);
