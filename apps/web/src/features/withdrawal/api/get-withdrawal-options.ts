import type { ResponseOf } from '@rc/contract/call-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

export type WithdrawalOptions = ResponseOf<'user/get-withdrawal-options'>;

export async function getWithdrawalOptions() {
  const result = await callGateway('user/get-withdrawal-options', {});
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

/** Per order: the session's order is the only one a shopper can ask about. */
export const withdrawalOptionsQuery = (orderId: string) =>
  queryOptions({ queryKey: ['withdrawal-options', orderId], queryFn: getWithdrawalOptions });

export function useWithdrawalOptions(orderId: string) {
  return useQuery(withdrawalOptionsQuery(orderId));
}
