// Asking a flow's step: the question with its blocks (items, options, upload, payment), or the
// proposal at a summary, or what tracking and status show.
import type { ChatBlock } from '@rc/contract/calls/assistant';
import { CLAIM_LIMITS } from '@rc/domain/claim-defaults';
import { askPhotos, say, sayOr } from '../texts';
import { eligible, finish, menu, message, withOffer } from './flow';
import { choosePayoutClaim, proposeClaim, proposeHandover, proposePayout, proposeReturn } from './proposals';
import {
  CLAIM_ISSUES,
  type DialogueState,
  EVIDENCE_ACCEPT,
  photosNeeded,
  type ReturnReasonRule,
  type TurnContext,
  type TurnOutcome,
} from './state';

/** The question of the state's step (or what the step does), with what the shopper may answer. */
export async function ask(
  ctx: TurnContext,
  state: DialogueState,
  reasons: ReturnReasonRule[],
): Promise<TurnOutcome> {
  const { language } = ctx;
  const reply = (text: string, blocks: ChatBlock[] = []): TurnOutcome => {
    const draft = message(state, text, blocks);
    return { messages: [draft], state: withOffer(state, draft) };
  };
  switch (`${state.flow}:${state.step}`) {
    case 'claim:items':
    case 'return:items': {
      const purpose = state.flow === 'claim' ? 'claim' : 'return';
      const products = eligible(await ctx.ports.products(ctx.session), purpose);
      if (!products.length) {
        return finish(ctx, state, [
          message(state, say(language, purpose === 'claim' ? 'nothingToClaim' : 'nothingToReturn')),
        ]);
      }
      return reply(say(language, purpose === 'claim' ? 'askClaimItems' : 'askReturnItems'), [
        { type: 'products', purpose, multiple: true, products },
      ]);
    }
    case 'claim:issue':
      return reply(say(language, 'askIssue'), [
        {
          type: 'options',
          options: CLAIM_ISSUES.map((issue) => ({
            value: `issue:${issue}`,
            label: say(language, `issue_${issue}`),
            flow: null,
          })),
        },
      ]);
    case 'claim:photos':
    case 'return:photos': {
      const min = state.flow === 'claim' ? photosNeeded(state.slots.issueType) : 1;
      return reply(askPhotos(language, min), [
        { type: 'upload', min, max: CLAIM_LIMITS.maxAttachments, accept: EVIDENCE_ACCEPT },
      ]);
    }
    case 'claim:payment':
      return reply(say(language, 'askPayment'), [
        { type: 'payment', methods: ['virtual_card', 'paypal'], defaultAccount: ctx.facts.email },
        {
          type: 'options',
          options: [
            {
              value: 'payment:default',
              label: say(language, 'cardVisa', { account: ctx.facts.email }),
              flow: null,
            },
          ],
        },
      ]);
    case 'return:reason':
      return reply(say(language, 'askReason'), [
        {
          type: 'options',
          options: reasons.map((reason) => ({
            value: `reason:${reason.code}`,
            label: sayOr(language, `reason_${reason.code}`, reason.label ?? reason.code),
            flow: null,
          })),
        },
      ]);
    case 'return:subReason': {
      const reason = reasons.find((candidate) => candidate.code === state.slots.reason);
      return reply(say(language, 'askSubReason'), [
        {
          type: 'options',
          options: (reason?.subReasons ?? []).map((sub) => ({
            value: `subReason:${sub.code}`,
            label: sayOr(language, `subreason_${sub.code}`, sub.label),
            flow: null,
          })),
        },
      ]);
    }
    case 'return:note':
      return reply(say(language, 'askNote'));
    case 'return:resolution': {
      const config = await ctx.ports.returns.config(ctx.session);
      const offered = (['original_payment', 'store_credit'] as const).filter((resolution) =>
        config.resolutions.includes(resolution),
      );
      const exchange = config.resolutions.some(
        (resolution) => resolution === 'same_price_variant' || resolution === 'anything',
      );
      return reply(say(language, 'askResolution'), [
        {
          type: 'options',
          options: offered.map((resolution) => ({
            value: `resolution:${resolution}`,
            label: say(language, `resolution_${resolution}`),
            flow: null,
          })),
        },
        ...(exchange
          ? [
              {
                type: 'link' as const,
                label: say(language, 'exchangeOnPage'),
                href: 'choose-items?flow=return',
              },
            ]
          : []),
      ]);
    }
    case 'return:method': {
      const config = await ctx.ports.returns.config(ctx.session);
      return reply(say(language, 'askMethod'), [
        {
          type: 'options',
          options: config.methods.map((method) => ({
            value: `method:${method.method}`,
            label: say(language, `method_${method.method}`),
            flow: null,
          })),
        },
      ]);
    }
    case 'claim:summary':
      return proposeClaim(ctx, state);
    case 'return:summary':
      return proposeReturn(ctx, state);
    case 'payout:claim':
      return choosePayoutClaim(ctx, state);
    case 'payout:summary':
      return proposePayout(ctx, state);
    case 'handover:summary':
      return proposeHandover(ctx, state);
    case 'tracking:show':
      return showTracking(ctx, state);
    case 'status:show':
      return showStatus(ctx, state);
    default:
      return menu(ctx, state);
  }
}

async function showTracking(ctx: TurnContext, state: DialogueState): Promise<TurnOutcome> {
  const packages = await ctx.ports.tracking.packages(ctx.session);
  if (!packages.length) return finish(ctx, state, [message(state, say(ctx.language, 'trackingNone'))]);
  const shown = message(state, say(ctx.language, 'trackingIntro'), [
    { type: 'packages', packages },
    ...packages.map((found) => ({
      type: 'link' as const,
      label: `${say(ctx.language, 'openTracking')}${found.trackingNumber ? ` ${found.trackingNumber}` : ''}`,
      href: `tracking?fulfillmentId=${found.fulfillmentId}`,
    })),
  ]);
  return finish(ctx, state, [shown]);
}

async function showStatus(ctx: TurnContext, state: DialogueState): Promise<TurnOutcome> {
  const [claims, returns] = await Promise.all([
    ctx.ports.claims.list(ctx.session),
    ctx.ports.returns.list(ctx.session),
  ]);
  const visibleClaims = claims.filter((claim) => claim.status !== 'draft');
  if (!visibleClaims.length && !returns.length) {
    return finish(ctx, state, [message(state, say(ctx.language, 'statusNone'))]);
  }
  const blocks: ChatBlock[] = [
    ...visibleClaims.flatMap((claim): ChatBlock[] => [
      { type: 'claim', claim },
      {
        type: 'link',
        label: `${say(ctx.language, 'openClaim')} ${claim.claimNumber}`,
        href: `issue-details?claimId=${claim.claimId}`,
      },
    ]),
    ...returns.flatMap((found): ChatBlock[] => [
      { type: 'return', return: found },
      {
        type: 'link',
        label: `${say(ctx.language, 'openReturn')} ${found.returnNumber}`,
        href: `order-details?returnId=${found.returnId}`,
      },
    ]),
  ];
  return finish(ctx, state, [message(state, say(ctx.language, 'statusIntro'), blocks)]);
}
