// The supplier's facilities (SupplierLocation) as the label and LTL dialogs list them.
import type { Facility } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../../platform/auth.ts';
import { facilitiesOfSupplier } from './order-detail.queries.ts';

const coordinate = (v: string | null) => (v === null ? null : Number(v));

export async function supplierFacilities(db: Db, actor: Actor): Promise<Facility[]> {
  const rows = await facilitiesOfSupplier(db, actor.supplierId);
  return rows.map((f) => ({
    id: f.id,
    name: f.name,
    code: f.code,
    address: f.address,
    city: f.city,
    state: f.state,
    zipCode: f.zipCode,
    countryCode: f.countryCode,
    latitude: coordinate(f.latitude),
    longitude: coordinate(f.longitude),
    contactName: f.contactName,
    contactPhone: f.contactPhone,
    contactEmail: f.contactEmail,
    earliestPickup: f.earliestPickup,
    latestPickup: f.latestPickup,
    isReturnLocation: f.isReturnLocation,
    isPrimaryLocation: f.isPrimaryLocation,
    isPrimaryLocationLtl: f.isPrimaryLocationLtl,
    isActive: f.isActive,
    firstForLTL: f.firstForLtl,
  }));
}
