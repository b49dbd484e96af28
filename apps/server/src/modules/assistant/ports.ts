// What the assistant needs of the other modules, wired in services.ts (modules meet there, never
// directly): the same use-cases the pages call, with the same idempotency keys.
import type { ChatProduct } from '@rc/contract/calls/assistant';
import type { ClaimDetail, ClaimReviewBody } from '@rc/contract/calls/claims';
import type { ReturnDetail, ReturnRequestBody } from '@rc/contract/calls/returns';
import type { CallResponse } from '@rc/contract/define-call';
import type { LanguageCode } from '@rc/domain/languages';
import type { ShopperSession } from '../../gateway/register-call';

type Response<C> = C extends import('@rc/contract/define-call').ApiCall ? CallResponse<C> : never;
type Calls = typeof import('@rc/contract/calls/claims') &
  typeof import('@rc/contract/calls/returns') &
  typeof import('@rc/contract/calls/tracking');

export type ReviewData = Response<Calls['claimApplyReview']>;
export type ClaimSummary = Response<Calls['getClaimList']>['claims'][number];
export type ReturnReview = Response<Calls['getOrderReturnApplyReview']>;
export type ReturnSummary = Response<Calls['listReturnItems']>['returns'][number];
export type ReturnMerchantConfig = Response<Calls['getReturnMerchantConfig']>;
export type PackageSummary = Response<Calls['queryPackageStatus']>['packages'][number];
export type Payout = Response<Calls['rcCashWithdraw']>;

/** The signed-in order as the assistant talks about it. */
export interface OrderFacts {
  orderName: string;
  email: string;
  currency: string;
  channel: string | null;
  /** The policy a claim is filed against (the first reportable one), if any. */
  policyId: string | null;
  merchant: { id: string; name: string; supportEmail: string | null };
  supportChatMode: boolean;
}

export interface AssistantPorts {
  /** Only the order and its store are read: a job (the hand-over e-mail) asks without a session. */
  order(session: Pick<ShopperSession, 'orderId' | 'merchantId'>): Promise<OrderFacts>;
  /** The order's items as chat cards, with what a claim or a return may still take. */
  products(session: ShopperSession): Promise<ChatProduct[]>;
  claims: {
    review(session: ShopperSession, body: ClaimReviewBody): Promise<ReviewData>;
    submit(
      session: ShopperSession,
      body: ClaimReviewBody & { requestId: string },
      language: string,
    ): Promise<ClaimDetail>;
    list(session: ShopperSession): Promise<ClaimSummary[]>;
    detail(session: ShopperSession, claimId: string): Promise<ClaimDetail>;
  };
  returns: {
    config(session: ShopperSession): Promise<ReturnMerchantConfig>;
    review(session: ShopperSession, body: ReturnRequestBody): Promise<ReturnReview>;
    submit(
      session: ShopperSession,
      body: ReturnRequestBody & { requestId: string },
      language: string,
    ): Promise<ReturnDetail>;
    list(session: ShopperSession): Promise<ReturnSummary[]>;
  };
  payouts: {
    cashOut(session: ShopperSession, input: { claimId: string; requestId: string }): Promise<Payout>;
  };
  tracking: {
    packages(session: ShopperSession): Promise<PackageSummary[]>;
  };
}

/** The language a conversation speaks. */
export type ChatLanguage = LanguageCode;

/** What the understanding of free text answers (`understandUtterance` of @rc/domain/understanding). */
export type AssistantIntent =
  | 'report_issue'
  | 'start_return'
  | 'start_exchange'
  | 'track_package'
  | 'get_paid'
  | 'claim_status'
  | 'return_status'
  | 'talk_to_person'
  | 'greeting'
  | 'thanks'
  | 'yes'
  | 'no'
  | 'unknown';

export interface Understanding {
  intent: AssistantIntent;
  confidence: number;
  slots: {
    issueType?: string;
    itemIds?: string[];
    quantity?: number;
    date?: string;
    resolution?: 'refund' | 'store_credit' | 'exchange';
  };
  alternatives: { intent: AssistantIntent; confidence: number }[];
}

export interface UnderstandingPort {
  understand(
    text: string,
    language: LanguageCode,
    context: { items: { id: string; name: string; variant?: string; quantity: number }[]; today: string },
  ): Understanding;
  needsClarification(understanding: Understanding): boolean;
}
