// Calls of the operations console (/api/ops): per call a fetcher and a hook; every key under ['ops', ...] (opsKeys).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorProfile, opsOverview } from '@portal/contracts';
import { http } from '../../lib/http.ts';

export const opsKeys = {
  all: ['ops'] as const,
  me: () => ['ops', 'me'] as const,
  overview: () => ['ops', 'overview'] as const,
  /** One queue's grid pages and counts: ['ops', 'queue', <queue key>, ...]. */
  queue: (key: string) => ['ops', 'queue', key] as const,
};

export const fetchOperator = async () => operatorProfile.parse(await http('/ops/me'));
export const operatorQueryOptions = () => queryOptions({ queryKey: opsKeys.me(), queryFn: fetchOperator, staleTime: Infinity });
export const useOperator = () => useQuery(operatorQueryOptions());

export const fetchOpsOverview = async () => opsOverview.parse(await http('/ops/overview'));
export const useOpsOverview = () => useQuery({ queryKey: opsKeys.overview(), queryFn: fetchOpsOverview });
