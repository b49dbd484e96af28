import type { ResponseOf } from '@rc/contract/call-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway, firstAnswerData } from '../lib/gateway';
import { GatewayError } from '../lib/gateway-error';

export type ClaimDetail = ResponseOf<'get-claim-detail'>;

/** Polls while a payout is on its way, this often. */
export const PAYOUT_POLL_MS = 2000;

export async function getClaimDetail(claimId: string) {
  const result = await callGateway('get-claim-detail', { claimId });
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

export const claimDetailQuery = (claimId: string) =>
  queryOptions({ queryKey: ['claim-detail', claimId], queryFn: () => getClaimDetail(claimId) });

/** True while the payout is being sent (the claim detail is polled until it is sent or failed). */
export function payoutInFlight(detail: ClaimDetail | undefined): boolean {
  return detail?.status === 'sending_payout' || detail?.payout?.status === 'sending_payout';
}

export function useClaimDetail(claimId: string) {
  return useQuery({
    ...claimDetailQuery(claimId),
    // The page may have come with the claim (decision 026): then the first render shows it.
    initialData: () => firstAnswerData('get-claim-detail', { claimId }),
    refetchInterval: (query) => (payoutInFlight(query.state.data) ? PAYOUT_POLL_MS : false),
  });
}
