// Calls of the console's payments screens (docs/decisions/payments.md): a supplier's payment terms, the deduction
// rules, a payment run's preview and post, the disputes queue and its decisions. Keys under ['ops', 'payments'].
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deductionRulesView,
  disputeDecisionResponse,
  disputeQueueRow,
  opsSupplier,
  paymentRunPosted,
  paymentRunPreview,
  paymentRunSummary,
  paymentTermsView,
  type DeductionRulesRequest,
  type DisputeDecisionRequest,
  type PaymentTermsRequest,
} from '@portal/contracts';
import { z } from 'zod';
import { fetchGridPage } from '../../../components/data-grid/compact/compact-grid.ts';
import { http } from '../../../lib/http.ts';
import { opsKeys } from '../../../lib/operator.ts';

export const opsPaymentsKeys = {
  all: ['ops', 'payments'] as const,
  suppliers: (search: string) => ['ops', 'payments', 'suppliers', search] as const,
  terms: (supplierId: number) => ['ops', 'payments', 'terms', supplierId] as const,
  rules: (supplierId: number | null) => ['ops', 'payments', 'rules', supplierId ?? 'default'] as const,
  runs: () => ['ops', 'payments', 'runs'] as const,
  disputes: () => ['ops', 'payments', 'disputes'] as const,
};

/** The suppliers whose name holds `search` (the terms screen's picker), through the console's suppliers grid call. */
export const useSupplierChoices = (search: string) =>
  useQuery({
    queryKey: opsPaymentsKeys.suppliers(search),
    queryFn: async () => {
      const filters = search.trim() ? { name: { filterType: 'text', type: 'contains', filter: search.trim() } } : {};
      return (await fetchGridPage('/ops/suppliers', { page: 0, pageSize: 25, sort: { colId: 'name', sort: 'asc' }, filters }, opsSupplier))
        .rows;
    },
  });

export const useTerms = (supplierId: number | null) =>
  useQuery({
    queryKey: opsPaymentsKeys.terms(supplierId ?? 0),
    queryFn: async () => paymentTermsView.parse(await http(`/ops/payments/terms/${supplierId}`)),
    enabled: supplierId !== null,
  });

function usePaymentsMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: opsPaymentsKeys.all }),
        queryClient.invalidateQueries({ queryKey: opsKeys.overview() }),
      ]),
  });
}

export const useSaveTerms = (supplierId: number) =>
  usePaymentsMutation(async (body: PaymentTermsRequest) =>
    paymentTermsView.parse(await http(`/ops/payments/terms/${supplierId}`, { method: 'PUT', body })),
  );

export const useRules = (supplierId: number | null) =>
  useQuery({
    queryKey: opsPaymentsKeys.rules(supplierId),
    queryFn: async () => deductionRulesView.parse(await http('/ops/payments/rules', { query: { supplierId } })),
  });
export const useSaveRules = () =>
  usePaymentsMutation(async (body: DeductionRulesRequest) =>
    deductionRulesView.parse(await http('/ops/payments/rules', { method: 'PUT', body })),
  );

export const previewRun = async (runDate: string) =>
  paymentRunPreview.parse(await http('/ops/payments/runs/preview', { method: 'POST', body: { runDate } }));
export const usePostRun = () =>
  usePaymentsMutation(async (runDate: string) =>
    paymentRunPosted.parse(await http('/ops/payments/runs', { method: 'POST', body: { runDate } })),
  );
export const useRuns = () =>
  useQuery({ queryKey: opsPaymentsKeys.runs(), queryFn: async () => z.array(paymentRunSummary).parse(await http('/ops/payments/runs')) });

/** The queue's first page: waiting disputes first, oldest first, then the decided ones. */
export const DISPUTES_PAGE_SIZE = 100;
export const useDisputeQueue = () =>
  useQuery({
    queryKey: opsPaymentsKeys.disputes(),
    queryFn: async () =>
      (await fetchGridPage('/ops/payments/disputes', { page: 0, pageSize: DISPUTES_PAGE_SIZE, sort: null, filters: {} }, disputeQueueRow))
        .rows,
  });
export const useDecideDispute = () =>
  usePaymentsMutation(async ({ disputeId, ...body }: DisputeDecisionRequest & { disputeId: number }) =>
    disputeDecisionResponse.parse(await http(`/ops/payments/disputes/${disputeId}/decision`, { method: 'POST', body })),
  );
