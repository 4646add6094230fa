// The print sheets' call: several orders' printable details at once (GET /orders/print-details).
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { orderPrintDetail } from '@portal/contracts';
import { http } from '../../../lib/http.ts';
import { ordersKeys } from './orders-keys.ts';

export const fetchPrintDetails = async (orderIds: readonly number[]) =>
  z.array(orderPrintDetail).parse(await http('/orders/print-details', { query: { orderIds } }));
export const printDetailsQueryOptions = (orderIds: readonly number[]) =>
  queryOptions({ queryKey: ordersKeys.print(orderIds), queryFn: () => fetchPrintDetails(orderIds), enabled: orderIds.length > 0 });
