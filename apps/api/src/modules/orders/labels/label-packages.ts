// Which packages a bulk label batch prints for an order: the list has no package form, so each unit of each line
// item is one box of the spec's default package (type Box, dimensions and weight 0 until the supplier measures it).
import { Conflict } from '../../../platform/errors.ts';

/** Above this an order is not a parcel shipment any more: its labels are printed from the order, package by package. */
export const MAX_PACKAGES_PER_ORDER = 50;

export interface PlannedPackage {
  orderItemId: number;
  weight: string;
  dims: { length: string; width: string; height: string };
}

const DEFAULT_PACKAGE = { weight: '0', dims: { length: '0', width: '0', height: '0' } } as const;

export function packagesOfOrder(po: string, items: readonly { id: number; quantity: number }[]): PlannedPackage[] {
  const units = items.reduce((sum, it) => sum + it.quantity, 0);
  if (units > MAX_PACKAGES_PER_ORDER)
    throw new Conflict(`Order ${po} needs ${units} packages; bulk labels print at most ${MAX_PACKAGES_PER_ORDER} per order.`);
  if (units === 0) throw new Conflict(`Order ${po} has no items to ship.`);
  return items.flatMap((it) =>
    Array.from({ length: it.quantity }, () => ({ orderItemId: it.id, weight: DEFAULT_PACKAGE.weight, dims: { ...DEFAULT_PACKAGE.dims } })),
  );
}
