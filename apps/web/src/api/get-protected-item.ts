import { queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway } from '../lib/gateway';
import { GatewayError } from '../lib/gateway-error';

/** One package's (or the unshipped) protected items with how many of each can still be claimed. */
export async function getProtectedItem(policyId: string, fulfillmentId: string | null) {
  const result = await callGateway('get-protected-item', { policyId, fulfillmentId });
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

export const protectedItemQuery = (policyId: string, fulfillmentId: string | null) =>
  queryOptions({
    queryKey: ['protected-item', policyId, fulfillmentId ?? 'unshipped'],
    queryFn: () => getProtectedItem(policyId, fulfillmentId),
    // Claimable quantities change with every claim: always ask again when the step opens.
    staleTime: 0,
  });

export function useProtectedItem(policyId: string | null, fulfillmentId: string | null) {
  return useQuery({ ...protectedItemQuery(policyId ?? '', fulfillmentId), enabled: Boolean(policyId) });
}

/** A package's items for a draft being added to: the draft's own items count as claimable. */
export function useProtectedItemForDraft(policyId: string, fulfillmentId: string | null, claimId: string) {
  return useQuery({
    queryKey: ['protected-item', policyId, fulfillmentId ?? 'unshipped', claimId],
    queryFn: async () => {
      const result = await callGateway('get-protected-item', { policyId, fulfillmentId, claimId });
      if (!result.ok) throw new GatewayError(result.code, result.message);
      return result.data;
    },
    staleTime: 0,
  });
}
