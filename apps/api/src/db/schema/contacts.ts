// Company contacts (main slots and additional contacts), the supplier's representative and its key-contact mailboxes.
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { suppliers } from './suppliers.ts';

export const supplierContacts = pgTable(
  'supplier_contacts',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    /** true: one of the five main slots (its contact type names the slot); false: an additional contact. */
    isMain: boolean('is_main').notNull(),
    contactType: text('contact_type').notNull(),
    /** Order of additional contacts as the supplier saved them. */
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** CC addresses of a main contact, in order. */
    cc: jsonb('cc').$type<string[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    index('supplier_contacts_supplier_idx').on(t.supplierId, t.isMain, t.position),
    uniqueIndex('supplier_contacts_main_slot_uq')
      .on(t.supplierId, t.contactType)
      .where(sql`${t.isMain}`),
  ],
);

export const supplierRepresentatives = pgTable('supplier_representatives', {
  supplierId: integer('supplier_id')
    .primaryKey()
    .references(() => suppliers.id),
  displayName: text('display_name').notNull(),
  position: text('position').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  imageUrl: text('image_url'),
});

export const supplierKeyContacts = pgTable(
  'supplier_key_contacts',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    topic: text('topic').notNull(),
    email: text('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.topic] })],
);
