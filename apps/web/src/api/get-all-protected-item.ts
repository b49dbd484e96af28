import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { callGateway, firstAnswerData } from '../lib/gateway';
import { GatewayError } from '../lib/gateway-error';

/**
 * The signed-in order's protected items by package under one policy (null: the order's default
 * policy): what home and orders list, and what a report's options and packages offer.
 */
export async function getAllProtectedItem(policyId: string | null) {
  const result = await callGateway('get-all-protected-item', policyId ? { policyId } : {});
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

// One key for the landing pages and the report, so the cache is shared.
export const protectedItemsQuery = (orderId: string, policyId: string | null = null) =>
  queryOptions({
    queryKey: ['protected-items', orderId, policyId ?? 'default'],
    queryFn: () => getAllProtectedItem(policyId),
  });

export function useProtectedItems(orderId: string, policyId: string | null = null) {
  return useQuery({
    ...protectedItemsQuery(orderId, policyId),
    // The page may have come with the default policy's items (decision 026): the first render shows them.
    initialData: () => firstAnswerData('get-all-protected-item', policyId ? { policyId } : {}),
  });
}

/** One query per policy, in the policies' order. */
export function useProtectedItemsByPolicy(orderId: string, policyIds: readonly string[]) {
  return useQueries({ queries: policyIds.map((policyId) => protectedItemsQuery(orderId, policyId)) });
}
