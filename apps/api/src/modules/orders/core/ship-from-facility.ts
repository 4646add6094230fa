// The facility a shipment leaves from (a label's ship-from, an LTL pickup): the supplier's own and active.
import type { Tx } from '../../../db/client.ts';
import { Invalid, NotFound } from '../../../platform/errors.ts';
import { facilityOfSupplier } from './orders.queries.ts';

export const FACILITY_NOT_FOUND = 'The facility was not found.';
export const FACILITY_INACTIVE = 'The facility is not active.';

/** Another supplier's or an unknown facility is 404; an inactive one 400 at $.supplierFacilityId. */
export async function shipFromFacility(tx: Tx, supplierId: number, facilityId: number) {
  const facility = await facilityOfSupplier(tx, supplierId, facilityId);
  if (!facility) throw new NotFound(FACILITY_NOT_FOUND);
  if (!facility.isActive) throw Invalid.field(['supplierFacilityId'], FACILITY_INACTIVE);
  return facility;
}
