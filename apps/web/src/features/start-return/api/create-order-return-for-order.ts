import type { ResponseOf } from '@rc/contract/call-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway, firstAnswerData } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

export type ReturnFlow = ResponseOf<'user/create-order-return-for-order'>;
export type ReturnableItem = ReturnFlow['items'][number];

/** A fresh return flow of the signed-in order: its request id, the policy, the items, the returns so far. */
export async function createOrderReturnForOrder() {
  const result = await callGateway('user/create-order-return-for-order', {});
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

export const returnFlowQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['return-flow', orderId],
    queryFn: createOrderReturnForOrder,
    // The items' returnable units change with every return: asked again whenever the page opens.
    staleTime: 0,
  });

export function useReturnFlow(orderId: string) {
  return useQuery({
    ...returnFlowQuery(orderId),
    // The page may have come with it (decision 026): then the first render shows it.
    initialData: () => firstAnswerData('user/create-order-return-for-order', {}),
  });
}
