import { queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

/** The store's return policy as the pages show it (window, methods, fees, Return Assurance). */
export async function getReturnMerchantConfig() {
  const result = await callGateway('user/get-return-merchant-config', {});
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

export const returnMerchantConfigQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['return-merchant-config', orderId],
    queryFn: getReturnMerchantConfig,
    staleTime: 5 * 60_000,
  });

export function useReturnMerchantConfig(orderId: string) {
  return useQuery(returnMerchantConfigQuery(orderId));
}
