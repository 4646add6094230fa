// The orders area's query keys, the one place they are spelled: [area, 'list', params], [area, 'detail', id, ...].
// Everything of one order (items, history, packages...) sits under its detail key, so invalidating
// detail(id) refreshes all of it; every key sits under `all`, so a mutation refreshes the area by one prefix.
import { partialMatchKey, type QueryKey } from '@tanstack/react-query';

const all = ['orders'] as const;
const lists = () => [...all, 'list'] as const;
const details = () => [...all, 'detail'] as const;
const detail = (id: number) => [...details(), id] as const;
const items = (id: number) => [...detail(id), 'items'] as const;

export const ordersKeys = {
  all,
  lists,
  list: (params: unknown) => [...lists(), params] as const,
  recent: () => [...all, 'recent'] as const,
  details,
  detail,
  items,
  itemCarriers: (id: number, itemId: number) => [...items(id), itemId, 'carriers'] as const,
  history: (id: number) => [...detail(id), 'history'] as const,
  /** What the order's self-service exceptions are decided on (GET /orders/{id}/exceptions). */
  exceptions: (id: number) => [...detail(id), 'exceptions'] as const,
  packages: (id: number) => [...detail(id), 'packages'] as const,
  ltlPackages: (id: number) => [...detail(id), 'ltl-packages'] as const,
  bookedShipment: (id: number, shipmentRequestId: number) => [...detail(id), 'booked-shipment', shipmentRequestId] as const,
  print: (orderIds: readonly number[]) => [...all, 'print-details', orderIds] as const,
};

/** Whether a key belongs to one order's page (detail(id) or below it) rather than to the lists. */
export const isOrderDetailKey = (queryKey: QueryKey): boolean => partialMatchKey(queryKey, ordersKeys.details());

// Lookups the orders screens read that belong to no order (shared with nothing else in the web app yet).
export const carriersKeys = { list: () => ['carriers', 'list'] as const };
/** The spec's cache key of the facilities (7). */
export const facilitiesKeys = { all: ['supplier-facilities'] as const };
