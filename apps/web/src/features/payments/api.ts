// Payments calls of the supplier (docs/decisions/payments.md): the overview, the grids' paths (a remittance's lines
// among them), a remittance and a deduction with their parts, the advice downloads and a dispute with its files. One key factory, ['payments', ...].
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deductionDetailWithLinks, disputeResponse, paymentsOverview, remittanceDetail, type DisputeRequest } from '@portal/contracts';
import { http } from '../../lib/http.ts';

export const PAYMENT_INVOICES_PATH = '/payments/invoices';
export const REMITTANCES_PATH = '/payments/remittances';
export const DEDUCTIONS_PATH = '/payments/deductions';
/** A remittance's lines: a grid call of their own, one page at a time (the remittance answers without them). */
export const remittanceLinesPath = (remittanceId: number) => `${REMITTANCES_PATH}/${remittanceId}/lines`;

export const paymentsKeys = {
  all: ['payments'] as const,
  overview: () => ['payments', 'overview'] as const,
  remittance: (id: number) => ['payments', 'remittance', id] as const,
  deduction: (id: number) => ['payments', 'deduction', id] as const,
};

export const fetchPaymentsOverview = async () => paymentsOverview.parse(await http('/payments/overview'));
export const paymentsOverviewQueryOptions = () => queryOptions({ queryKey: paymentsKeys.overview(), queryFn: fetchPaymentsOverview });
export const usePaymentsOverview = () => useQuery(paymentsOverviewQueryOptions());

export const fetchRemittance = async (id: number) => remittanceDetail.parse(await http(`${REMITTANCES_PATH}/${id}`));
export const remittanceQueryOptions = (id: number, enabled = true) =>
  queryOptions({ queryKey: paymentsKeys.remittance(id), queryFn: () => fetchRemittance(id), enabled });
export const useRemittance = (id: number, enabled = true) => useQuery(remittanceQueryOptions(id, enabled));

export const fetchDeduction = async (id: number) => deductionDetailWithLinks.parse(await http(`${DEDUCTIONS_PATH}/${id}`));
export const deductionQueryOptions = (id: number, enabled = true) =>
  queryOptions({ queryKey: paymentsKeys.deduction(id), queryFn: () => fetchDeduction(id), enabled });
export const useDeduction = (id: number, enabled = true) => useQuery(deductionQueryOptions(id, enabled));

export const createDispute = async (deductionId: number, body: DisputeRequest) =>
  disputeResponse.parse(await http(`${DEDUCTIONS_PATH}/${deductionId}/disputes`, { method: 'POST', body }));
export function useCreateDispute(deductionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisputeRequest) => createDispute(deductionId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
  });
}
