// The claims module's service: one named use-case per shopper or merchant action (use-cases/),
// built on the shared steps (steps.ts) and the claim's state owner (modules/claim-state), which
// is the only writer of claims. Routes call these.
import type { ClaimReviewBody } from '@rc/contract/claims/calls';
import type { ShopperSession } from '../../gateway/register-call';
import type { ClaimsContext, ClaimsDeps } from './claims-context';
import type { DraftBody, Lines } from './steps';
import { appealClaim } from './use-cases/appeal-claim';
import { addEvidence, addItems, changePaymentMethod, withdrawDraft } from './use-cases/change-claim';
import { expireAbandonedDrafts } from './use-cases/expire-drafts';
import {
  decideClaim,
  type MerchantDecision,
  merchantClaim,
  merchantClaims,
} from './use-cases/merchant-decisions';
import { protectedItems } from './use-cases/protected-items';
import { claimDetail, claimList } from './use-cases/read-claims';
import { reviewClaim } from './use-cases/review-claim';
import { saveDraft } from './use-cases/save-draft';
import { submitClaim } from './use-cases/submit-claim';

export type { ClaimsDeps } from './claims-context';

export function createClaimsService(deps: ClaimsDeps) {
  const ctx: ClaimsContext = { ...deps, clock: deps.clock ?? (() => new Date()) };
  return {
    /** get-protected-item. */
    protectedItems: (
      session: ShopperSession,
      input: { policyId?: string | null; fulfillmentId?: string | null; claimId?: string | null },
    ) => protectedItems(ctx, session, input),
    /** claim-apply-review. */
    review: (session: ShopperSession, body: ClaimReviewBody) => reviewClaim(ctx, session, body),
    /** submit-claim. */
    submit: (session: ShopperSession, input: ClaimReviewBody & { requestId: string }, language?: string) =>
      submitClaim(ctx, session, input, language),
    /** save-claim-as-draft. */
    saveDraft: (session: ShopperSession, input: DraftBody & { requestId: string }, language?: string) =>
      saveDraft(ctx, session, input, language),
    /** withdraw-claim-draft. */
    withdrawDraft: (session: ShopperSession, claimId: string) => withdrawDraft(ctx, session, claimId),
    /** edit-claim-material. */
    addEvidence: (
      session: ShopperSession,
      input: { claimId: string; attachments: string[]; comment?: string | null },
    ) => addEvidence(ctx, session, input),
    /** edit-payment-method. */
    changePaymentMethod: (
      session: ShopperSession,
      input: {
        claimId: string;
        paymentMethod: { paymentMethod: 'virtual_card' | 'paypal'; payAccount: string };
      },
    ) => changePaymentMethod(ctx, session, input),
    /** add-claim-item. */
    addItems: (session: ShopperSession, input: { claimId: string; items: Lines }) =>
      addItems(ctx, session, input),
    /** appeal-claim. */
    appeal: (
      session: ShopperSession,
      input: { claimId: string; requestId: string; note: string; attachments: string[] },
    ) => appealClaim(ctx, session, input),
    /** get-claim-detail. */
    detail: (session: ShopperSession, claimId: string) => claimDetail(ctx, session, claimId),
    /** get-claim-list. */
    list: (session: ShopperSession) => claimList(ctx, session),

    /** The maintenance sweep: drafts untouched for `days` expire and free their evidence. */
    expireAbandonedDrafts: (days: number) => expireAbandonedDrafts(ctx, days),

    /** The merchant's decisions (merchant API and command). */
    merchant: {
      list: (merchantId: string, status: string | undefined, limit: number) =>
        merchantClaims(ctx, merchantId, status, limit),
      get: (merchantId: string, reference: string) => merchantClaim(ctx, merchantId, reference),
      decide: (merchantId: string, reference: string, decision: MerchantDecision) =>
        decideClaim(ctx, merchantId, reference, decision),
    },
  };
}

export type ClaimsService = ReturnType<typeof createClaimsService>;
