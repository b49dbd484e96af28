import { queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

/** The signed-in order's protected items, grouped by fulfillment. */
export async function getAllProtectedItem(policyId?: string) {
  const result = await callGateway('get-all-protected-item', policyId ? { policyId } : {});
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

export const protectedItemsQuery = (orderId: string, policyId?: string) =>
  queryOptions({
    queryKey: ['protected-items', orderId, policyId ?? 'default'],
    queryFn: () => getAllProtectedItem(policyId),
  });

export function useProtectedItems(orderId: string, policyId?: string) {
  return useQuery(protectedItemsQuery(orderId, policyId));
}
