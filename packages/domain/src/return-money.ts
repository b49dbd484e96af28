// What a return pays (issue 11), in integer minor units of the order's currency (see money.ts):
// the items' price, less the restocking fee, the return fee and the postage the shopper pays, none
// of them where Return Assurance pays instead; the store-credit bonus; and an exchange's price
// difference, refunded or paid. Nothing here is ever negative.
//
// Rounding rule: a percentage (restocking fee, store-credit bonus) is taken of a whole line
// (unit price × quantity), never per unit, and rounded half up to the minor unit, in integer
// arithmetic. When a line is settled in parts (partial receipts), each part pays
// floor(line amount × units settled so far ÷ units of the line) less what was paid before, so the
// parts always add up to the line's amount exactly and never exceed it.

import {
  isExchangeResolution,
  methodHasPaidLabel,
  type ReturnMethodId,
  type ReturnPolicy,
  type ReturnResolution,
} from './return-policy';

function assertAmount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative safe integer, got ${value}`);
  }
}

function assertQuantity(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 1)
    throw new RangeError(`${name} must be a positive integer, got ${value}`);
}

/** `percent` % of an amount in minor units, rounded half up (12.5 % of 101 → 13); percent has at most two decimals. */
export function percentOfMinor(amountMinor: number, percent: number): number {
  assertAmount('amountMinor', amountMinor);
  const basisPoints = Math.round(percent * 100);
  if (!Number.isFinite(percent) || basisPoints < 0)
    throw new RangeError(`percent must be 0 or more, got ${percent}`);
  return Number((BigInt(amountMinor) * BigInt(basisPoints) + 5000n) / 10000n);
}

/**
 * The part of a line's amount that `units` of its `quantity` units have earned so far:
 * floor(amount × units ÷ quantity), the whole amount once every unit is settled.
 */
export function proRataMinor(amountMinor: number, units: number, quantity: number): number {
  assertAmount('amountMinor', amountMinor);
  assertQuantity('quantity', quantity);
  if (units >= quantity) return amountMinor;
  if (units <= 0) return 0;
  return Number((BigInt(amountMinor) * BigInt(Math.floor(units))) / BigInt(quantity));
}

/** The price difference of an exchange (user/calculate-return-exchange-price): what the shopper gets back or pays. */
export function exchangePriceDifference(
  original: ReadonlyArray<{ unitPriceMinor: number; quantity: number }>,
  replacement: ReadonlyArray<{ unitPriceMinor: number; quantity: number }>,
): { originalMinor: number; newMinor: number; refundMinor: number; balanceDueMinor: number } {
  const total = (items: ReadonlyArray<{ unitPriceMinor: number; quantity: number }>) =>
    items.reduce((sum, item) => {
      assertAmount('unitPriceMinor', item.unitPriceMinor);
      assertQuantity('quantity', item.quantity);
      return sum + item.unitPriceMinor * item.quantity;
    }, 0);
  const originalMinor = total(original);
  const newMinor = total(replacement);
  return {
    originalMinor,
    newMinor,
    refundMinor: Math.max(0, originalMinor - newMinor),
    balanceDueMinor: Math.max(0, newMinor - originalMinor),
  };
}

/** One line of a return as the quote needs it. */
export interface QuoteLine {
  orderItemId: string;
  /** What the shopper paid per unit. */
  unitPriceMinor: number;
  quantity: number;
  resolution: ReturnResolution;
  /** Refunded without coming back (the decision flow's `keep`). */
  kept: boolean;
  /** Covered by the order's Return Assurance. */
  assured: boolean;
  /** The new item of an exchange (its unit price and quantity); null for a refund or credit. */
  exchange: { unitPriceMinor: number; quantity: number } | null;
}

export interface QuotedLine {
  orderItemId: string;
  /** Unit price × quantity: what was paid for the returned units. */
  grossMinor: number;
  /** Restocking fee the shopper pays on this line. */
  restockingFeeMinor: number;
  /** The new items' price, for an exchange. */
  exchangeItemsMinor: number;
  /** Money back to the original payment for this line (an exchange's difference included). */
  refundMinor: number;
  /** Store credit for this line, before the bonus. */
  creditMinor: number;
  /** The store-credit bonus on this line. */
  bonusMinor: number;
}

export interface ReturnQuote {
  lines: QuotedLine[];
  /** What was paid for the returned units. */
  itemsTotalMinor: number;
  restockingFeeMinor: number;
  returnFeeMinor: number;
  /** Postage the shopper pays (deducted), not what the label costs. */
  postageMinor: number;
  /** Fees and postage Return Assurance pays in the shopper's place. */
  assuranceCoveredMinor: number;
  /** Price of the new items of exchanges. */
  exchangeItemsMinor: number;
  refundMinor: number;
  storeCreditMinor: number;
  storeCreditBonusMinor: number;
  /** What the shopper pays before the return is opened (an exchange for something dearer, fees nothing can absorb). */
  balanceDueMinor: number;
}

/**
 * What a return pays and charges (return-process-preview, user/calculate-order-return-postage).
 *
 * - Each line pays its price × quantity less a restocking fee (refunds and credits of items that
 *   come back; exchanges too unless the policy waives fees for exchanges; never kept items).
 * - The return fee and the postage the shopper pays (a label, when the policy says the shopper
 *   pays postage, or always for the rsi label) are charged once per return; an exchange-only
 *   return pays neither when the policy waives fees for exchanges; a return of kept items only
 *   pays no postage.
 * - Return Assurance, when a line is assured, pays in the shopper's place, up to what is left of
 *   it, in this order: postage, return fee, the assured lines' restocking fees (as its cover says).
 * - An exchange's new items are paid with the returned item's value; a cheaper one leaves a
 *   refund, a dearer one a shortfall. The shortfalls, the return fee and the postage are taken
 *   from the money back first, then from the store credit, line by line in the given order; what
 *   is left is the balance the shopper pays.
 * - The store-credit bonus is the policy's percent of each line's credit after those deductions.
 *
 * Always: refund + credit + exchange items − balance = items − restocking − return fee − postage.
 */
export function quoteReturn({
  policy,
  lines,
  method,
  postageMinor,
  assuranceRemainingMinor = 0,
}: {
  policy: ReturnPolicy;
  lines: readonly QuoteLine[];
  /** The return method, null when nothing travels. */
  method: ReturnMethodId | null;
  /** The label's postage when quoted by a carrier; else the policy's flat postage for the method. */
  postageMinor?: number;
  /** What is left of the order's Return Assurance (0 when it has none). */
  assuranceRemainingMinor?: number;
}): ReturnQuote {
  assertAmount('assuranceRemainingMinor', assuranceRemainingMinor);
  const { fees } = policy;
  const everyExchange = lines.length > 0 && lines.every((line) => isExchangeResolution(line.resolution));
  const waived = fees.waiveForExchanges && everyExchange;
  const somethingTravels = lines.some((line) => !line.kept);

  let labelPostage = 0;
  if (method !== null && somethingTravels && methodHasPaidLabel(method)) {
    labelPostage =
      postageMinor ?? policy.methods.find((setting) => setting.method === method)?.postageMinor ?? 0;
    assertAmount('postageMinor', labelPostage);
  }
  const shopperPaysPostage = fees.postagePaidBy === 'shopper' || method === 'assured_label';
  const postageOwed = waived || !shopperPaysPostage ? 0 : labelPostage;
  const returnFeeOwed = waived ? 0 : fees.returnFeeMinor;
  assertAmount('returnFeeMinor', returnFeeOwed);

  const restockingOwed = lines.map((line) => {
    assertAmount('unitPriceMinor', line.unitPriceMinor);
    assertQuantity('quantity', line.quantity);
    const gross = line.unitPriceMinor * line.quantity;
    const exchange = isExchangeResolution(line.resolution);
    const restocks = !line.kept && !(exchange && fees.waiveForExchanges);
    const restocking = restocks ? Math.min(gross, percentOfMinor(gross, fees.restockingFeePercent)) : 0;
    return { gross, restocking };
  });

  // Return Assurance pays in the shopper's place, up to what is left of it.
  let assuranceLeft = lines.some((line) => line.assured) ? assuranceRemainingMinor : 0;
  const cover = (owed: number, covered: boolean) => {
    const paid = covered ? Math.min(owed, assuranceLeft) : 0;
    assuranceLeft -= paid;
    return owed - paid;
  };
  const postageCharged = cover(postageOwed, policy.returnAssurance.postage);
  const returnFeeCharged = cover(returnFeeOwed, policy.returnAssurance.returnFee);
  const quoted: QuotedLine[] = lines.map((line, index) => {
    const { gross, restocking } = restockingOwed[index] as { gross: number; restocking: number };
    const restockingFeeMinor = line.assured
      ? cover(restocking, policy.returnAssurance.restockingFee)
      : restocking;
    return {
      orderItemId: line.orderItemId,
      grossMinor: gross,
      restockingFeeMinor,
      exchangeItemsMinor: 0,
      refundMinor: 0,
      creditMinor: 0,
      bonusMinor: 0,
    };
  });

  let shortfall = postageCharged + returnFeeCharged;
  lines.forEach((line, index) => {
    const out = quoted[index] as QuotedLine;
    const value = out.grossMinor - out.restockingFeeMinor;
    if (isExchangeResolution(line.resolution)) {
      if (line.exchange === null)
        throw new RangeError(`line ${line.orderItemId} is an exchange without its new item`);
      assertAmount('exchange.unitPriceMinor', line.exchange.unitPriceMinor);
      assertQuantity('exchange.quantity', line.exchange.quantity);
      out.exchangeItemsMinor = line.exchange.unitPriceMinor * line.exchange.quantity;
      out.refundMinor = Math.max(0, value - out.exchangeItemsMinor);
      shortfall += Math.max(0, out.exchangeItemsMinor - value);
    } else if (line.resolution === 'store_credit') {
      out.creditMinor = value;
    } else {
      out.refundMinor = value;
    }
  });

  // Deductions: money back first, then store credit, line by line.
  for (const field of ['refundMinor', 'creditMinor'] as const) {
    for (const out of quoted) {
      const taken = Math.min(out[field], shortfall);
      out[field] -= taken;
      shortfall -= taken;
    }
  }
  for (const out of quoted)
    out.bonusMinor = percentOfMinor(out.creditMinor, policy.resolutions.storeCredit.bonusPercent);

  const sum = (field: keyof Omit<QuotedLine, 'orderItemId'>) =>
    quoted.reduce((total, out) => total + out[field], 0);
  const restockingCharged = sum('restockingFeeMinor');
  return {
    lines: quoted,
    itemsTotalMinor: sum('grossMinor'),
    restockingFeeMinor: restockingCharged,
    returnFeeMinor: returnFeeCharged,
    postageMinor: postageCharged,
    assuranceCoveredMinor:
      postageOwed -
      postageCharged +
      returnFeeOwed -
      returnFeeCharged +
      restockingOwed.reduce((total, line) => total + line.restocking, 0) -
      restockingCharged,
    exchangeItemsMinor: sum('exchangeItemsMinor'),
    refundMinor: sum('refundMinor'),
    storeCreditMinor: sum('creditMinor'),
    storeCreditBonusMinor: sum('bonusMinor'),
    balanceDueMinor: shortfall,
  };
}
