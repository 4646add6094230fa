// Calls of the operations console (/api/ops): per call a fetcher and a hook; every key under ['ops', ...] (opsKeys).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  operatorProfile,
  opsBulkDecisionResult,
  opsOption,
  opsOverview,
  opsQueueRow,
  orderIntakeResponse,
  type OpsLtlBookingRequest,
  type OrderIntake,
} from '@portal/contracts';
import { http } from '../../lib/http.ts';
import { gridQuery, type OpsGridParams } from './grid/ops-grid.ts';

export const opsKeys = {
  all: ['ops'] as const,
  me: () => ['ops', 'me'] as const,
  overview: () => ['ops', 'overview'] as const,
  options: (kind: 'suppliers' | 'carriers') => ['ops', 'options', kind] as const,
  /** One queue's grid pages: ['ops', 'queue', <queue key>, ...]. */
  queue: (key: string) => ['ops', 'queue', key] as const,
  queuePage: (key: string, params: OpsGridParams) => ['ops', 'queue', key, params] as const,
};

export const fetchOperator = async () => operatorProfile.parse(await http('/ops/me'));
export const operatorQueryOptions = () => queryOptions({ queryKey: opsKeys.me(), queryFn: fetchOperator, staleTime: Infinity });
export const useOperator = () => useQuery(operatorQueryOptions());

export const fetchOpsOverview = async () => opsOverview.parse(await http('/ops/overview'));
export const useOpsOverview = () => useQuery({ queryKey: opsKeys.overview(), queryFn: fetchOpsOverview });

const fetchOptions = async (kind: 'suppliers' | 'carriers') =>
  z.array(opsOption).parse(await http(kind === 'suppliers' ? '/ops/supplier-options' : '/ops/carrier-options'));
export const useOpsOptions = (kind: 'suppliers' | 'carriers') =>
  useQuery({ queryKey: opsKeys.options(kind), queryFn: () => fetchOptions(kind), staleTime: 5 * 60_000 });

/** One page of a queue: the grid query of platform/grid-query (sortModel, filterModel, limit, offset). */
export const queueQuery = (key: string, params: OpsGridParams) =>
  gridQuery(opsKeys.queuePage(key, params), `/ops/${key}`, params, opsQueueRow);

/** A decision changes its queue and the overview's counts. */
function useOpsMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['ops', 'queue'] });
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
