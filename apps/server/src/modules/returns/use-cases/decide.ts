// The rules' answers before anything is saved: the decision flow of one item and reason, the
// decision and problems of a whole request, the review page, the live preview and the postage.
import type { ReturnRequestBody } from '@rc/contract/calls/returns';
import { quoteReturn, type ReturnQuote } from '@rc/domain/return-money';
import {
  decideReturnItem,
  findReturnReason,
  type ReturnMethodId,
  returnMethodsFor,
} from '@rc/domain/return-policy';
import { checkReturnRequest } from '@rc/domain/return-submission';
import type { ShopperSession } from '../../../gateway/register-call';
import { type OrderWithItems, orderItemView } from '../../orders';
import { itemOf, returnableItems } from '../order-context';
import type { ReturnSettings, ReturnsContext } from '../returns-context';
import {
  type BuiltRequest,
  buildRequest,
  itemsNotReturnable,
  notForThisOrder,
  problemsView,
  requestContext,
  shopperScope,
} from '../steps';
import { methodOption, quoteView } from '../views';

export async function getItemDecisionFlow(
  ctx: ReturnsContext,
  session: ShopperSession,
  input: { itemId: string; reason: string; subReason?: string | null | undefined },
) {
  const { order, settings } = await shopperScope(ctx, session);
  const { policy } = settings;
  const item = returnableItems(order, settings.catalog).find(
    (candidate) => candidate.orderItemId === input.itemId,
  );
  if (!item) throw notForThisOrder();
  const reason = findReturnReason(policy, input.reason);
  const sub = reason?.subReasons.find((candidate) => candidate.code === input.subReason) ?? null;
  const problem =
    reason === null
      ? 'unknown_reason'
      : input.subReason && (reason.subReasons.length === 0 || sub === null)
        ? 'unknown_sub_reason'
        : null;
  const flow = decideReturnItem(policy, item, input.reason, input.subReason ?? null);
  return {
    itemId: item.orderItemId,
    decision: flow.decision,
    resolutions: flow.resolutions,
    requiresPhoto: Boolean(reason?.requiresPhoto || sub?.requiresPhoto),
    requiresNote: Boolean(reason?.requiresNote || sub?.requiresNote),
    subReasonRequired: (reason?.subReasons.length ?? 0) > 0,
    instantExchange:
      policy.resolutions.sameProductVariant.instant && flow.resolutions.includes('same_price_variant'),
    problem,
  };
}

/** Checks a body against the rules (nothing saved). */
async function check(
  ctx: ReturnsContext,
  order: OrderWithItems,
  settings: ReturnSettings,
  body: Pick<ReturnRequestBody, 'items'> & { method?: ReturnRequestBody['method'] },
) {
  if (body.items.some((wanted) => !itemOf(order, wanted.itemId))) throw notForThisOrder();
  const built = await buildRequest(ctx, ctx.db, order, settings, body);
  const context = await requestContext(ctx, ctx.db, order, settings);
  const checked = checkReturnRequest(context, built.request);
  return { built, context, checked };
}

function reviewView(
  order: OrderWithItems,
  settings: ReturnSettings,
  built: BuiltRequest,
  checked: Extract<ReturnType<typeof checkReturnRequest>, { ok: true }>,
  assured: ReadonlySet<string>,
) {
  const quote: ReturnQuote = checked.quote;
  return {
    currency: order.currency,
    decision: checked.decision,
    method: checked.method ? methodOption(settings.policy, checked.method) : null,
    assured: checked.lines.some((line) => assured.has(line.orderItemId)),
    lines: checked.lines.map((line, index) => {
      const item = itemOf(order, line.orderItemId) as NonNullable<ReturnType<typeof itemOf>>;
      const quoted = quote.lines[index] as ReturnQuote['lines'][number];
      const titles = built.exchangeTitles.get(line.orderItemId);
      return {
        item: orderItemView(item, line.quantity),
        reason: line.reason,
        subReason: line.subReason,
        resolution: line.resolution,
        kept: line.kept,
        instantExchange: line.instantExchange,
        exchange: line.exchange
          ? {
              productId: line.exchange.productId,
              variantId: line.exchange.variantId,
              title: titles?.title ?? item.title,
              variantTitle: titles?.variantTitle ?? null,
              unitPrice: line.exchange.unitPriceMinor,
              quantity: line.exchange.quantity,
            }
          : null,
        gross: quoted.grossMinor,
        restockingFee: quoted.restockingFeeMinor,
        due: { refund: line.due.refundMinor, credit: line.due.creditMinor, bonus: line.due.bonusMinor },
      };
    }),
    quote: quoteView(quote),
  };
}

export async function getReturnDecision(
  ctx: ReturnsContext,
  session: ShopperSession,
  body: ReturnRequestBody,
) {
  const { order, settings } = await shopperScope(ctx, session);
  const { built, context, checked } = await check(ctx, order, settings, body);
  const items = body.items.map((wanted) => {
    const item = context.items.find((candidate) => candidate.orderItemId === wanted.itemId);
    return {
      itemId: wanted.itemId,
      decision: item
        ? decideReturnItem(settings.policy, item, wanted.reason, wanted.subReason ?? null).decision
        : null,
    };
  });
  const problems = [...built.problems, ...problemsView(checked.ok ? [] : checked.problems)];
  return {
    decision: problems.length > 0 || !checked.ok ? ('refused' as const) : checked.decision,
    items,
    problems,
  };
}

export async function getReturnReview(ctx: ReturnsContext, session: ShopperSession, body: ReturnRequestBody) {
  const { order, settings } = await shopperScope(ctx, session);
  const { built, context, checked } = await check(ctx, order, settings, body);
  if (!checked.ok || built.problems.length > 0) {
    throw itemsNotReturnable([...built.problems, ...problemsView(checked.ok ? [] : checked.problems)]);
  }
  return reviewView(order, settings, built, checked, new Set(context.assurance?.itemIds ?? []));
}

export async function previewReturn(ctx: ReturnsContext, session: ShopperSession, body: ReturnRequestBody) {
  const { order, settings } = await shopperScope(ctx, session);
  const { built, context, checked } = await check(ctx, order, settings, body);
  const assured = new Set(context.assurance?.itemIds ?? []);
  const methods = returnMethodsFor(settings.policy, {
    hasReturnAssurance: body.items.some((wanted) => assured.has(wanted.itemId)),
    everyItemKept: checked.ok && checked.lines.length > 0 && checked.lines.every((line) => line.kept),
  }).map((setting) => methodOption(settings.policy, setting.method));
  const problems = [...built.problems, ...problemsView(checked.ok ? [] : checked.problems)];
  const ok = checked.ok && problems.length === 0;
  return {
    ok,
    problems,
    methods,
    review: ok && checked.ok ? reviewView(order, settings, built, checked, assured) : null,
  };
}

export async function quoteReturnPostage(
  ctx: ReturnsContext,
  session: ShopperSession,
  input: { items: { itemId: string; quantity: number }[]; method: ReturnMethodId },
) {
  const { order, settings } = await shopperScope(ctx, session);
  const { policy } = settings;
  const context = await requestContext(ctx, ctx.db, order, settings);
  const assured = new Set(context.assurance?.itemIds ?? []);
  const lines = input.items.map((wanted) => {
    const item = itemOf(order, wanted.itemId);
    if (!item) throw notForThisOrder();
    return {
      orderItemId: item.id,
      unitPriceMinor: item.unitPriceMinor,
      quantity: wanted.quantity,
      resolution: 'original_payment' as const,
      kept: false,
      assured: assured.has(item.id),
      exchange: null,
    };
  });
  const offered = returnMethodsFor(policy, {
    hasReturnAssurance: lines.some((line) => line.assured),
    everyItemKept: false,
  });
  if (!offered.some((setting) => setting.method === input.method)) {
    throw itemsNotReturnable([{ code: 'method_not_offered', itemId: null, ineligibleReason: null }]);
  }
  // The postage alone: a quote of the same parcel without fees, so what is covered is postage only.
  const postageOnly = quoteReturn({
    policy: { ...policy, fees: { ...policy.fees, returnFeeMinor: 0, restockingFeePercent: 0 } },
    lines,
    method: input.method,
    assuranceRemainingMinor: context.assurance?.remainingMinor ?? 0,
  });
  return {
    method: input.method,
    currency: order.currency,
    labelPostage: methodOption(policy, input.method).postage,
    postagePaidBy: input.method === 'assured_label' ? ('shopper' as const) : policy.fees.postagePaidBy,
    shopperPays: postageOnly.postageMinor,
    assuranceCovered: postageOnly.assuranceCoveredMinor,
  };
}
