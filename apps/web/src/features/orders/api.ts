// Orders list calls: fetchers, queryOptions factories and hooks (keys ['orders', ...], ['carriers', ...]).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bulkProcessResult,
  carrierOption,
  importResult,
  invoiceTemplateRow,
  orderExportRow,
  orderSummary,
  type BulkProcessRequest,
  type InvoiceImportRequest,
  type LabelFormat,
  type TrackingImportRequest,
} from '@portal/contracts';
import { z } from 'zod';
import { http } from '../../lib/http.ts';

/** Path of the generic grid call behind the orders list. */
export const ORDER_SUMMARIES_PATH = '/order-summaries';

export const ordersKeys = {
  all: ['orders'] as const,
  list: (params: unknown) => ['orders', 'list', params] as const,
  recent: () => ['orders', 'recent'] as const,
  invoiceTemplate: () => ['orders', 'invoice-template'] as const,
};
export const carriersKeys = { list: () => ['carriers', 'list'] as const };

export const fetchRecentOrderSummaries = async () => z.array(orderSummary).parse(await http('/order-summaries/recent'));
export const recentOrderSummariesQueryOptions = () =>
  queryOptions({ queryKey: ordersKeys.recent(), queryFn: fetchRecentOrderSummaries });

export const fetchCarriers = async () => z.array(carrierOption).parse(await http('/carriers'));
export const carriersQueryOptions = () => queryOptions({ queryKey: carriersKeys.list(), queryFn: fetchCarriers, staleTime: 10 * 60 * 1000 });
export const useCarriers = (enabled = true) => useQuery({ ...carriersQueryOptions(), enabled });

export const fetchInvoiceTemplate = async () => z.array(invoiceTemplateRow).parse(await http('/orders/import/invoices/template'));

export const exportOrders = async (orderIds: readonly number[]) =>
  z.array(orderExportRow).parse(await http('/orders/export', { method: 'POST', body: { orderIds } }));

export const bulkProcessOrders = async (request: BulkProcessRequest) =>
  bulkProcessResult.parse(await http('/orders/bulk/process', { method: 'PUT', body: request }));

export const importInvoices = async (request: InvoiceImportRequest) =>
  importResult.parse(await http('/orders/import/invoices', { method: 'POST', body: request }));

export const importTrackings = async (request: TrackingImportRequest) =>
  importResult.parse(await http('/orders/import/trackings', { method: 'POST', body: request }));

export interface BulkLabelRequest {
  orderIds: number[];
  format: LabelFormat;
  /** yyyy-MM-dd */
  shippingDate: string;
}
/** Returns the batch number (UUID). */
export const createBulkLabels = async (request: BulkLabelRequest) =>
  z.string().parse(await http('/orders/bulk/shipping-labels', { method: 'POST', body: request }));
/** Returns the URL of the batch's labels PDF. */
export const fetchBulkLabelsUrl = async (batchNumber: string) =>
  z.string().parse(await http(`/orders/bulk/shipping-labels/${encodeURIComponent(batchNumber)}`));

/** Resolves PO numbers to order ids through the orders grid call (set filter on the PO number). */
export async function resolveOrderIds(purchaseOrderNumbers: readonly string[]): Promise<Map<string, number>> {
  const query = JSON.stringify({ sortModel: [], filterModel: { orderIdForSearch: { filterType: 'set', values: purchaseOrderNumbers } } });
  const rows = z.array(orderSummary).parse(
    await http(ORDER_SUMMARIES_PATH, { query: { query, limit: Math.max(purchaseOrderNumbers.length, 1), offset: 0 } }),
  );
  return new Map(rows.map((row) => [row.orderIdForSearch, row.id]));
}

export const fetchDocumentDownloadUrl = async (fileName: string) =>
  z.string().parse(await http('/documents/download-url', { method: 'POST', body: { value: fileName } }));

/** Every orders mutation refreshes the orders keys. */
function useOrdersMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}

export const useBulkProcess = () => useOrdersMutation(bulkProcessOrders);
export const useImportInvoices = () => useOrdersMutation(importInvoices);
export const useImportTrackings = () => useOrdersMutation(importTrackings);
export const useCreateBulkLabels = () =>
  useOrdersMutation(async (request: BulkLabelRequest) => fetchBulkLabelsUrl(await createBulkLabels(request)));
