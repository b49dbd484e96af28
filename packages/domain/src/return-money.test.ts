import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exchangePriceDifference,
  percentOfMinor,
  proRataMinor,
  type QuoteLine,
  quoteReturn,
  type ReturnQuote,
} from './return-money';
import { RETURN_METHOD_IDS, RETURN_RESOLUTIONS, type ReturnPolicy, returnPolicy } from './return-policy';

const line = (overrides: Partial<QuoteLine> = {}): QuoteLine => ({
  orderItemId: 'i1',
  unitPriceMinor: 2000,
  quantity: 1,
  resolution: 'original_payment',
  kept: false,
  assured: false,
  exchange: null,
  ...overrides,
});

const charging = (overrides: Parameters<typeof returnPolicy>[0] = {}): ReturnPolicy =>
  returnPolicy({
    methods: [
      { method: 'prepaid_label', postageMinor: 700 },
      { method: 'assured_label', postageMinor: 800 },
      { method: 'ship_yourself', postageMinor: 0 },
    ],
    ...overrides,
    fees: {
      returnFeeMinor: 500,
      postagePaidBy: 'shopper',
      restockingFeePercent: 10,
      waiveForExchanges: true,
      ...overrides.fees,
    },
  });

/** The one identity every quote keeps. */
function balanced(quote: ReturnQuote): boolean {
  return (
    quote.refundMinor + quote.storeCreditMinor + quote.exchangeItemsMinor - quote.balanceDueMinor ===
    quote.itemsTotalMinor - quote.restockingFeeMinor - quote.returnFeeMinor - quote.postageMinor
  );
}

describe('rounding', () => {
  it('percentages round half up in integer arithmetic', () => {
    expect(percentOfMinor(101, 12.5)).toBe(13); // 12.625
    expect(percentOfMinor(100, 12.5)).toBe(13); // 12.5 → up
    expect(percentOfMinor(99, 12.5)).toBe(12); // 12.375
    expect(percentOfMinor(1999, 15)).toBe(300); // 299.85
    expect(percentOfMinor(0, 50)).toBe(0);
    expect(percentOfMinor(Number.MAX_SAFE_INTEGER, 100)).toBe(Number.MAX_SAFE_INTEGER);
    expect(percentOfMinor(1001, 0.01)).toBe(0); // 0.1001
  });

  it('refuses what is not an amount or a percentage', () => {
    expect(() => percentOfMinor(-1, 10)).toThrow(RangeError);
    expect(() => percentOfMinor(1.5, 10)).toThrow(RangeError);
    expect(() => percentOfMinor(10, -1)).toThrow(RangeError);
    expect(() => percentOfMinor(10, Number.NaN)).toThrow(RangeError);
  });

  it('parts of a line add up to the line, never more (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 10 }),
        (amount, quantity, steps) => {
          let units = 0;
          let paid = 0;
          for (const step of steps) {
            const next = Math.min(quantity, units + step);
            const part = proRataMinor(amount, next, quantity) - proRataMinor(amount, units, quantity);
            expect(part).toBeGreaterThanOrEqual(0);
            paid += part;
            units = next;
          }
          expect(paid).toBeLessThanOrEqual(amount);
          if (units === quantity) expect(paid).toBe(amount);
        },
      ),
    );
  });

  it('pro rata: floor of the share, the whole at the last unit', () => {
    expect(proRataMinor(1000, 1, 3)).toBe(333);
    expect(proRataMinor(1000, 2, 3)).toBe(666);
    expect(proRataMinor(1000, 3, 3)).toBe(1000);
    expect(proRataMinor(1000, 4, 3)).toBe(1000);
    expect(proRataMinor(1000, 0, 3)).toBe(0);
    expect(() => proRataMinor(1000, 1, 0)).toThrow(RangeError);
  });
});

describe('exchange price difference (user/calculate-return-exchange-price)', () => {
  it('a cheaper new item leaves a refund, a dearer one a balance, the same price nothing', () => {
    const original = [{ unitPriceMinor: 3000, quantity: 2 }];
    expect(exchangePriceDifference(original, [{ unitPriceMinor: 2500, quantity: 2 }])).toEqual({
      originalMinor: 6000,
      newMinor: 5000,
      refundMinor: 1000,
      balanceDueMinor: 0,
    });
    expect(exchangePriceDifference(original, [{ unitPriceMinor: 4000, quantity: 2 }])).toMatchObject({
      refundMinor: 0,
      balanceDueMinor: 2000,
    });
    expect(exchangePriceDifference(original, [{ unitPriceMinor: 6000, quantity: 1 }])).toMatchObject({
      refundMinor: 0,
      balanceDueMinor: 0,
    });
    expect(() => exchangePriceDifference(original, [{ unitPriceMinor: 1, quantity: 0 }])).toThrow(RangeError);
  });
});

describe('quote: refunds and fees', () => {
  it('item price × quantity when nothing is charged', () => {
    const quote = quoteReturn({
      policy: returnPolicy(),
      lines: [line({ quantity: 3 })],
      method: 'prepaid_label',
    });
    expect(quote).toMatchObject({
      itemsTotalMinor: 6000,
      restockingFeeMinor: 0,
      returnFeeMinor: 0,
      postageMinor: 0,
      refundMinor: 6000,
      balanceDueMinor: 0,
    });
  });

  it('minus restocking fee, return fee and the postage the shopper pays', () => {
    const quote = quoteReturn({
      policy: charging(),
      lines: [line({ quantity: 2 })],
      method: 'prepaid_label',
    });
    expect(quote).toMatchObject({
      itemsTotalMinor: 4000,
      restockingFeeMinor: 400,
      returnFeeMinor: 500,
      postageMinor: 700,
      refundMinor: 2400,
      assuranceCoveredMinor: 0,
    });
    expect(balanced(quote)).toBe(true);
  });

  it('postage is not charged when the merchant pays it, when the shopper ships it, or in store', () => {
    const merchantPays = charging({ fees: { postagePaidBy: 'merchant' } });
    expect(quoteReturn({ policy: merchantPays, lines: [line()], method: 'prepaid_label' }).postageMinor).toBe(
      0,
    );
    expect(quoteReturn({ policy: charging(), lines: [line()], method: 'ship_yourself' }).postageMinor).toBe(
      0,
    );
    expect(quoteReturn({ policy: charging(), lines: [line()], method: 'in_store' }).postageMinor).toBe(0);
    expect(quoteReturn({ policy: charging(), lines: [line()], method: null }).postageMinor).toBe(0);
  });

  it('a carrier-quoted postage replaces the flat one; a method without a setting costs nothing', () => {
    expect(
      quoteReturn({ policy: charging(), lines: [line()], method: 'prepaid_label', postageMinor: 950 })
        .postageMinor,
    ).toBe(950);
    expect(quoteReturn({ policy: charging(), lines: [line()], method: 'qr_drop_off' }).postageMinor).toBe(0);
    expect(() =>
      quoteReturn({ policy: charging(), lines: [line()], method: 'prepaid_label', postageMinor: -1 }),
    ).toThrow(RangeError);
  });

  it('kept items: no restocking fee, and no postage when nothing travels', () => {
    const quote = quoteReturn({ policy: charging(), lines: [line({ kept: true })], method: 'prepaid_label' });
    expect(quote).toMatchObject({
      restockingFeeMinor: 0,
      postageMinor: 0,
      returnFeeMinor: 500,
      refundMinor: 1500,
    });
  });

  it('fees larger than the refund become a balance, never a negative refund', () => {
    const quote = quoteReturn({
      policy: charging({ fees: { returnFeeMinor: 3000 } }),
      lines: [line()],
      method: 'prepaid_label',
    });
    expect(quote).toMatchObject({ refundMinor: 0, balanceDueMinor: 3000 + 700 + 200 - 2000 });
    expect(balanced(quote)).toBe(true);
  });

  it('refuses lines that are not amounts', () => {
    const policy = charging();
    expect(() => quoteReturn({ policy, lines: [line({ quantity: 0 })], method: null })).toThrow(RangeError);
    expect(() => quoteReturn({ policy, lines: [line({ unitPriceMinor: -5 })], method: null })).toThrow(
      RangeError,
    );
    expect(() => quoteReturn({ policy, lines: [line()], method: null, assuranceRemainingMinor: -1 })).toThrow(
      RangeError,
    );
    expect(() =>
      quoteReturn({ policy: charging({ fees: { returnFeeMinor: 0.5 } }), lines: [line()], method: null }),
    ).toThrow(RangeError);
    expect(() => quoteReturn({ policy, lines: [line({ resolution: 'anything' })], method: null })).toThrow(
      RangeError,
    );
    expect(() =>
      quoteReturn({
        policy,
        lines: [line({ resolution: 'anything', exchange: { unitPriceMinor: 100, quantity: 0 } })],
        method: null,
      }),
    ).toThrow(RangeError);
  });
});

describe('quote: Return Assurance', () => {
  it('pays postage, return fee and the assured items restocking fee in the shopper place', () => {
    const quote = quoteReturn({
      policy: charging(),
      lines: [line({ assured: true, quantity: 2 })],
      method: 'prepaid_label',
      assuranceRemainingMinor: 100_000,
    });
    expect(quote).toMatchObject({
      restockingFeeMinor: 0,
      returnFeeMinor: 0,
      postageMinor: 0,
      assuranceCoveredMinor: 400 + 500 + 700,
      refundMinor: 4000,
    });
  });

  it('covers the return fee and postage of a return with one assured item, restocking on assured items only', () => {
    const quote = quoteReturn({
      policy: charging(),
      lines: [line({ assured: true }), line({ orderItemId: 'i2' })],
      method: 'prepaid_label',
      assuranceRemainingMinor: 100_000,
    });
    expect(quote.lines.map((quoted) => quoted.restockingFeeMinor)).toEqual([0, 200]);
    expect(quote).toMatchObject({ returnFeeMinor: 0, postageMinor: 0, assuranceCoveredMinor: 1400 });
  });

  it('no assured item, nothing covered', () => {
    const quote = quoteReturn({
      policy: charging(),
      lines: [line()],
      method: 'prepaid_label',
      assuranceRemainingMinor: 100_000,
    });
    expect(quote.assuranceCoveredMinor).toBe(0);
  });

  it('up to what is left of it, postage first, then return fee, then restocking', () => {
    const quote = quoteReturn({
      policy: charging(),
      lines: [line({ assured: true })],
      method: 'prepaid_label',
      assuranceRemainingMinor: 1000,
    });
    expect(quote).toMatchObject({ postageMinor: 0, returnFeeMinor: 200, restockingFeeMinor: 200 });
    expect(quote.assuranceCoveredMinor).toBe(1000);
  });

  it('only what its cover says', () => {
    const quote = quoteReturn({
      policy: charging({ returnAssurance: { postage: true, returnFee: false, restockingFee: false } }),
      lines: [line({ assured: true })],
      method: 'prepaid_label',
      assuranceRemainingMinor: 100_000,
    });
    expect(quote).toMatchObject({ postageMinor: 0, returnFeeMinor: 500, restockingFeeMinor: 200 });
  });

  it('the rsi label is the protection own: it pays its postage even where the merchant would not charge it', () => {
    const merchantPays = charging({ fees: { postagePaidBy: 'merchant' } });
    const covered = quoteReturn({
      policy: merchantPays,
      lines: [line({ assured: true })],
      method: 'assured_label',
      assuranceRemainingMinor: 100_000,
    });
    expect(covered).toMatchObject({ postageMinor: 0, assuranceCoveredMinor: 800 + 500 + 200 });
  });
});

describe('quote: store credit and exchanges', () => {
  it('store credit with its bonus percent', () => {
    const quote = quoteReturn({
      policy: returnPolicy({ resolutions: { storeCredit: { bonusPercent: 10 } } }),
      lines: [line({ resolution: 'store_credit', unitPriceMinor: 4999 })],
      method: 'prepaid_label',
    });
    expect(quote).toMatchObject({ refundMinor: 0, storeCreditMinor: 4999, storeCreditBonusMinor: 500 });
  });

  it('fees come off the money back first, then the store credit, and the bonus is on what is left', () => {
    const policy = charging({ resolutions: { storeCredit: { bonusPercent: 10 } } });
    const quote = quoteReturn({
      policy,
      lines: [line({ unitPriceMinor: 1000 }), line({ orderItemId: 'i2', resolution: 'store_credit' })],
      method: 'prepaid_label',
    });
    // refund line 1000 − 100 = 900, credit line 2000 − 200 = 1800; fees 500 + 700 = 1200.
    expect(quote.lines.map((quoted) => [quoted.refundMinor, quoted.creditMinor, quoted.bonusMinor])).toEqual([
      [0, 0, 0],
      [0, 1500, 150],
    ]);
    expect(balanced(quote)).toBe(true);
  });

  it('exchange for the same price: nothing to pay, no fee when fees are waived for exchanges', () => {
    const quote = quoteReturn({
      policy: charging(),
      lines: [line({ resolution: 'same_price_variant', exchange: { unitPriceMinor: 2000, quantity: 1 } })],
      method: 'prepaid_label',
    });
    expect(quote).toMatchObject({
      restockingFeeMinor: 0,
      returnFeeMinor: 0,
      postageMinor: 0,
      refundMinor: 0,
      balanceDueMinor: 0,
      exchangeItemsMinor: 2000,
    });
  });

  it('exchange for another product: cheaper → refund of the difference, dearer → balance to pay', () => {
    const cheaper = quoteReturn({
      policy: charging(),
      lines: [line({ resolution: 'anything', exchange: { unitPriceMinor: 1200, quantity: 1 } })],
      method: 'prepaid_label',
    });
    expect(cheaper).toMatchObject({ refundMinor: 800, balanceDueMinor: 0 });
    const dearer = quoteReturn({
      policy: charging(),
      lines: [line({ resolution: 'anything', exchange: { unitPriceMinor: 2600, quantity: 1 } })],
      method: 'prepaid_label',
    });
    expect(dearer).toMatchObject({ refundMinor: 0, balanceDueMinor: 600 });
  });

  it('a dearer exchange is paid with the other items money back first', () => {
    const quote = quoteReturn({
      policy: returnPolicy(),
      lines: [
        line({ unitPriceMinor: 5000 }),
        line({ orderItemId: 'i2', resolution: 'anything', exchange: { unitPriceMinor: 4000, quantity: 1 } }),
      ],
      method: 'prepaid_label',
    });
    expect(quote).toMatchObject({ refundMinor: 3000, balanceDueMinor: 0, exchangeItemsMinor: 4000 });
  });

  it('a mixed return pays the fees; exchanges still pay no restocking fee when waived', () => {
    const quote = quoteReturn({
      policy: charging(),
      lines: [
        line({ unitPriceMinor: 5000 }),
        line({
          orderItemId: 'i2',
          resolution: 'same_price_variant',
          exchange: { unitPriceMinor: 2000, quantity: 1 },
        }),
      ],
      method: 'prepaid_label',
    });
    expect(quote).toMatchObject({
      returnFeeMinor: 500,
      postageMinor: 700,
      restockingFeeMinor: 500,
      refundMinor: 3300,
    });
  });

  it('without the waiver exchanges pay the restocking fee and the return fee', () => {
    const quote = quoteReturn({
      policy: charging({ fees: { waiveForExchanges: false } }),
      lines: [line({ resolution: 'same_price_variant', exchange: { unitPriceMinor: 2000, quantity: 1 } })],
      method: 'prepaid_label',
    });
    expect(quote).toMatchObject({
      restockingFeeMinor: 200,
      returnFeeMinor: 500,
      postageMinor: 700,
      balanceDueMinor: 1400,
    });
    expect(balanced(quote)).toBe(true);
  });

  it('an empty return costs its return fee and pays nothing', () => {
    const quote = quoteReturn({ policy: charging(), lines: [], method: 'prepaid_label' });
    expect(quote).toMatchObject({
      itemsTotalMinor: 0,
      returnFeeMinor: 500,
      postageMinor: 0,
      balanceDueMinor: 500,
    });
  });
});

describe('quote invariants (property)', () => {
  const lineArb = fc.record({
    orderItemId: fc.string({ minLength: 1, maxLength: 3 }),
    unitPriceMinor: fc.integer({ min: 0, max: 100_000 }),
    quantity: fc.integer({ min: 1, max: 5 }),
    resolution: fc.constantFrom(...RETURN_RESOLUTIONS),
    kept: fc.boolean(),
    assured: fc.boolean(),
    exchangePrice: fc.integer({ min: 0, max: 100_000 }),
    exchangeQuantity: fc.integer({ min: 1, max: 5 }),
  });

  it('never negative; money back never above what was paid less fees; the identity holds', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 6 }),
        fc.record({
          returnFeeMinor: fc.integer({ min: 0, max: 5000 }),
          restockingFeePercent: fc.integer({ min: 0, max: 10000 }).map((bp) => bp / 100),
          postagePaidBy: fc.constantFrom('merchant' as const, 'shopper' as const),
          waiveForExchanges: fc.boolean(),
        }),
        fc.integer({ min: 0, max: 10000 }).map((bp) => bp / 100),
        fc.option(fc.constantFrom(...RETURN_METHOD_IDS), { nil: null }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.record({ postage: fc.boolean(), returnFee: fc.boolean(), restockingFee: fc.boolean() }),
        (raw, fees, bonusPercent, method, postageMinor, assuranceRemainingMinor, cover) => {
          const lines: QuoteLine[] = raw.map((item) => ({
            ...item,
            exchange:
              item.resolution === 'same_price_variant' || item.resolution === 'anything'
                ? { unitPriceMinor: item.exchangePrice, quantity: item.exchangeQuantity }
                : null,
          }));
          const policy = returnPolicy({
            fees,
            resolutions: { storeCredit: { bonusPercent } },
            returnAssurance: cover,
          });
          const quote = quoteReturn({ policy, lines, method, postageMinor, assuranceRemainingMinor });
          for (const value of Object.values(quote))
            if (typeof value === 'number') expect(value).toBeGreaterThanOrEqual(0);
          for (const quoted of quote.lines) {
            for (const value of Object.values(quoted))
              if (typeof value === 'number') expect(value).toBeGreaterThanOrEqual(0);
            expect(quoted.refundMinor + quoted.creditMinor).toBeLessThanOrEqual(
              quoted.grossMinor - quoted.restockingFeeMinor,
            );
          }
          expect(balanced(quote)).toBe(true);
          const charged = quote.restockingFeeMinor + quote.returnFeeMinor + quote.postageMinor;
          expect(quote.refundMinor + quote.storeCreditMinor).toBeLessThanOrEqual(
            Math.max(0, quote.itemsTotalMinor - charged),
          );
          expect(quote.assuranceCoveredMinor).toBeLessThanOrEqual(
            lines.some((item) => item.assured) ? assuranceRemainingMinor : 0,
          );
          if (quote.balanceDueMinor > 0) expect(quote.refundMinor + quote.storeCreditMinor).toBe(0);
        },
      ),
    );
  });
});
