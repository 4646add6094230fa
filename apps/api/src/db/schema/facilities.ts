import { boolean, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers.ts';

/** A supplier's warehouse (SupplierLocation): ship-from of orders, label and LTL pickup origin. */
export const supplierFacilities = pgTable(
  'supplier_facilities',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    name: text('name').notNull(),
    code: text('code'),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    countryCode: text('country_code').notNull().default('US'),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    /** 'HH:MM' pickup window. */
    earliestPickup: text('earliest_pickup'),
    latestPickup: text('latest_pickup'),
    isReturnLocation: boolean('is_return_location').notNull().default(false),
    isPrimaryLocation: boolean('is_primary_location').notNull().default(false),
    isPrimaryLocationLtl: boolean('is_primary_location_ltl').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    firstForLtl: boolean('first_for_ltl').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.id] }), index('supplier_facilities_supplier_idx').on(t.supplierId)],
);
