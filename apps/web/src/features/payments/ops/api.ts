// Calls of the console's payments screens (docs/decisions/payments.md): a supplier's payment terms, the payment
// calendar, the deduction rules, a payment run's preview and post, the disputes queue and its decisions. Keys under ['ops', 'payments'].
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deductionRulesView,
  paymentCalendarView,
  disputeDecisionResponse,
  disputeQueueRow,
  paymentRunPosted,
  paymentRunPreview,
  paymentRunSummary,
  paymentTermsView,
  type DeductionRulesRequest,
  type DisputeDecisionRequest,
  type PaymentCalendarRequest,
  type PaymentRunRequest,
  type PaymentTermsRequest,
} from '@portal/contracts';
import { gridQuery, type CompactGridParams } from '../../../components/data-grid/compact/compact-grid.ts';
import { http } from '../../../lib/http.ts';
import { opsKeys } from '../../../lib/operator.ts';

export const opsPaymentsKeys = {
  all: ['ops', 'payments'] as const,
  calendar: () => ['ops', 'payments', 'calendar'] as const,
  terms: (supplierId: number) => ['ops', 'payments', 'terms', supplierId] as const,
  rules: (supplierId: number | null) => ['ops', 'payments', 'rules', supplierId ?? 'default'] as const,
  runs: (params: CompactGridParams) => ['ops', 'payments', 'runs', params] as const,
  disputes: (params: CompactGridParams) => ['ops', 'payments', 'disputes', params] as const,
};

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

export const usePaymentCalendar = () =>
  useQuery({
    queryKey: opsPaymentsKeys.calendar(),
    queryFn: async () => paymentCalendarView.parse(await http('/ops/payments/calendar')),
  });
export const useSaveCalendar = () =>
  usePaymentsMutation(async (body: PaymentCalendarRequest) =>
    paymentCalendarView.parse(await http('/ops/payments/calendar', { method: 'PUT', body })),
  );

export const previewRun = async (runDate: string) =>
  paymentRunPreview.parse(await http('/ops/payments/runs/preview', { method: 'POST', body: { runDate } }));
/** A run on a calendar run day, or off-cycle with its reason. */
export const usePostRun = () =>
  usePaymentsMutation(async (body: PaymentRunRequest) =>
    paymentRunPosted.parse(await http('/ops/payments/runs', { method: 'POST', body })),
  );

/** Rows keyed as the compact grid keys them. */
const runRow = paymentRunSummary.transform((row) => ({ ...row, id: row.paymentRunId }));
export type PaymentRunGridRow = ReturnType<typeof runRow.parse>;
const disputeRow = disputeQueueRow.transform((row) => ({ ...row, id: row.disputeId }));
export type DisputeGridRow = ReturnType<typeof disputeRow.parse>;

/** A page of the posted runs (default: the newest date first). */
export const runsQuery = (params: CompactGridParams) => gridQuery(opsPaymentsKeys.runs(params), '/ops/payments/runs', params, runRow);
/** A page of the disputes queue (default: waiting disputes first, oldest first, then the decided ones). */
export const disputesQuery = (params: CompactGridParams) =>
  gridQuery(opsPaymentsKeys.disputes(params), '/ops/payments/disputes', params, disputeRow);
export const useDecideDispute = () =>
  usePaymentsMutation(async ({ disputeId, ...body }: DisputeDecisionRequest & { disputeId: number }) =>
    disputeDecisionResponse.parse(await http(`/ops/payments/disputes/${disputeId}/decision`, { method: 'POST', body })),
  );
