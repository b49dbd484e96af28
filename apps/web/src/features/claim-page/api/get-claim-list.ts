import type { ResponseOf } from '@rc/contract/call-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway, firstAnswerData } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

export type ClaimSummary = ResponseOf<'get-claim-list'>['claims'][number];

export async function getClaimList() {
  const result = await callGateway('get-claim-list', {});
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data.claims;
}

export const claimListQuery = (orderId: string) =>
  queryOptions({ queryKey: ['claim-list', orderId], queryFn: getClaimList });

/** The order's claims, drafts first (to continue), then the rest newest first as the server sends them. */
export function useClaimList(orderId: string) {
  return useQuery({
    ...claimListQuery(orderId),
    // The page may have come with the list (decision 026): then the first render shows it.
    initialData: () => firstAnswerData('get-claim-list', {})?.claims,
    select: (claims) => [
      ...claims.filter((claim) => claim.status === 'draft'),
      ...claims.filter((claim) => claim.status !== 'draft'),
    ],
  });
}
