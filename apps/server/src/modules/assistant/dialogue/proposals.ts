// Proposals at a flow's summary: the exact request with the summary the shopper confirms (a claim
// reviewed, a return quoted, a payout, a hand-over). Nothing runs here: the service stores the
// proposal and runs it only when the shopper confirms.
import type { ChatProduct } from '@rc/contract/calls/assistant';
import type { ClaimReviewBody } from '@rc/contract/calls/claims';
import type { ReturnRequestBody } from '@rc/contract/calls/returns';
import type { IssueType } from '@rc/domain/enums';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { errorMessage } from '@rc/domain/error-messages';
import { formatDateTime, formatMoney } from '@rc/domain/format';
import type { LanguageCode } from '@rc/domain/languages';
import { AppError } from '../../../lib/app-error';
import type { AssistantPorts } from '../ports';
import { photoCount, say, sayOr, type TextKey } from '../texts';
import { advance, finish, message, withOffer } from './flow';
import type { DialogueState, Line, Proposal, Slots, TurnContext, TurnOutcome } from './state';

/** A failure of a use-case as the shopper reads it, and the step to ask again. */
function failureText(ctx: TurnContext, error: unknown): string {
  const code = error instanceof AppError ? error.code : ERROR_CODES.UNEXPECTED_ERROR;
  if (!(error instanceof AppError)) throw error;
  return say(ctx.language, 'failed', { message: errorMessage(code, ctx.language, error.options.params) });
}

function itemLines(products: ChatProduct[], lines: Line[]): string {
  return lines
    .map((line) => {
      const product = products.find((candidate) => candidate.itemId === line.itemId);
      return `${line.quantity} × ${product?.title ?? line.itemId}`;
    })
    .join(', ');
}

function payoutText(language: LanguageCode, method: NonNullable<Slots['paymentMethod']>): string {
  return say(language, method.paymentMethod === 'paypal' ? 'paypal' : 'cardVisa', {
    account: method.payAccount,
  });
}

function proposal(state: DialogueState, ctx: TurnContext, found: Proposal): TurnOutcome {
  const draft = message(state, say(ctx.language, 'summaryCheck'));
  return { messages: [draft], state, proposal: found };
}

export async function proposeClaim(ctx: TurnContext, state: DialogueState): Promise<TurnOutcome> {
  const { slots } = state;
  const products = await ctx.ports.products(ctx.session);
  const body: ClaimReviewBody = {
    policyId: ctx.facts.policyId ?? '',
    fulfillmentId: slots.fulfillmentId ?? null,
    issueType: slots.issueType as IssueType,
    items: slots.items ?? [],
    applicantEmail: ctx.facts.email,
    attachments: slots.attachmentIds ?? [],
    details: slots.description ? { description: slots.description } : null,
    paymentMethod: slots.paymentMethod ?? null,
    useShippingLabel: true,
  };
  let review: Awaited<ReturnType<AssistantPorts['claims']['review']>>;
  try {
    if (!ctx.facts.policyId) throw new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER);
    review = await ctx.ports.claims.review(ctx.session, body);
  } catch (error) {
    // Ask again from the issue (the package may not allow it, or the evidence is missing).
    const retry: Slots = {
      items: slots.items,
      fulfillmentId: slots.fulfillmentId,
      description: slots.description,
    };
    return advance(ctx, { ...state, slots: retry }, [message(state, failureText(ctx, error))]);
  }
  const { language } = ctx;
  return proposal(state, ctx, {
    kind: 'submit_claim',
    payload: body as unknown as Record<string, unknown>,
    summary: {
      title: say(language, 'summaryClaim'),
      lines: [
        { label: say(language, 'lineItems'), value: itemLines(products, body.items) },
        { label: say(language, 'lineIssue'), value: say(language, `issue_${body.issueType}` as TextKey) },
        { label: say(language, 'linePhotos'), value: photoCount(language, body.attachments?.length ?? 0) },
        { label: say(language, 'linePayout'), value: payoutText(language, review.paymentMethod) },
        { label: say(language, 'lineAmount'), value: formatMoney(review.amount, review.currency, language) },
      ],
      amount: review.amount,
      currency: review.currency,
    },
  });
}

export async function proposeReturn(ctx: TurnContext, state: DialogueState): Promise<TurnOutcome> {
  const { slots } = state;
  const products = await ctx.ports.products(ctx.session);
  const body: ReturnRequestBody = {
    items: (slots.items ?? []).map((line) => ({
      itemId: line.itemId,
      quantity: line.quantity,
      reason: slots.reason ?? 'other',
      subReason: slots.subReason ?? null,
      note: slots.note ?? null,
      attachments: slots.attachmentIds ?? [],
      resolution: slots.resolution ?? 'original_payment',
    })),
    method: (slots.method ?? null) as ReturnRequestBody['method'],
  };
  let review: Awaited<ReturnType<AssistantPorts['returns']['review']>>;
  try {
    review = await ctx.ports.returns.review(ctx.session, body);
  } catch (error) {
    const retry: Slots = { items: slots.items };
    return advance(ctx, { ...state, slots: retry }, [message(state, failureText(ctx, error))]);
  }
  const { language } = ctx;
  const refund = review.quote.refund + review.quote.storeCredit + review.quote.storeCreditBonus;
  return proposal(state, ctx, {
    kind: 'start_return',
    payload: body as unknown as Record<string, unknown>,
    summary: {
      title: say(language, 'summaryReturn'),
      lines: [
        { label: say(language, 'lineItems'), value: itemLines(products, slots.items ?? []) },
        {
          label: say(language, 'lineReason'),
          value: [
            sayOr(language, `reason_${slots.reason}`, slots.reason ?? ''),
            ...(slots.subReason ? [sayOr(language, `subreason_${slots.subReason}`, slots.subReason)] : []),
          ].join(': '),
        },
        {
          label: say(language, 'lineResolution'),
          value: say(language, `resolution_${slots.resolution ?? 'original_payment'}`),
        },
        {
          label: say(language, 'lineMethod'),
          value: sayOr(language, `method_${slots.method}`, slots.method ?? ''),
        },
        { label: say(language, 'lineRefund'), value: formatMoney(refund, review.currency, language) },
      ],
      amount: refund,
      currency: review.currency,
    },
  });
}

/** Claims that can be paid out now (approved, or a failed payout to try again). */
async function payableClaims(ctx: TurnContext) {
  const claims = await ctx.ports.claims.list(ctx.session);
  return claims.filter((claim) => claim.status === 'accepted' || claim.status === 'payout_failed');
}

export async function choosePayoutClaim(ctx: TurnContext, state: DialogueState): Promise<TurnOutcome> {
  const payable = await payableClaims(ctx);
  if (!payable.length) return finish(ctx, state, [message(state, say(ctx.language, 'payoutNone'))]);
  if (payable.length === 1) {
    return advance(ctx, { ...state, slots: { ...state.slots, claimId: payable[0]?.claimId as string } });
  }
  const draft = message(state, say(ctx.language, 'askPayoutClaim'), [
    {
      type: 'options',
      options: payable.map((claim) => ({
        value: `claim:${claim.claimId}`,
        label: `${claim.claimNumber} · ${formatMoney(claim.amount, claim.currency, ctx.language)}`,
        flow: null,
      })),
    },
  ]);
  return { messages: [draft], state: withOffer(state, draft) };
}

export async function proposePayout(ctx: TurnContext, state: DialogueState): Promise<TurnOutcome> {
  const { language } = ctx;
  let claim: Awaited<ReturnType<AssistantPorts['claims']['detail']>>;
  try {
    claim = await ctx.ports.claims.detail(ctx.session, state.slots.claimId as string);
  } catch (error) {
    return finish(ctx, state, [message(state, failureText(ctx, error))]);
  }
  if (!claim.can.cashOut) return finish(ctx, state, [message(state, say(language, 'payoutNone'))]);
  return proposal(state, ctx, {
    kind: 'cash_out',
    payload: { claimId: claim.claimId },
    summary: {
      title: say(language, 'summaryPayout'),
      lines: [
        { label: say(language, 'lineClaim'), value: claim.claimNumber },
        ...(claim.paymentMethod
          ? [{ label: say(language, 'linePayout'), value: payoutText(language, claim.paymentMethod) }]
          : []),
        { label: say(language, 'lineAmount'), value: formatMoney(claim.amount, claim.currency, language) },
      ],
      amount: claim.amount,
      currency: claim.currency,
    },
  });
}

/** When the store is expected to answer a hand-over. */
export function expectedReplyBy(ctx: Pick<TurnContext, 'now' | 'handoverHours'>): Date {
  return new Date(ctx.now.getTime() + ctx.handoverHours * 3_600_000);
}

export function proposeHandover(ctx: TurnContext, state: DialogueState): TurnOutcome {
  const { language } = ctx;
  const by = expectedReplyBy(ctx);
  const draft = message(state, say(language, 'handoverExplain'));
  return {
    messages: [draft],
    state,
    proposal: {
      kind: 'hand_over',
      payload: { expectedReplyBy: by.toISOString() },
      summary: {
        title: say(language, 'summaryHandover'),
        lines: [
          { label: say(language, 'lineSendTo'), value: ctx.facts.merchant.supportEmail ?? '' },
          { label: say(language, 'lineAnswerBy'), value: formatWhen(by, language) },
        ],
        amount: null,
        currency: null,
      },
    },
  };
}

/** When the store's team will answer, in the product's one date style, in UTC naming it (decision 054). */
export function formatWhen(date: Date, language: LanguageCode): string {
  return formatDateTime(date, language, 'UTC');
}
