// The returns module's service: one named use-case per call of decision 023 (use-cases/), built
// on the shared steps (steps.ts) and the return's state owner (modules/return-state), the only
// writer of returns. Routes call these.
import type { ReturnRequestBody } from '@rc/contract/calls/returns';
import type { ReturnMethodId } from '@rc/domain/return-policy';
import type { CheckoutNotice } from '../../adapters/payment/payment-provider';
import type { Tx } from '../../db/client';
import type { ShopperSession } from '../../gateway/register-call';
import type { ReturnsContext, ReturnsDeps } from './returns-context';
import {
  performStoreAction,
  refuseStoreActionsForDemo,
  retryStoreAction,
  STORE_ACTION_JOB,
} from './store-actions';
import { confirmCheckoutNotice, sweepOpenPayments } from './use-cases/balance-rounds';
import { cancelReturn } from './use-cases/cancel-return';
import { carrierShipped, findReturnForCarrier, lockReturnForCarrier } from './use-cases/carrier';
import {
  getItemDecisionFlow,
  getReturnDecision,
  getReturnReview,
  previewReturn,
  quoteReturnPostage,
} from './use-cases/decide';
import {
  calculateExchangePrice,
  getExchangeProduct,
  listExchangeProducts,
  listUpsellProducts,
} from './use-cases/exchange';
import {
  commandReturn,
  type MerchantReturnCommand,
  merchantReturn,
  merchantReturns,
} from './use-cases/merchant-returns';
import { getReturnBalance, payReturnBalance } from './use-cases/pay-balance';
import { checkoutPayee, receiveStripeWebhook } from './use-cases/payment-webhook';
import {
  getReturnPolicyView,
  listItemsCoverage,
  listReturnItems,
  openReturnFlow,
  startReturnItems,
} from './use-cases/read-flow';
import {
  getReturnDetail,
  getReturnMethodDetail,
  getReturnTransactions,
  returnOfSession,
} from './use-cases/read-return';
import { REFUND_RETURN_BALANCE_JOB, refundReturnBalance } from './use-cases/refund-balance';
import { submitOrderReturn } from './use-cases/submit-return';
import { addReturnTracking } from './use-cases/tracking';
import { LABEL_FILES } from './views';

export type { ReturnsDeps } from './returns-context';
export type { MerchantReturnCommand } from './use-cases/merchant-returns';

type Items = { itemId: string; quantity: number }[];

export function createReturnsService(deps: ReturnsDeps) {
  const ctx: ReturnsContext = { ...deps, clock: deps.clock ?? (() => new Date()) };
  deps.jobs.register(REFUND_RETURN_BALANCE_JOB, (payload) => refundReturnBalance(ctx, payload));
  deps.jobs.register(STORE_ACTION_JOB, (payload) => performStoreAction(ctx, payload));
  return {
    /** user/get-return-merchant-config. */
    policyView: (session: ShopperSession) => getReturnPolicyView(ctx, session),
    /** list-items-coverage. */
    itemsCoverage: (session: ShopperSession) => listItemsCoverage(ctx, session),
    /** user/create-order-return-for-order. */
    openFlow: (session: ShopperSession) => openReturnFlow(ctx, session),
    /** start-return-items. */
    startItems: (session: ShopperSession, input: { items: Items }) => startReturnItems(ctx, session, input),
    /** list-return-items. */
    listReturns: (session: ShopperSession) => listReturnItems(ctx, session),
    /** user/get-return-item-decision-flow. */
    itemDecisionFlow: (
      session: ShopperSession,
      input: { itemId: string; reason: string; subReason?: string | null | undefined },
    ) => getItemDecisionFlow(ctx, session, input),
    /** user/get-order-return-apply-decision. */
    decision: (session: ShopperSession, body: ReturnRequestBody) => getReturnDecision(ctx, session, body),
    /** user/get-order-return-apply-review. */
    review: (session: ShopperSession, body: ReturnRequestBody) => getReturnReview(ctx, session, body),
    /** return-process-preview. */
    preview: (session: ShopperSession, body: ReturnRequestBody) => previewReturn(ctx, session, body),
    /** user/calculate-order-return-postage. */
    postage: (session: ShopperSession, input: { items: Items; method: ReturnMethodId }) =>
      quoteReturnPostage(ctx, session, input),
    /** user/calculate-return-exchange-price. */
    exchangePrice: (session: ShopperSession, input: Parameters<typeof calculateExchangePrice>[2]) =>
      calculateExchangePrice(ctx, session, input),
    /** user/get-return-method-detail. */
    methodDetail: (session: ShopperSession, input: Parameters<typeof getReturnMethodDetail>[2]) =>
      getReturnMethodDetail(ctx, session, input),
    /** user/get-return-product-page-list. */
    products: (session: ShopperSession, input: Parameters<typeof listExchangeProducts>[2]) =>
      listExchangeProducts(ctx, session, input),
    /** user/get-return-product-detail. */
    product: (session: ShopperSession, productId: string) => getExchangeProduct(ctx, session, productId),
    /** user/query-upsell-products. */
    upsell: (session: ShopperSession, input: Parameters<typeof listUpsellProducts>[2]) =>
      listUpsellProducts(ctx, session, input),
    /** user/submit-order-return, submit-return-process. */
    submit: (session: ShopperSession, input: Parameters<typeof submitOrderReturn>[2], language?: string) =>
      submitOrderReturn(ctx, session, input, language),
    /** user/get-order-return-detail, get-return-detail. */
    detail: (session: ShopperSession, returnId: string) => getReturnDetail(ctx, session, returnId),
    /** user/get-transaction-detail. */
    transactions: (session: ShopperSession, returnId: string) =>
      getReturnTransactions(ctx, session, returnId),
    /** add-return-tracking, user/save-return-shipping-tracking-info. */
    addTracking: (session: ShopperSession, input: Parameters<typeof addReturnTracking>[2]) =>
      addReturnTracking(ctx, session, input),
    /** user/pay-return-balance. */
    payBalance: (session: ShopperSession, input: { returnId: string; requestId: string }) =>
      payReturnBalance(ctx, session, input),
    /** user/get-return-balance. */
    balance: (session: ShopperSession, returnId: string) => getReturnBalance(ctx, session, returnId),
    /** user/cancel-order-return. */
    cancel: (session: ShopperSession, input: Parameters<typeof cancelReturn>[2]) =>
      cancelReturn(ctx, session, input),
    /** get-return-label: the label file of a return of the session's order, or null. */
    async labelFile(session: ShopperSession, returnId: string, file: string) {
      const { row } = await returnOfSession(ctx, session, returnId);
      if (file === LABEL_FILES.storeCode) return ctx.labels.storeCode(row);
      await ctx.labels.ensure(row);
      return ctx.labels.file(row.id, file);
    },

    /** What payment providers tell on their own, and the sweep of rounds left open (decision 043). */
    payments: {
      /** A verified notice of a provider (the sandbox checkout's page once paid). */
      notice: (provider: string, notice: CheckoutNotice) => confirmCheckoutNotice(ctx, provider, notice),
      /** POST /webhooks/payments/stripe. */
      stripeWebhook: (rawBody: string, headers: Record<string, string | string[] | undefined>) =>
        receiveStripeWebhook(ctx, rawBody, headers),
      /** The store, language and country a checkout is paid for (the checkout's page). */
      payee: (provider: string, reference: string) => checkoutPayee(ctx, provider, reference),
      /** Rounds open for a while read back from the provider (maintenance). */
      sweep: () => sweepOpenPayments(ctx),
    },

    /** The demo's seeding only (src/demo): a refusal the built-in platform never answers. */
    demo: {
      refuseStoreActions: (returnId: string, lastError: string) =>
        refuseStoreActionsForDemo(ctx, returnId, lastError),
    },

    /** What a return's carrier says, handed over by the tracking module (use-cases/carrier.ts). */
    carrier: {
      find: (merchantId: string, reference: string) => findReturnForCarrier(ctx, merchantId, reference),
      lock: (tx: Tx, orderId: string, returnId: string) => lockReturnForCarrier(ctx, tx, orderId, returnId),
      shipped: (tx: Tx, orderId: string, returnId: string) => carrierShipped(ctx, tx, orderId, returnId),
    },

    /** The merchant's side (merchant API and command). */
    merchant: {
      list: (merchantId: string, status: string | undefined, limit: number) =>
        merchantReturns(ctx, merchantId, status, limit),
      get: (merchantId: string, reference: string) => merchantReturn(ctx, merchantId, reference),
      command: (merchantId: string, reference: string, command: MerchantReturnCommand, commandId: string) =>
        commandReturn(ctx, merchantId, reference, command, commandId),
      /** "Retry now" of a store-platform action the platform refused. */
      retryStoreAction: (merchantId: string, reference: string, actionId: string, key: string | null) =>
        retryStoreAction(ctx, merchantId, reference, actionId, key),
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
