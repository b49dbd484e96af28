import type { ResponseOf } from '@rc/contract/call-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway, firstAnswerData } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

export type ReturnDetail = ResponseOf<'user/get-order-return-detail'>;

/**
 * A return of the signed-in order: lines, money, label, tracking and timeline. The redesigned
 * interface (version 5) names the call get-return-detail; both answer the same.
 */
export async function getOrderReturnDetail(returnId: string, version: '4' | '5' | null) {
  const result =
    version === '5'
      ? await callGateway('get-return-detail', { returnId })
      : await callGateway('user/get-order-return-detail', { returnId });
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

export const returnDetailQuery = (returnId: string, version: '4' | '5' | null) =>
  queryOptions({
    queryKey: ['return-detail', returnId],
    queryFn: () => getOrderReturnDetail(returnId, version),
  });

export function useReturnDetail(returnId: string, version: '4' | '5' | null) {
  return useQuery({
    ...returnDetailQuery(returnId, version),
    // The page may have come with the return (decision 026): then the first render shows it.
    initialData: () =>
      firstAnswerData('user/get-order-return-detail', { returnId }) ??
      firstAnswerData('get-return-detail', { returnId }),
  });
}
