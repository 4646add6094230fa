// The signed-in operator (GET /ops/me) and the console's waiting counts (GET /ops/overview): read by the console's
// frame and overview (app/), refreshed by the decisions of every area's console screens (features/<area>/ops).
import { useQuery } from '@tanstack/react-query';
import { operatorProfile, opsOverview } from '@portal/contracts';
import { http } from './http.ts';

/** The console's keys, all under ['ops', ...]; each area's console calls extend them (features/<area>/ops). */
export const opsKeys = {
  all: ['ops'] as const,
  me: () => ['ops', 'me'] as const,
  overview: () => ['ops', 'overview'] as const,
};

const fetchOperator = async () => operatorProfile.parse(await http('/ops/me'));
export const useOperator = () => useQuery({ queryKey: opsKeys.me(), queryFn: fetchOperator, staleTime: Infinity });

const fetchOpsOverview = async () => opsOverview.parse(await http('/ops/overview'));
export const useOpsOverview = () => useQuery({ queryKey: opsKeys.overview(), queryFn: fetchOpsOverview });

/** Where a console row's PO number leads: the console's order page (docs/decisions/console-words.md, "PO numbers"). */
export const opsOrderPath = (row: { orderId: number }) => `/ops/orders/${row.orderId}`;
