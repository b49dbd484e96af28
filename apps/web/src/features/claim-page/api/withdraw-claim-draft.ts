import { callGateway } from '../../../lib/gateway';

/** Withdraws a draft; answers the claim as it is now. Never throws. */
export function withdrawClaimDraft(claimId: string) {
  return callGateway('withdraw-claim-draft', { claimId });
}
