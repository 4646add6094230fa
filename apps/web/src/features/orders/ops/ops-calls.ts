// The console's order calls (/api/ops): the four decision queues, LTL booking, the options lists and the order intake;
// keys under ['ops', ...] (lib/operator.ts opsKeys).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  opsBulkDecisionResult,
  opsOption,
  opsQueueRow,
  orderIntakeResponse,
  type OpsLtlBookingRequest,
  type OrderIntake,
} from '@portal/contracts';
import { gridQuery, type CompactGridParams } from '../../../components/data-grid/compact/compact-grid.ts';
import { http } from '../../../lib/http.ts';
import { opsKeys } from '../../../lib/operator.ts';

export const opsQueueKeys = {
  options: (kind: 'suppliers' | 'carriers') => [...opsKeys.all, 'options', kind] as const,
  /** Every queue's grid pages: ['ops', 'queue', <queue key>, ...]. */
  queues: () => [...opsKeys.all, 'queue'] as const,
  queuePage: (key: string, params: CompactGridParams) => [...opsKeys.all, 'queue', key, params] as const,
};

const fetchOptions = async (kind: 'suppliers' | 'carriers') =>
  z.array(opsOption).parse(await http(kind === 'suppliers' ? '/ops/supplier-options' : '/ops/carrier-options'));
export const useOpsOptions = (kind: 'suppliers' | 'carriers') =>
  useQuery({ queryKey: opsQueueKeys.options(kind), queryFn: () => fetchOptions(kind), staleTime: 5 * 60_000 });

/** One page of a queue: the grid query of platform/grid-query (sortModel, filterModel, limit, offset). */
export const queueQuery = (key: string, params: CompactGridParams) =>
  gridQuery(opsQueueKeys.queuePage(key, params), `/ops/${key}`, params, opsQueueRow);

/** A decision changes its queue and the overview's counts. */
function useOpsMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: opsQueueKeys.queues() });
      await queryClient.invalidateQueries({ queryKey: opsKeys.overview() });
    },
  });
}

export type Decision = 'approve' | 'decline';
export const useDecide = (key: string) =>
  useOpsMutation(({ id, action, body }: { id: number; action: string; body?: unknown }) =>
    http(`/ops/${key}/${id}/${action}`, { method: 'POST', body }),
  );
export const useBulkDecide = (key: string) =>
  useOpsMutation(async ({ ids, decision }: { ids: number[]; decision: Decision }) =>
    opsBulkDecisionResult.parse(await http(`/ops/${key}/decisions`, { method: 'POST', body: { ids, decision } })),
  );
export const useBookLtl = () =>
  useOpsMutation(({ id, body }: { id: number; body: OpsLtlBookingRequest }) =>
    http(`/ops/ltl-shipments/${id}/book`, { method: 'POST', body }),
  );

export const useCreateOrder = () =>
  useOpsMutation(async (body: OrderIntake) => orderIntakeResponse.parse(await http('/ops/orders', { method: 'POST', body })));
