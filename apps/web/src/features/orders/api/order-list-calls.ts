// Orders list calls: fetchers, queryOptions factories and hooks (keys from orders-keys.ts).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bulkProcessResult,
  carrierOption,
  importResult,
  invoiceTemplateRow,
  MAX_FILTER_CONDITIONS,
  orderExportRow,
  orderSummary,
  type BulkProcessRequest,
  type InvoiceImportRequest,
  type BulkLabelRequest,
  type TrackingImportRequest,
} from '@portal/contracts';
import { z } from 'zod';
import { http } from '../../../lib/http.ts';
import type { JsonBody } from '../../../lib/json-body.ts';
import { carriersKeys, ordersKeys } from './orders-keys.ts';

export type { BulkLabelRequest };

import { ORDER_SUMMARIES_PATH } from './order-summaries-path.ts';

export { ORDER_SUMMARIES_PATH };

export const fetchRecentOrderSummaries = async () => z.array(orderSummary).parse(await http('/order-summaries/recent'));
export const recentOrderSummariesQueryOptions = () => queryOptions({ queryKey: ordersKeys.recent(), queryFn: fetchRecentOrderSummaries });

export const fetchCarriers = async () => z.array(carrierOption).parse(await http('/carriers'));
export const carriersQueryOptions = () =>
  queryOptions({ queryKey: carriersKeys.list(), queryFn: fetchCarriers, staleTime: 10 * 60 * 1000 });
export const useCarriers = (enabled = true) => useQuery({ ...carriersQueryOptions(), enabled });

export const fetchInvoiceTemplate = async () => z.array(invoiceTemplateRow).parse(await http('/orders/import/invoices/template'));

export const exportOrders = async (orderIds: readonly number[]) =>
  z.array(orderExportRow).parse(await http('/orders/export', { method: 'POST', body: { orderIds } }));

export const bulkProcessOrders = async (request: BulkProcessRequest) =>
  bulkProcessResult.parse(await http('/orders/bulk/process', { method: 'PUT', body: request }));

/** The imports take their body as the spreadsheet's worker built it (components/spreadsheet/parsed-spreadsheet.ts). */
export const importInvoices = async (request: InvoiceImportRequest | JsonBody<InvoiceImportRequest>) =>
  importResult.parse(await http('/orders/import/invoices', { method: 'POST', body: request }));

export const importTrackings = async (request: TrackingImportRequest | JsonBody<TrackingImportRequest>) =>
  importResult.parse(await http('/orders/import/trackings', { method: 'POST', body: request }));

/** Returns the batch number (UUID). */
export const createBulkLabels = async (request: BulkLabelRequest) =>
  z.string().parse(await http('/orders/bulk/shipping-labels', { method: 'POST', body: request }));
/** Returns the URL of the batch's labels PDF. */
export const fetchBulkLabelsUrl = async (batchNumber: string) =>
  z.string().parse(await http(`/orders/bulk/shipping-labels/${encodeURIComponent(batchNumber)}`));

/** The server's combined text filter takes at most MAX_FILTER_CONDITIONS conditions. */
const PO_LOOKUP_CHUNK = MAX_FILTER_CONDITIONS;

/** Resolves PO numbers to order ids through the orders grid call (OR of PO-number equals conditions). */
export async function resolveOrderIds(purchaseOrderNumbers: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let start = 0; start < purchaseOrderNumbers.length; start += PO_LOOKUP_CHUNK) {
    const chunk = purchaseOrderNumbers.slice(start, start + PO_LOOKUP_CHUNK);
    const conditions = chunk.map((po) => ({ filterType: 'text', type: 'equals', filter: po }));
    const query = JSON.stringify({ sortModel: [], filterModel: { orderIdForSearch: { filterType: 'text', operator: 'OR', conditions } } });
    const rows = z.array(orderSummary).parse(await http(ORDER_SUMMARIES_PATH, { query: { query, limit: PO_LOOKUP_CHUNK * 5, offset: 0 } }));
    // the server compares PO numbers in upper case; match the sheet's spelling the same way
    for (const po of chunk) {
      const row = rows.find((r) => r.orderIdForSearch.toUpperCase() === po.toUpperCase());
      if (row) found.set(po, row.id);
    }
  }
  return found;
}

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
