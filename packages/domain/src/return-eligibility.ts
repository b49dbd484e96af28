// Whether, and how many of, an order item can be returned (list-items-coverage,
// list-return-items): the units left once returns and claims took theirs, the return window
// (open or closed, and when it closes), final-sale and exchange-only items, and a reason code the
// web translates when the answer is no.
//
// Window rule: it opens at delivery, or at fulfilment when the package has no delivery date, and
// closes exactly `windowDays` × 24 hours later (an instant, shown in the shopper's time zone);
// an item neither fulfilled nor delivered has no window yet.

import { heldQuantities, type ReturnState } from './return-lifecycle';
import {
  isExchangeOnly,
  isFinalSale,
  type PolicyItem,
  type ReturnPolicy,
  type ReturnResolution,
  refundTypesOffered,
} from './return-policy';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An order item as eligibility needs it. */
export interface ReturnableItem extends PolicyItem {
  orderItemId: string;
  variantId: string | null;
  /** Units bought. */
  quantity: number;
  /** When its package was delivered, if known. */
  deliveredAt: Date | null;
  /** When its package was fulfilled (shipped), if it was. */
  fulfilledAt: Date | null;
}

export interface ReturnWindow {
  /** What the window is counted from; null when the item has neither date. */
  from: 'delivery' | 'fulfillment' | null;
  startsAt: Date | null;
  /** The first instant a return can no longer be started. */
  closesAt: Date | null;
  open: boolean;
}

/** The return window of an item at `now`. */
export function returnWindow(
  item: Pick<ReturnableItem, 'deliveredAt' | 'fulfilledAt'>,
  windowDays: number,
  now: Date,
): ReturnWindow {
  const opened = (from: 'delivery' | 'fulfillment', startsAt: Date): ReturnWindow => {
    const closesAt = new Date(startsAt.getTime() + windowDays * DAY_MS);
    return { from, startsAt, closesAt, open: now.getTime() < closesAt.getTime() };
  };
  if (item.deliveredAt) return opened('delivery', item.deliveredAt);
  if (item.fulfilledAt) return opened('fulfillment', item.fulfilledAt);
  return { from: null, startsAt: null, closesAt: null, open: false };
}

/**
 * Why an item cannot be returned, in the order they are checked; the web shows
 * `t('returnIneligible.<reason>')`:
 * returns_disabled, final_sale, not_fulfilled (no window yet), window_closed,
 * already_returned / already_claimed / returned_or_claimed (no unit left, by what took them),
 * no_resolution (the policy offers this item nothing, e.g. exchange-only without exchanges).
 */
export const RETURN_INELIGIBLE_REASONS = [
  'returns_disabled',
  'final_sale',
  'not_fulfilled',
  'window_closed',
  'already_returned',
  'already_claimed',
  'returned_or_claimed',
  'no_resolution',
] as const;
export type ReturnIneligibleReason = (typeof RETURN_INELIGIBLE_REASONS)[number];

export interface ItemEligibility {
  orderItemId: string;
  boughtQuantity: number;
  /** Units held by the order's returns (open ones whole, completed ones as returned). */
  returnedQuantity: number;
  /** Units held by the order's claims. */
  claimedQuantity: number;
  /** Units that can go into a new return: 0 whenever `reason` is set. */
  returnableQuantity: number;
  window: ReturnWindow;
  finalSale: boolean;
  exchangeOnly: boolean;
  /** The resolutions the item is offered before a reason is picked (a rule may narrow them). */
  resolutions: ReturnResolution[];
  reason: ReturnIneligibleReason | null;
  /** `returnIneligible.<reason>`, or null. */
  reasonKey: string | null;
}

/** Returnable quantity = bought − returned − claimed, never below 0. */
export function returnableQuantity(bought: number, returned: number, claimed: number): number {
  return Math.max(0, bought - returned - claimed);
}

/** Whether and how much of one item can be returned at `now`. */
export function itemEligibility({
  policy,
  item,
  now,
  returnedQuantity = 0,
  claimedQuantity = 0,
}: {
  policy: ReturnPolicy;
  item: ReturnableItem;
  now: Date;
  returnedQuantity?: number;
  claimedQuantity?: number;
}): ItemEligibility {
  const window = returnWindow(item, policy.windowDays, now);
  const finalSale = isFinalSale(policy, item);
  const exchangeOnly = isExchangeOnly(policy, item);
  const resolutions = finalSale ? [] : refundTypesOffered(policy, item);
  const left = returnableQuantity(item.quantity, returnedQuantity, claimedQuantity);
  let reason: ReturnIneligibleReason | null = null;
  if (!policy.enabled) reason = 'returns_disabled';
  else if (finalSale) reason = 'final_sale';
  else if (window.from === null) reason = 'not_fulfilled';
  else if (!window.open) reason = 'window_closed';
  else if (left === 0 && claimedQuantity === 0) reason = 'already_returned';
  else if (left === 0) reason = returnedQuantity === 0 ? 'already_claimed' : 'returned_or_claimed';
  else if (resolutions.length === 0) reason = 'no_resolution';
  return {
    orderItemId: item.orderItemId,
    boughtQuantity: item.quantity,
    returnedQuantity,
    claimedQuantity,
    returnableQuantity: reason === null ? left : 0,
    window,
    finalSale,
    exchangeOnly,
    resolutions,
    reason,
    reasonKey: reason === null ? null : `returnIneligible.${reason}`,
  };
}

/** Eligibility of every item of an order, given its returns and the units its claims hold. */
export function orderEligibility({
  policy,
  items,
  returns,
  claimedQuantities = {},
  now,
}: {
  policy: ReturnPolicy;
  items: readonly ReturnableItem[];
  returns: ReadonlyArray<Pick<ReturnState, 'status' | 'lines'>>;
  /** Units per order item held by claims that are not rejected, withdrawn or expired. */
  claimedQuantities?: Readonly<Record<string, number>>;
  now: Date;
}): ItemEligibility[] {
  const held = heldQuantities(returns);
  return items.map((item) =>
    itemEligibility({
      policy,
      item,
      now,
      returnedQuantity: held.get(item.orderItemId) ?? 0,
      claimedQuantity: claimedQuantities[item.orderItemId] ?? 0,
    }),
  );
}
