// Opening a return (return-process-preview, user/submit-order-return, submit-return-process):
// the shopper's request checked item by item against the order's eligibility, the policy's
// reasons, decision flow, resolutions and methods; priced by the quote; and, when nothing needs
// the merchant's review, approved at once by the rules. Idempotent by the submission's command
// id: a retried submit answers the return it created.

import {
  type ItemEligibility,
  orderEligibility,
  type ReturnableItem,
  type ReturnIneligibleReason,
} from './return-eligibility';
import {
  applyReturnCommand,
  createReturnState,
  type NewReturnLine,
  type ReturnEvent,
  type ReturnExchangeTarget,
  type ReturnState,
} from './return-lifecycle';
import { type QuoteLine, quoteReturn, type ReturnQuote } from './return-money';
import {
  decideReturnItem,
  isExchangeResolution,
  type ReasonProblem,
  type ReturnMethodId,
  type ReturnPolicy,
  type ReturnResolution,
  reasonProblem,
  returnMethodsFor,
} from './return-policy';

export interface ReturnRequestItem {
  orderItemId: string;
  quantity: number;
  reason: string;
  subReason?: string | null;
  note?: string | null;
  /** Photos attached to this item. */
  photos: number;
  resolution: ReturnResolution;
  /** The new item of an exchange, priced by the server from the catalogue (never by the shopper). */
  exchange?: ReturnExchangeTarget | null;
}

export interface ReturnRequest {
  items: readonly ReturnRequestItem[];
  /** How the items travel back; null (or anything) when every item is kept. */
  method: ReturnMethodId | null;
}

export type ReturnRequestProblemCode =
  | 'no_items'
  | 'unknown_item'
  | 'duplicate_item'
  | 'invalid_quantity'
  | 'not_returnable'
  | 'quantity_exceeds_returnable'
  | ReasonProblem
  | 'rejected_by_policy'
  | 'resolution_not_offered'
  | 'exchange_required'
  | 'exchange_not_expected'
  | 'exchange_same_product_required'
  | 'exchange_other_variant_required'
  | 'exchange_quantity_mismatch'
  | 'method_required'
  | 'method_not_offered';

export interface ReturnRequestProblem {
  code: ReturnRequestProblemCode;
  /** The item concerned; null for the return as a whole. */
  orderItemId: string | null;
  /** Why the item cannot be returned, with `not_returnable`. */
  ineligible?: ReturnIneligibleReason;
}

export interface ReturnRequestContext {
  policy: ReturnPolicy;
  now: Date;
  items: readonly ReturnableItem[];
  /** The order's returns, every status. */
  returns: readonly ReturnState[];
  /** Units per order item held by live claims. */
  claimedQuantities?: Readonly<Record<string, number>>;
  /** The order's Return Assurance, when it has one: the items it covers and what is left of it. */
  assurance?: { itemIds: readonly string[]; remainingMinor: number } | null;
  /** The label's postage when a carrier quoted it. */
  postageMinor?: number;
}

export type CheckedReturnRequest =
  | {
      ok: true;
      lines: NewReturnLine[];
      quote: ReturnQuote;
      /** `review` when a line waits for the merchant, else the rules approve at once. */
      decision: 'approve' | 'review';
      method: ReturnMethodId | null;
      eligibility: ItemEligibility[];
    }
  | { ok: false; problems: ReturnRequestProblem[]; eligibility: ItemEligibility[] };

function exchangeProblem(
  resolution: ReturnResolution,
  exchange: ReturnExchangeTarget | null,
  item: ReturnableItem,
  quantity: number,
): ReturnRequestProblemCode | null {
  if (!isExchangeResolution(resolution)) return exchange === null ? null : 'exchange_not_expected';
  if (exchange === null) return 'exchange_required';
  if (!Number.isSafeInteger(exchange.quantity) || exchange.quantity < 1) return 'invalid_quantity';
  if (resolution === 'anything') return null;
  if (exchange.productId !== item.productId) return 'exchange_same_product_required';
  if (exchange.variantId === item.variantId) return 'exchange_other_variant_required';
  return exchange.quantity === quantity ? null : 'exchange_quantity_mismatch';
}

/**
 * Checks a request and prices it (return-process-preview): every problem found, item by item
 * then for the return, or the lines to open, the quote and whether the merchant must review.
 */
export function checkReturnRequest(
  context: ReturnRequestContext,
  request: ReturnRequest,
): CheckedReturnRequest {
  const { policy } = context;
  const eligibility = orderEligibility({
    policy,
    items: context.items,
    returns: context.returns,
    claimedQuantities: context.claimedQuantities,
    now: context.now,
  });
  const assured = new Set(context.assurance?.itemIds ?? []);
  const problems: ReturnRequestProblem[] = [];
  const lines: NewReturnLine[] = [];
  const quoteLines: QuoteLine[] = [];
  let review = false;
  const seen = new Set<string>();
  if (request.items.length === 0) problems.push({ code: 'no_items', orderItemId: null });

  for (const wanted of request.items) {
    const problem = (code: ReturnRequestProblemCode, extra: Partial<ReturnRequestProblem> = {}) =>
      problems.push({ code, orderItemId: wanted.orderItemId, ...extra });
    const index = context.items.findIndex((item) => item.orderItemId === wanted.orderItemId);
    if (index === -1) {
      problem('unknown_item');
      continue;
    }
    if (seen.has(wanted.orderItemId)) {
      problem('duplicate_item');
      continue;
    }
    seen.add(wanted.orderItemId);
    const item = context.items[index] as ReturnableItem;
    const eligible = eligibility[index] as ItemEligibility;
    if (!Number.isSafeInteger(wanted.quantity) || wanted.quantity < 1) {
      problem('invalid_quantity');
      continue;
    }
    if (eligible.reason !== null) {
      problem('not_returnable', { ineligible: eligible.reason });
      continue;
    }
    if (wanted.quantity > eligible.returnableQuantity) {
      problem('quantity_exceeds_returnable');
      continue;
    }
    const reasonIssue = reasonProblem(policy, wanted);
    if (reasonIssue !== null) {
      problem(reasonIssue);
      continue;
    }
    const flow = decideReturnItem(policy, item, wanted.reason, wanted.subReason ?? null);
    if (flow.decision === 'reject') {
      problem('rejected_by_policy');
      continue;
    }
    if (!flow.resolutions.includes(wanted.resolution)) {
      problem('resolution_not_offered');
      continue;
    }
    const exchange = wanted.exchange ?? null;
    const exchangeIssue = exchangeProblem(wanted.resolution, exchange, item, wanted.quantity);
    if (exchangeIssue !== null) {
      problem(exchangeIssue);
      continue;
    }
    review ||= flow.decision === 'review';
    const kept = flow.decision === 'keep' && !isExchangeResolution(wanted.resolution);
    const line = {
      orderItemId: item.orderItemId,
      quantity: wanted.quantity,
      unitPriceMinor: item.unitPriceMinor,
      resolution: wanted.resolution,
      kept,
      exchange,
    };
    quoteLines.push({ ...line, assured: assured.has(item.orderItemId) });
    lines.push({
      ...line,
      reason: wanted.reason,
      subReason: wanted.subReason ?? null,
      instantExchange:
        wanted.resolution === 'same_price_variant' && policy.resolutions.sameProductVariant.instant,
      due: { refundMinor: 0, creditMinor: 0, bonusMinor: 0 },
    });
  }

  const travels = lines.some((line) => !line.kept);
  const method = travels ? request.method : null;
  if (problems.length === 0 && travels) {
    const offered = returnMethodsFor(policy, {
      hasReturnAssurance: quoteLines.some((line) => line.assured),
      everyItemKept: false,
    });
    if (method === null) problems.push({ code: 'method_required', orderItemId: null });
    else if (!offered.some((setting) => setting.method === method)) {
      problems.push({ code: 'method_not_offered', orderItemId: null });
    }
  }
  if (problems.length > 0) return { ok: false, problems, eligibility };

  const quote = quoteReturn({
    policy,
    lines: quoteLines,
    method,
    postageMinor: context.postageMinor,
    assuranceRemainingMinor: context.assurance?.remainingMinor ?? 0,
  });
  lines.forEach((line, index) => {
    const quoted = quote.lines[index] as ReturnQuote['lines'][number];
    line.due = {
      refundMinor: quoted.refundMinor,
      creditMinor: quoted.creditMinor,
      bonusMinor: quoted.bonusMinor,
    };
  });
  return { ok: true, lines, quote, decision: review ? 'review' : 'approve', method, eligibility };
}

export type SubmitReturnResult =
  | { outcome: 'created'; state: ReturnState; events: ReturnEvent[]; quote: ReturnQuote }
  | { outcome: 'duplicate'; state: ReturnState }
  | { outcome: 'refused'; problems: ReturnRequestProblem[] };

/**
 * Opens a return (user/submit-order-return): `duplicate` with the return it created when this
 * command id was submitted before; `refused` with every problem; else `created` in `requested`,
 * moved on by the rules' `approve` (command id `<commandId>:approve`) when no line needs review.
 * A balance due (an exchange for something dearer, fees no refund can absorb) is owed by the
 * return (`balanceDueMinor`): paid afterwards at a checkout (`payBalance`), and the exchange ships
 * only once it is.
 */
export function submitReturn(
  context: ReturnRequestContext,
  request: ReturnRequest,
  {
    returnId,
    commandId,
    balancePaidMinor = 0,
  }: { returnId: string; commandId: string; balancePaidMinor?: number },
): SubmitReturnResult {
  const earlier = context.returns.find((item) => item.commandIds.includes(commandId));
  if (earlier) return { outcome: 'duplicate', state: earlier };
  const checked = checkReturnRequest(context, request);
  if (!checked.ok) return { outcome: 'refused', problems: checked.problems };
  const created = createReturnState({
    returnId,
    commandId,
    method: checked.method,
    lines: checked.lines,
    balanceDueMinor: checked.quote.balanceDueMinor,
    balancePaidMinor: Math.min(balancePaidMinor, checked.quote.balanceDueMinor),
  });
  if (checked.decision === 'review') return { outcome: 'created', ...created, quote: checked.quote };
  const approved = applyReturnCommand(created.state, { type: 'approve', commandId: `${commandId}:approve` });
  return {
    outcome: 'created',
    state: approved.state,
    events: [...created.events, ...approved.events],
    quote: checked.quote,
  };
}
