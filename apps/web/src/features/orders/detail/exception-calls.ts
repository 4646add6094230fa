// The order page's self-service exceptions (docs/decisions/order-exceptions.md): the facts their rules read and the
// five writes, each through useOrderWrite (the order refreshes once; the live echo is skipped). Beside the page, not in
// api/: api/ is part of the first signed-in download, whose budget has no room, and only the order page calls these.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  orderExceptionFacts,
  type LabelReplacementRequest,
  type PickupMoveRequest,
  type ShipFromChangeRequest,
  type ShipmentUndoRequest,
} from '@portal/contracts';
import { z } from 'zod';
import { http } from '../../../lib/http.ts';
import { useOrderWrite } from '../api/order-detail-calls.ts';
import { ordersKeys } from '../api/orders-keys.ts';

export const fetchOrderExceptions = async (id: number) => orderExceptionFacts.parse(await http(`/orders/${id}/exceptions`));
export const orderExceptionsQueryOptions = (id: number, enabled = true) =>
  queryOptions({ queryKey: ordersKeys.exceptions(id), queryFn: () => fetchOrderExceptions(id), enabled, retry: false });
export const useOrderExceptions = (id: number, enabled: boolean) => useQuery(orderExceptionsQueryOptions(id, enabled));

const replaceLabel = async (id: number, body: LabelReplacementRequest) =>
  z.number().parse(await http(`/orders/${id}/shipping-labels/replacement`, { method: 'POST', body }));
const movePickup = (id: number, body: PickupMoveRequest) => http(`/orders/${id}/ltl-pickup/move`, { method: 'POST', body });
const changeShipFrom = (id: number, body: ShipFromChangeRequest) => http(`/orders/${id}/ship-from`, { method: 'PUT', body });
const undoProcessing = (id: number) => http(`/orders/${id}/processing/undo`, { method: 'POST' });
const undoShipment = (id: number, body: ShipmentUndoRequest) => http(`/orders/${id}/shipments/undo`, { method: 'POST', body });

export const useReplaceLabel = (id: number) => useOrderWrite(id, replaceLabel);
export const useMovePickup = (id: number) => useOrderWrite(id, movePickup);
export const useChangeShipFrom = (id: number) => useOrderWrite(id, changeShipFrom);
export const useUndoProcessing = (id: number) => useOrderWrite(id, (orderId: number) => undoProcessing(orderId));
export const useUndoShipment = (id: number) => useOrderWrite(id, undoShipment);
