// The return request built from the flow in progress, and what a line still lacks before the
// shopper may continue. What a reason needs (sub-reason, photo, note) is read from the reasons the
// server answered for the item; whether the request may be sent is the server's call
// (user/get-order-return-apply-decision, -review): nothing here decides a return.
import type { ReturnMethodId, ReturnResolution } from '@rc/domain/return-policy';
import type { ReturnRequestBody } from './api/get-order-return-apply-review';
import type { ReturnFlowData, ReturnLineDraft, StartedReturnItem } from './stores/return-flow-store';

export type LineProblem = 'reason' | 'subReason' | 'photo' | 'note' | 'resolution' | 'variant' | 'product';

/** What the chosen reason (and sub-reason) asks for. */
export interface ReasonNeeds {
  subReasons: boolean;
  photo: boolean;
  note: boolean;
}

/** What the item's reason and sub-reason ask of the shopper, from the reasons the server gave. */
export function reasonNeeds(item: Pick<StartedReturnItem, 'reasons'>, line: ReturnLineDraft): ReasonNeeds {
  const reason = item.reasons.find((candidate) => candidate.code === line.reason);
  if (!reason) return { subReasons: false, photo: false, note: false };
  const sub = reason.subReasons.find((candidate) => candidate.code === line.subReason);
  return {
    subReasons: reason.subReasons.length > 0,
    photo: reason.requiresPhoto || sub?.requiresPhoto === true,
    note: reason.requiresNote || sub?.requiresNote === true,
  };
}

/** What the line still lacks, in the order the form asks for it; [] when it is complete. */
export function lineProblems(
  item: Pick<StartedReturnItem, 'reasons'>,
  line: ReturnLineDraft,
  options: { kept: boolean },
): LineProblem[] {
  const problems: LineProblem[] = [];
  if (!line.reason) return ['reason', ...(options.kept ? [] : ['resolution' as const])];
  const needs = reasonNeeds(item, line);
  if (needs.subReasons && !line.subReason) problems.push('subReason');
  if (needs.photo && line.attachments.length === 0) problems.push('photo');
  if (needs.note && line.note.trim() === '') problems.push('note');
  if (!line.resolution) problems.push('resolution');
  else if (line.resolution === 'same_price_variant' && !line.exchange?.variantId) problems.push('variant');
  else if (line.resolution === 'anything' && !line.exchange) problems.push('product');
  return problems;
}

/** True when the resolution sends another item, so the line needs an exchange target. */
export function needsExchange(resolution: ReturnResolution | null): boolean {
  return resolution === 'same_price_variant' || resolution === 'anything';
}

/** The request the server checks, quotes and opens, from the flow; method null when every item is kept. */
export function returnRequestBody(
  flow: Pick<ReturnFlowData, 'items' | 'lines' | 'quantities'>,
  method: ReturnMethodId | null,
): ReturnRequestBody {
  return {
    items: flow.items.map((item) => {
      const line = flow.lines[item.itemId];
      const quantity = flow.quantities[item.itemId] ?? item.chosenQuantity;
      const resolution = line?.resolution ?? 'original_payment';
      return {
        itemId: item.itemId,
        quantity,
        reason: line?.reason ?? '',
        subReason: line?.subReason || null,
        note: line?.note.trim() || null,
        attachments: line?.attachments.map((attachment) => attachment.attachmentId) ?? [],
        resolution,
        exchange:
          needsExchange(resolution) && line?.exchange
            ? { productId: line.exchange.productId, variantId: line.exchange.variantId, quantity }
            : null,
      };
    }),
    method,
  };
}

/** The spec's exchange-price payload for one line exchanged for this product and variant. */
export function exchangePriceBody(
  item: Pick<StartedReturnItem, 'itemId' | 'productId' | 'variantId'>,
  quantity: number,
  target: { productId: string; variantId: string | null },
  context: {
    returnFlowRequestId: string | null;
    merchantId: string | null;
    orderId: string | null;
    subDomain: string | null;
  },
) {
  return {
    subDomain: context.subDomain,
    merchantId: context.merchantId,
    orderId: context.orderId,
    returnFlowRequestId: context.returnFlowRequestId,
    exchangeOriginalItemList: [
      { product_id: item.productId, variant_id: item.variantId, outReturnItemId: item.itemId, quantity },
    ],
    exchangeNewItemList: [{ productId: target.productId, variantId: target.variantId, quantity }],
  };
}
