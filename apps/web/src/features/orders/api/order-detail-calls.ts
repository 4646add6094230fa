// Single-order calls (spec 7): fetchers, queryOptions factories and hooks. Keys (orders-keys.ts) sit under the orders
// area (ordersKeys.detail(id) and below) so every mutation refreshes the order, its items and the list by area.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bookedShipment,
  calculatedAllowance,
  carrierOption,
  facility,
  ltlDetails,
  orderDetail,
  orderHistoryEntry,
  orderItem,
  packageDetails,
  sortCarrierOptions,
  type AdditionalInvoiceRequest,
  type CalculateAllowanceRequest,
  type CancellationRequest,
  type InvoiceRequest,
  type LabelRequest,
  type LtlShipmentRequest,
  type OrderShipmentsRequest,
  type PriceChangeRequest,
  type SupplierOrderNumberRequest,
} from '@portal/contracts';
import { z } from 'zod';
import { takeEarlyOrFetch } from '../../../lib/early-answers.ts';
import { http } from '../../../lib/http.ts';
import { expectOwnEcho } from './order-events.ts';
import { facilitiesKeys, isOrderDetailKey, ordersKeys } from './orders-keys.ts';

const enc = encodeURIComponent;

export const fetchOrder = async (id: number) => orderDetail.parse(await takeEarlyOrFetch(`/orders/${id}`));
export const orderQueryOptions = (id: number, enabled = true) =>
  queryOptions({ queryKey: ordersKeys.detail(id), queryFn: () => fetchOrder(id), enabled, retry: false });

export const fetchOrderItems = async (id: number) => z.array(orderItem).parse(await takeEarlyOrFetch(`/orders/${id}/order-items`));
export const orderItemsQueryOptions = (id: number, enabled = true) =>
  queryOptions({ queryKey: ordersKeys.items(id), queryFn: () => fetchOrderItems(id), enabled, retry: false });

export const fetchOrderHistory = async (id: number) => z.array(orderHistoryEntry).parse(await takeEarlyOrFetch(`/orders/${id}/history`));
export const orderHistoryQueryOptions = (id: number, enabled = true) =>
  queryOptions({ queryKey: ordersKeys.history(id), queryFn: () => fetchOrderHistory(id), enabled, retry: false });

export const fetchItemCarriers = async (id: number, itemId: number) =>
  sortCarrierOptions(z.array(carrierOption).parse(await http(`/orders/${id}/order-items/${itemId}/carriers`)));
export const itemCarriersQueryOptions = (id: number, itemId: number) =>
  queryOptions({ queryKey: ordersKeys.itemCarriers(id, itemId), queryFn: () => fetchItemCarriers(id, itemId), staleTime: 5 * 60_000 });

export const fetchPackages = async (id: number) => packageDetails.parse(await http(`/orders/${id}/packages`));
export const packagesQueryOptions = (id: number) => queryOptions({ queryKey: ordersKeys.packages(id), queryFn: () => fetchPackages(id) });

export const fetchLtlPackages = async (id: number) => ltlDetails.parse(await http(`/orders/ltl-shipments/${id}/packages`));
export const ltlPackagesQueryOptions = (id: number) =>
  queryOptions({ queryKey: ordersKeys.ltlPackages(id), queryFn: () => fetchLtlPackages(id) });

export const fetchBookedShipment = async (shipmentRequestId: number) =>
  bookedShipment.parse(await http(`/shipment-requests/${shipmentRequestId}`));
export const bookedShipmentQueryOptions = (id: number, shipmentRequestId: number, enabled: boolean) =>
  queryOptions({
    queryKey: ordersKeys.bookedShipment(id, shipmentRequestId),
    queryFn: () => fetchBookedShipment(shipmentRequestId),
    enabled,
    retry: false,
  });

export const fetchFacilities = async () => z.array(facility).parse(await http('/suppliers/facilities'));
export const facilitiesQueryOptions = () =>
  queryOptions({ queryKey: facilitiesKeys.all, queryFn: fetchFacilities, staleTime: 10 * 60_000 });

export const calculateAllowance = async (request: CalculateAllowanceRequest) =>
  calculatedAllowance.parse(await http('/supplier-agreements/calculate-allowance', { method: 'POST', body: request }));

export const fetchShippingLabelUrl = async (id: number) => z.string().parse(await http(`/orders/${id}/shipping-labels`));

// ---- mutations ------------------------------------------------------------------------------------------

export const saveSupplierOrderNumber = (id: number, body: SupplierOrderNumberRequest) =>
  http(`/orders/${id}/details`, { method: 'PUT', body });
export const saveShipments = (id: number, body: OrderShipmentsRequest) => http(`/orders/${id}/shipments`, { method: 'PUT', body });
export const createInvoice = async (id: number, body: InvoiceRequest) =>
  z.number().parse(await http(`/orders/${id}/invoice`, { method: 'POST', body }));
export const createAdditionalInvoice = async (id: number, body: AdditionalInvoiceRequest) =>
  z.number().parse(await http(`/orders/${id}/invoice/additional`, { method: 'POST', body }));
export const cancelOrder = (id: number, body: CancellationRequest) => http(`/orders/${id}/cancellation`, { method: 'POST', body });
export const requestPriceChange = (id: number, body: PriceChangeRequest) =>
  http(`/orders/${id}/price-change-requests`, { method: 'POST', body });
export const printShippingLabel = async (id: number, body: LabelRequest) =>
  z.number().parse(await http(`/orders/${id}/shipping-labels/print`, { method: 'POST', body }));
export const requestLtlShipment = (id: number, body: LtlShipmentRequest) =>
  http(`/orders/ltl-shipments/${enc(String(id))}`, { method: 'POST', body });

/**
 * A write to one order through useMutation: the order's page (detail(id) and below) and the lists refresh once, here;
 * the event stream's echo of the write is expected and skipped (order-events.ts, docs/decisions/house-web.md).
 * `awaitRefresh`: the write settles once the order has been fetched again (the dialog closes on the new order).
 */
export function useOrderWrite<V, R>(orderId: number, write: (id: number, body: V) => Promise<R>, { awaitRefresh = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: V) => write(orderId, body),
    onMutate: () => ({ forgetEcho: expectOwnEcho(orderId) }),
    onError: (_error, _body, expected) => expected?.forgetEcho(),
    onSuccess: async () => {
      const refreshed = Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.detail(orderId) }),
        queryClient.invalidateQueries({ queryKey: ordersKeys.all, predicate: (query) => !isOrderDetailKey(query.queryKey) }),
      ]);
      if (awaitRefresh) await refreshed;
    },
  });
}

export const useSaveSupplierOrderNumber = (id: number) => useOrderWrite(id, saveSupplierOrderNumber);
export const useSaveShipments = (id: number) => useOrderWrite(id, saveShipments);
export const useCreateInvoice = (id: number) => useOrderWrite(id, createInvoice);
export const useCreateAdditionalInvoice = (id: number) => useOrderWrite(id, createAdditionalInvoice);
export const useCancelOrder = (id: number) => useOrderWrite(id, cancelOrder);
export const useRequestPriceChange = (id: number) => useOrderWrite(id, requestPriceChange, { awaitRefresh: true });
export const useRequestLtlShipment = (id: number) => useOrderWrite(id, requestLtlShipment);
/** Prints the label, then answers its address. */
export const usePrintShippingLabel = (id: number) =>
  useOrderWrite(id, async (orderId: number, body: LabelRequest) => {
    await printShippingLabel(orderId, body);
    return fetchShippingLabelUrl(orderId);
  });

export const useOrder = (id: number, enabled: boolean) => useQuery(orderQueryOptions(id, enabled));
export const useOrderItems = (id: number, enabled: boolean) => useQuery(orderItemsQueryOptions(id, enabled));
export const useOrderHistory = (id: number, enabled: boolean) => useQuery(orderHistoryQueryOptions(id, enabled));
export const useFacilities = (enabled = true) => useQuery({ ...facilitiesQueryOptions(), enabled });
