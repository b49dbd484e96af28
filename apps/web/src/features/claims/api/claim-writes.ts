// The claim's writes. Each returns the gateway's result (never throws), so the screen can show
// the server's message or send the shopper to the error page.
import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

/** Submits the claim; `requestId` makes a repeat return the first answer (no second claim). */
export function submitClaim(input: RequestOf<'submit-claim'>) {
  return callGateway('submit-claim', input);
}

/** Saves (or updates) a draft; idempotent by `requestId` like submit. */
export function saveClaimAsDraft(input: RequestOf<'save-claim-as-draft'>) {
  return callGateway('save-claim-as-draft', input);
}

export function withdrawClaimDraft(claimId: string) {
  return callGateway('withdraw-claim-draft', { claimId });
}

/** Adds evidence (and a note) while the claim is under review or action is required. */
export function editClaimMaterial(input: RequestOf<'edit-claim-material'>) {
  return callGateway('edit-claim-material', input);
}

export function editPaymentMethod(input: RequestOf<'edit-payment-method'>) {
  return callGateway('edit-payment-method', input);
}

/** Pays an approved claim out (a virtual Visa gift card by default); idempotent by `requestId`. */
export function rcCashWithdraw(input: RequestOf<'rc-cash-withdraw'>) {
  return callGateway('rc-cash-withdraw', input);
}
