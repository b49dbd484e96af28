import type { RequestOf } from '@rc/contract/call-types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callGateway } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

/** What the claim would be (reviewData), checked by the server without saving anything. */
export async function claimApplyReview(body: RequestOf<'claim-apply-review'>) {
  const result = await callGateway('claim-apply-review', body);
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

export function useClaimReview(body: RequestOf<'claim-apply-review'> | null) {
  return useQuery({
    queryKey: ['claim-apply-review', body],
    queryFn: () => claimApplyReview(body as RequestOf<'claim-apply-review'>),
    enabled: body !== null,
    staleTime: 0,
    // Switching includeBp keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
