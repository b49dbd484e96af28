import type { ResponseOf } from '@rc/contract/call-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway, firstAnswerData } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

export type ReturnSummary = ResponseOf<'list-return-items'>['returns'][number];

/** The order's returns with their items, newest first. */
export async function listReturnItems() {
  const result = await callGateway('list-return-items', {});
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data.returns;
}

export const returnListQuery = (orderId: string) =>
  queryOptions({ queryKey: ['return-list', orderId], queryFn: listReturnItems });

export function useReturnList(orderId: string) {
  return useQuery({
    ...returnListQuery(orderId),
    // The page may have come with the list (decision 026): then the first render shows it.
    initialData: () => firstAnswerData('list-return-items', {})?.returns,
  });
}
