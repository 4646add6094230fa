// GET /ops/orders/{orderId}: the console's order page's one call; its key is under ['ops', ...] (lib/operator.ts), so
// a console decision's refresh of the console reaches it.
import { useQuery } from '@tanstack/react-query';
import { opsOrderView } from '@portal/contracts';
import { http } from '../../../../lib/http.ts';
import { opsKeys } from '../../../../lib/operator.ts';

export const opsOrderKey = (orderId: number) => [...opsKeys.all, 'orders', orderId] as const;

const fetchOpsOrder = async (orderId: number) => opsOrderView.parse(await http(`/ops/orders/${orderId}`));

export const useOpsOrder = (orderId: number, enabled: boolean) =>
  useQuery({ queryKey: opsOrderKey(orderId), queryFn: () => fetchOpsOrder(orderId), enabled });
