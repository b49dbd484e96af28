import type { ResponseOf } from '@rc/contract/call-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

export type ReturnBalance = ResponseOf<'user/get-return-balance'>;

/** A return's balance and its latest payment, read back from the payment provider. */
export async function getReturnBalance(returnId: string) {
  const result = await callGateway('user/get-return-balance', { returnId });
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

export const returnBalanceQuery = (returnId: string) =>
  queryOptions({ queryKey: ['return-balance', returnId], queryFn: () => getReturnBalance(returnId) });

export function useReturnBalance(returnId: string, enabled: boolean) {
  return useQuery({ ...returnBalanceQuery(returnId), enabled });
}
