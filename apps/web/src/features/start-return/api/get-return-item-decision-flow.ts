import { queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

/** What the rules decide for an item and reason: approve, review, reject or keep, and what they need. */
export async function getReturnItemDecisionFlow(itemId: string, reason: string, subReason: string | null) {
  const result = await callGateway('user/get-return-item-decision-flow', { itemId, reason, subReason });
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

export const itemDecisionFlowQuery = (itemId: string, reason: string, subReason: string | null) =>
  queryOptions({
    queryKey: ['return-item-decision-flow', itemId, reason, subReason],
    queryFn: () => getReturnItemDecisionFlow(itemId, reason, subReason),
    staleTime: 60_000,
  });

/** The decision once a reason is picked (and its sub-reason, when it has them). */
export function useItemDecisionFlow(
  itemId: string,
  reason: string,
  subReason: string | null,
  enabled: boolean,
) {
  return useQuery({ ...itemDecisionFlowQuery(itemId, reason, subReason), enabled: enabled && reason !== '' });
}
