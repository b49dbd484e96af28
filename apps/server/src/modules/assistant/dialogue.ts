// The built-in assistant's dialogue: guided flows with slots, free text through the understanding
// of @rc/domain/understanding, inserted flows, and proposals (never an action: the service stores
// a proposal and runs it only when the shopper confirms its summary).
import type {
  ChatActionKind,
  ChatBlock,
  ChatFlow,
  ChatProduct,
  ChatReply,
} from '@rc/contract/calls/assistant';
import type { ClaimReviewBody } from '@rc/contract/calls/claims';
import type { ReturnRequestBody } from '@rc/contract/calls/returns';
import { CLAIM_LIMITS } from '@rc/domain/claim-defaults';
import { requiredEvidence } from '@rc/domain/claim-lifecycle';
import { ISSUE_TYPES, type IssueType } from '@rc/domain/enums';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { errorMessage } from '@rc/domain/error-messages';
import { formatDateTime, formatMoney } from '@rc/domain/format';
import type { LanguageCode } from '@rc/domain/languages';
import { ATTACHMENT_EXTENSIONS } from '@rc/domain/validation';
import type { ShopperSession } from '../../gateway/register-call';
import { AppError } from '../../lib/app-error';
import type { AssistantIntent, AssistantPorts, OrderFacts, Understanding, UnderstandingPort } from './ports';
import { askPhotos, photoCount, say, sayOr, type TextKey } from './texts';

export interface Line {
  itemId: string;
  quantity: number;
}

export interface Slots {
  items?: Line[];
  fulfillmentId?: string | null;
  issueType?: IssueType;
  description?: string;
  attachmentIds?: string[];
  paymentMethod?: { paymentMethod: 'virtual_card' | 'paypal'; payAccount: string };
  reason?: string;
  subReason?: string;
  note?: string;
  resolution?: 'original_payment' | 'store_credit';
  method?: string;
  claimId?: string;
}

/** Where the dialogue stands, stored with the conversation. */
export interface DialogueState {
  flow: ChatFlow;
  step: string | null;
  inserted: { flow: ChatFlow; slots: Slots }[];
  slots: Slots;
  /** The option values the last assistant message offered (a reply must be one of them). */
  offered: string[];
  /** Their labels, for the transcript. */
  offeredLabels?: Record<string, string>;
  /** The current flow's steps as last worked out (a return's depend on the store's reasons). */
  steps?: string[];
  selectedOptions: string[];
}

export const INITIAL_STATE: DialogueState = {
  flow: 'a',
  step: null,
  inserted: [],
  slots: {},
  offered: [],
  selectedOptions: [],
};

export interface Draft {
  text: string;
  blocks: ChatBlock[];
  flow: ChatFlow;
  step: string | null;
}

export interface Summary {
  title: string;
  lines: { label: string; value: string }[];
  amount: number | null;
  currency: string | null;
}

export interface Proposal {
  kind: ChatActionKind;
  payload: Record<string, unknown>;
  summary: Summary;
}

export interface TurnOutcome {
  messages: Draft[];
  state: DialogueState;
  proposal?: Proposal;
}

export interface TurnContext {
  session: ShopperSession;
  language: LanguageCode;
  ports: AssistantPorts;
  understanding: UnderstandingPort;
  facts: OrderFacts;
  now: Date;
  handoverHours: number;
}

const CLAIM_ISSUES: readonly IssueType[] = ['damage', 'loss', 'delay', 'wrongItem', 'nad'];
const MENU: readonly Exclude<ChatFlow, 'a'>[] = [
  'claim',
  'return',
  'tracking',
  'payout',
  'status',
  'handover',
];
const FLOW_TEXT: Record<Exclude<ChatFlow, 'a'>, TextKey> = {
  claim: 'flowClaim',
  return: 'flowReturn',
  tracking: 'flowTracking',
  payout: 'flowPayout',
  status: 'flowStatus',
  handover: 'flowHandover',
};
const FLOW_OF_INTENT: Partial<Record<AssistantIntent, Exclude<ChatFlow, 'a'>>> = {
  report_issue: 'claim',
  start_return: 'return',
  start_exchange: 'return',
  track_package: 'tracking',
  get_paid: 'payout',
  claim_status: 'status',
  return_status: 'status',
  talk_to_person: 'handover',
};
const EVIDENCE_ACCEPT = ATTACHMENT_EXTENSIONS.filter((extension) => extension !== '.zip').join(',');

/** The steps of each flow in order, given what is known (photos or a note only when needed). */
export function flowSteps(flow: ChatFlow, slots: Slots, reasons: ReturnReasonRule[] = []): string[] {
  switch (flow) {
    case 'claim':
      return [
        'items',
        'issue',
        ...(photosNeeded(slots.issueType) > 0 ? ['photos'] : []),
        'payment',
        'summary',
      ];
    case 'return': {
      // A reason with sub-reasons asks which one; the reason or the sub-reason may need a photo or a note.
      const reason = reasons.find((candidate) => candidate.code === slots.reason);
      const sub = reason?.subReasons.find((candidate) => candidate.code === slots.subReason);
      return [
        'items',
        'reason',
        ...(reason?.subReasons.length ? ['subReason'] : []),
        ...(reason?.requiresPhoto || sub?.requiresPhoto ? ['photos'] : []),
        ...(reason?.requiresNote || sub?.requiresNote ? ['note'] : []),
        'resolution',
        'method',
        'summary',
      ];
    }
    case 'payout':
      return ['claim', 'summary'];
    case 'handover':
      return ['summary'];
    case 'tracking':
    case 'status':
      return ['show'];
    default:
      return [];
  }
}

interface ReturnReasonRule {
  code: string;
  label?: string;
  requiresPhoto: boolean;
  requiresNote: boolean;
  subReasons: { code: string; label: string; requiresPhoto: boolean; requiresNote: boolean }[];
}

function photosNeeded(issueType: IssueType | undefined): number {
  if (!issueType) return 0;
  return requiredEvidence(issueType).reduce((sum, requirement) => sum + requirement.min, 0);
}

function isFilled(step: string, slots: Slots): boolean {
  switch (step) {
    case 'items':
      return Boolean(slots.items?.length);
    case 'issue':
      return Boolean(slots.issueType);
    case 'photos':
      return slots.attachmentIds !== undefined;
    case 'payment':
      return Boolean(slots.paymentMethod);
    case 'reason':
      return Boolean(slots.reason);
    case 'subReason':
      return Boolean(slots.subReason);
    case 'note':
      return Boolean(slots.note);
    case 'resolution':
      return Boolean(slots.resolution);
    case 'method':
      return Boolean(slots.method);
    case 'claim':
      return Boolean(slots.claimId);
    default:
      return false;
  }
}

function menuOptions(language: LanguageCode) {
  return MENU.map((flow) => ({ value: `flow:${flow}`, label: say(language, FLOW_TEXT[flow]), flow }));
}

function message(state: DialogueState, text: string, blocks: ChatBlock[] = []): Draft {
  return { text, blocks, flow: state.flow, step: state.step };
}

function offeredOf(blocks: ChatBlock[]) {
  return blocks.flatMap((block) => (block.type === 'options' ? block.options : []));
}

/** The assistant's next message in a state: it sets what the shopper may answer. */
function withOffer(state: DialogueState, draft: Draft): DialogueState {
  const options = offeredOf(draft.blocks);
  return {
    ...state,
    offered: [...state.offered, ...options.map((option) => option.value)],
    offeredLabels: {
      ...(state.offered.length ? state.offeredLabels : {}),
      ...Object.fromEntries(options.map((option) => [option.value, option.label])),
    },
  };
}

/** The menu: what the assistant can do. */
export function menu(ctx: TurnContext, state: DialogueState, key: TextKey = 'menuAgain'): TurnOutcome {
  const next: DialogueState = { ...state, flow: 'a', step: null, steps: [], slots: {}, offered: [] };
  const draft = message(next, say(ctx.language, key, { order: ctx.facts.orderName }), [
    { type: 'options', options: menuOptions(ctx.language) },
  ]);
  return { messages: [draft], state: withOffer(next, draft) };
}

/** The greeting of a new conversation (and `to` opening a flow at once). */
export async function greet(ctx: TurnContext, to: ChatFlow | null | undefined): Promise<TurnOutcome> {
  const greeting = menu(ctx, INITIAL_STATE, 'greeting');
  if (!to || to === 'a') return greeting;
  const started = await startFlow(ctx, { ...greeting.state, offered: [] }, to, {});
  return {
    ...started,
    messages: [
      message(greeting.state, say(ctx.language, 'greeting', { order: ctx.facts.orderName })),
      ...started.messages,
    ],
  };
}

/** Opens a flow (with slots already known from free text) and asks its first missing step. */
export async function startFlow(
  ctx: TurnContext,
  state: DialogueState,
  flow: ChatFlow,
  slots: Slots,
): Promise<TurnOutcome> {
  if (flow === 'a') return menu(ctx, state);
  const next: DialogueState = { ...state, flow, step: null, slots, offered: [], selectedOptions: [] };
  return advance(ctx, next);
}

/** Asks the first step not filled yet, or proposes the action, or shows what the flow shows. */
async function advance(ctx: TurnContext, state: DialogueState, prefix: Draft[] = []): Promise<TurnOutcome> {
  const reasons = state.flow === 'return' ? await returnReasons(ctx) : [];
  const steps = flowSteps(state.flow, state.slots, reasons);
  const step = steps.find((candidate) => !isFilled(candidate, state.slots));
  const at: DialogueState = { ...state, step: step ?? null, steps, offered: [] };
  const outcome = await ask(ctx, at, reasons);
  return { ...outcome, messages: [...prefix, ...outcome.messages] };
}

async function returnReasons(ctx: TurnContext): Promise<ReturnReasonRule[]> {
  const config = await ctx.ports.returns.config(ctx.session);
  return config.reasons;
}

/** Back from a finished flow: to the flow it interrupted, or to the menu. */
async function finish(ctx: TurnContext, state: DialogueState, messages: Draft[]): Promise<TurnOutcome> {
  const [resumed, ...rest] = state.inserted;
  if (resumed) {
    const next = await advance(ctx, { ...state, flow: resumed.flow, slots: resumed.slots, inserted: rest });
    return { ...next, messages: [...messages, ...next.messages] };
  }
  const after = menu(ctx, { ...state, inserted: [] });
  return { ...after, messages: [...messages, ...after.messages] };
}

function eligible(products: ChatProduct[], purpose: 'claim' | 'return'): ChatProduct[] {
  return products.filter((product) =>
    purpose === 'claim' ? product.claimableQuantity > 0 : product.returnableQuantity > 0,
  );
}

async function ask(
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

async function proposeClaim(ctx: TurnContext, state: DialogueState): Promise<TurnOutcome> {
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

async function proposeReturn(ctx: TurnContext, state: DialogueState): Promise<TurnOutcome> {
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

async function choosePayoutClaim(ctx: TurnContext, state: DialogueState): Promise<TurnOutcome> {
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

async function proposePayout(ctx: TurnContext, state: DialogueState): Promise<TurnOutcome> {
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

function proposeHandover(ctx: TurnContext, state: DialogueState): TurnOutcome {
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

/** Items chosen on cards: the claimable (or returnable) ones, capped, one package for a claim. */
async function chosenItems(
  ctx: TurnContext,
  state: DialogueState,
  lines: Line[],
): Promise<{ items: Line[]; fulfillmentId: string | null } | null> {
  const purpose = state.flow === 'claim' ? 'claim' : 'return';
  const products = eligible(await ctx.ports.products(ctx.session), purpose);
  const chosen: Line[] = [];
  let fulfillmentId: string | null | undefined;
  for (const line of lines) {
    const product = products.find((candidate) => candidate.itemId === line.itemId);
    if (!product) continue;
    if (purpose === 'claim') {
      if (fulfillmentId === undefined) fulfillmentId = product.fulfillmentId;
      if (product.fulfillmentId !== fulfillmentId) continue;
    }
    const most = purpose === 'claim' ? product.claimableQuantity : product.returnableQuantity;
    if (!chosen.some((known) => known.itemId === line.itemId)) {
      chosen.push({ itemId: line.itemId, quantity: Math.min(line.quantity, most) });
    }
  }
  return chosen.length ? { items: chosen, fulfillmentId: fulfillmentId ?? null } : null;
}

function refuseOption(): never {
  throw new AppError(ERROR_CODES.CHAT_OPTION_NOT_OFFERED);
}

/** One turn of the shopper, answered by the built-in assistant. */
export async function takeTurn(
  ctx: TurnContext,
  state: DialogueState,
  reply: ChatReply,
): Promise<TurnOutcome> {
  switch (reply.kind) {
    case 'option':
      return takeOption(ctx, state, reply.value);
    case 'items': {
      // Items of another order (or none) are not found, whatever the step.
      const known = new Set((await ctx.ports.products(ctx.session)).map((product) => product.itemId));
      if (reply.items.some((line) => !known.has(line.itemId)))
        throw new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER);
      if (state.step !== 'items') refuseOption();
      const chosen = await chosenItems(ctx, state, reply.items);
      if (!chosen) return advance(ctx, state);
      return advance(ctx, { ...state, slots: { ...state.slots, ...chosen } });
    }
    case 'attachments':
      if (state.step !== 'photos') refuseOption();
      return advance(ctx, { ...state, slots: { ...state.slots, attachmentIds: reply.attachmentIds } });
    case 'payment':
      if (state.step !== 'payment') refuseOption();
      return advance(ctx, { ...state, slots: { ...state.slots, paymentMethod: reply.paymentMethod } });
    case 'text':
      return takeText(ctx, state, reply.text);
  }
}

async function takeOption(ctx: TurnContext, state: DialogueState, value: string): Promise<TurnOutcome> {
  if (!state.offered.includes(value)) refuseOption();
  const [kind, ...rest] = value.split(':');
  const argument = rest.join(':');
  const selected: DialogueState = { ...state, selectedOptions: [...state.selectedOptions, value].slice(-20) };
  const slots = selected.slots;
  switch (kind) {
    case 'flow': {
      const flow = argument as ChatFlow;
      const interrupted = state.flow !== 'a' && state.step !== null && state.flow !== flow;
      const inserted = interrupted
        ? [{ flow: state.flow, slots: state.slots }, ...state.inserted]
        : state.inserted;
      return startFlow(ctx, { ...selected, inserted }, flow, {});
    }
    case 'issue':
      return advance(ctx, { ...selected, slots: { ...slots, issueType: argument as IssueType } });
    case 'payment':
      return advance(ctx, {
        ...selected,
        slots: { ...slots, paymentMethod: { paymentMethod: 'virtual_card', payAccount: ctx.facts.email } },
      });
    case 'reason': {
      // A new reason drops what the old one asked for (its sub-reason, note and photos).
      const kept = Object.fromEntries(
        Object.entries(slots).filter(([key]) => !['subReason', 'note', 'attachmentIds'].includes(key)),
      ) as Slots;
      return advance(ctx, { ...selected, slots: { ...kept, reason: argument } });
    }
    case 'subReason':
      return advance(ctx, { ...selected, slots: { ...slots, subReason: argument } });
    case 'resolution':
      return advance(ctx, { ...selected, slots: { ...slots, resolution: argument as Slots['resolution'] } });
    case 'method':
      return advance(ctx, { ...selected, slots: { ...slots, method: argument } });
    case 'claim':
      return advance(ctx, { ...selected, slots: { ...slots, claimId: argument } });
    default:
      return refuseOption();
  }
}

function isIssueType(value: string | undefined): value is IssueType {
  return (ISSUE_TYPES as readonly string[]).includes(value ?? '');
}

/** What free text fills in a flow: items by name, issue type, resolution, a note. */
async function slotsFromText(
  ctx: TurnContext,
  flow: ChatFlow,
  step: string | null,
  understood: Understanding,
  text: string,
): Promise<Slots> {
  const found: Slots = {};
  const { slots } = understood;
  if (slots.itemIds?.length && (flow === 'claim' || flow === 'return')) {
    const lines = slots.itemIds.map((itemId) => ({ itemId, quantity: slots.quantity ?? 1 }));
    const chosen = await chosenItems(ctx, { ...INITIAL_STATE, flow }, lines);
    if (chosen) Object.assign(found, chosen);
  }
  if (flow === 'claim') {
    if (isIssueType(slots.issueType)) found.issueType = slots.issueType;
    found.description = text.slice(0, 2000);
  }
  if (flow === 'return') {
    if (slots.resolution === 'refund') found.resolution = 'original_payment';
    if (slots.resolution === 'store_credit') found.resolution = 'store_credit';
    if (step === 'note') found.note = text.slice(0, 2000);
  }
  return found;
}

async function takeText(ctx: TurnContext, state: DialogueState, text: string): Promise<TurnOutcome> {
  const products = await ctx.ports.products(ctx.session);
  const understood = ctx.understanding.understand(text, ctx.language, {
    items: products.map((product) => ({
      id: product.itemId,
      name: product.title,
      ...(product.variantTitle ? { variant: product.variantTitle } : {}),
      quantity: product.quantity,
    })),
    today: ctx.now.toISOString().slice(0, 10),
  });
  // Inside a flow, the text first fills the flow's slots (the step asked, or later ones).
  if (state.flow === 'claim' || state.flow === 'return') {
    const found = await slotsFromText(ctx, state.flow, state.step, understood, text);
    const { description, ...filling } = found;
    const fillsSomething = Object.keys(filling).some((key) => !isFilled(stepOfSlot(key), state.slots));
    if (fillsSomething) {
      const slots = {
        ...state.slots,
        ...Object.fromEntries(
          Object.entries(filling).filter(([key]) => !isFilled(stepOfSlot(key), state.slots)),
        ),
      };
      if (description && !state.slots.description) slots.description = description;
      return advance(ctx, { ...state, slots });
    }
  }
  const flow = FLOW_OF_INTENT[understood.intent];
  if (flow && !ctx.understanding.needsClarification(understood)) {
    if (flow === state.flow && state.step !== null) return advance(ctx, state);
    const interrupted = state.flow !== 'a' && state.step !== null;
    const inserted = interrupted
      ? [{ flow: state.flow, slots: state.slots }, ...state.inserted]
      : state.inserted;
    const slots = await slotsFromText(ctx, flow, null, understood, text);
    return startFlow(ctx, { ...state, inserted }, flow, slots);
  }
  if (understood.intent === 'greeting') return menu(ctx, state, 'greeting');
  if (understood.intent === 'thanks') {
    const after = menu(ctx, state);
    return { ...after, messages: [message(state, say(ctx.language, 'thanks')), ...after.messages] };
  }
  const candidates = [understood.intent, ...understood.alternatives.map((alternative) => alternative.intent)]
    .map((intent) => FLOW_OF_INTENT[intent])
    .filter(
      (candidate, index, all): candidate is Exclude<ChatFlow, 'a'> =>
        Boolean(candidate) && all.indexOf(candidate) === index,
    );
  if (candidates.length) {
    const draft = message(state, say(ctx.language, 'clarify'), [
      {
        type: 'options',
        options: candidates.map((candidate) => ({
          value: `flow:${candidate}`,
          label: say(ctx.language, FLOW_TEXT[candidate]),
          flow: candidate,
        })),
      },
    ]);
    return { messages: [draft], state: withOffer({ ...state, offered: [] }, draft) };
  }
  // Not understood: inside a flow, ask its step again; otherwise the menu.
  if (state.flow !== 'a' && state.step !== null) {
    return advance(ctx, state, [message(state, say(ctx.language, 'notUnderstood'))]);
  }
  return menu(ctx, state, 'notUnderstood');
}

function stepOfSlot(key: string): string {
  const steps: Record<string, string> = {
    items: 'items',
    fulfillmentId: 'items',
    issueType: 'issue',
    resolution: 'resolution',
    note: 'note',
  };
  return steps[key] ?? key;
}

/** The understanding used until none is wired: it understands nothing and offers the menu. */
export const NO_UNDERSTANDING: UnderstandingPort = {
  understand: () => ({ intent: 'unknown', confidence: 0, slots: {}, alternatives: [] }),
  needsClarification: () => false,
};
