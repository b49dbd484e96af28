import type { ResponseOf } from '@rc/contract/call-types';
import { useQuery } from '@tanstack/react-query';
import { callGateway, firstAnswerData } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

export type OrderDetail = ResponseOf<'user/get-order-detail'>;

export const orderDetailKey = (orderId: string) => ['order-detail', orderId] as const;

async function getOrderDetail(orderId: string): Promise<OrderDetail> {
  const result = await callGateway('user/get-order-detail', { orderId });
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

/** One order of the hub with everything its page shows; the page may come with it (decision 026). */
export function useOrderDetail(orderId: string, options: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: orderDetailKey(orderId),
    queryFn: () => getOrderDetail(orderId),
    initialData: () => firstAnswerData('user/get-order-detail', { orderId }),
    // fresh: what is left to claim changes with every claim, so home asks each time it shows.
    ...(options.fresh ? { staleTime: 0 } : {}),
  });
}
