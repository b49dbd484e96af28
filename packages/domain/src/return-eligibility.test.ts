import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  itemEligibility,
  orderEligibility,
  RETURN_INELIGIBLE_REASONS,
  type ReturnableItem,
  returnableQuantity,
  returnWindow,
} from './return-eligibility';
import { createReturnState, type NewReturnLine } from './return-lifecycle';
import { DEFAULT_RETURN_POLICY, RETURN_RESOLUTIONS, returnPolicy } from './return-policy';

const delivered = new Date('2026-11-01T15:00:00Z');
const item = (overrides: Partial<ReturnableItem> = {}): ReturnableItem => ({
  orderItemId: 'i1',
  productId: 'p1',
  variantId: 'v1',
  tags: [],
  quantity: 2,
  unitPriceMinor: 2500,
  deliveredAt: delivered,
  fulfilledAt: new Date('2026-10-28T10:00:00Z'),
  ...overrides,
});
const now = new Date('2026-11-10T00:00:00Z');

describe('return window', () => {
  it('counts from delivery and closes windowDays × 24 h later', () => {
    expect(returnWindow(item(), 30, now)).toEqual({
      from: 'delivery',
      startsAt: delivered,
      closesAt: new Date('2026-12-01T15:00:00Z'),
      open: true,
    });
  });

  it('counts from fulfilment when there is no delivery date', () => {
    expect(returnWindow(item({ deliveredAt: null }), 10, now)).toMatchObject({
      from: 'fulfillment',
      closesAt: new Date('2026-11-07T10:00:00Z'),
      open: false,
    });
  });

  it('has no window before the item leaves', () => {
    expect(returnWindow(item({ deliveredAt: null, fulfilledAt: null }), 30, now)).toEqual({
      from: null,
      startsAt: null,
      closesAt: null,
      open: false,
    });
  });

  it('the closing instant itself is closed', () => {
    const closesAt = new Date('2026-12-01T15:00:00Z');
    expect(returnWindow(item(), 30, new Date(closesAt.getTime() - 1)).open).toBe(true);
    expect(returnWindow(item(), 30, closesAt).open).toBe(false);
  });
});

describe('returnable quantity = bought − returned − claimed', () => {
  it('never below zero (property)', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), fc.nat(20), (bought, returned, claimed) => {
        const left = returnableQuantity(bought, returned, claimed);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left + returned + claimed).toBeGreaterThanOrEqual(bought);
        if (bought >= returned + claimed) expect(left).toBe(bought - returned - claimed);
      }),
    );
  });
});

describe('item eligibility', () => {
  const policy = DEFAULT_RETURN_POLICY;

  it('an item in its window with units left', () => {
    expect(itemEligibility({ policy, item: item(), now })).toEqual({
      orderItemId: 'i1',
      boughtQuantity: 2,
      returnedQuantity: 0,
      claimedQuantity: 0,
      returnableQuantity: 2,
      window: returnWindow(item(), 30, now),
      finalSale: false,
      exchangeOnly: false,
      resolutions: [...RETURN_RESOLUTIONS],
      reason: null,
      reasonKey: null,
    });
    expect(itemEligibility({ policy, item: item(), now, returnedQuantity: 1 }).returnableQuantity).toBe(1);
  });

  it.each([
    [{ policy: returnPolicy({ enabled: false }) }, 'returns_disabled'],
    [{ item: item({ tags: ['final-sale'] }) }, 'final_sale'],
    [{ item: item({ deliveredAt: null, fulfilledAt: null }) }, 'not_fulfilled'],
    [{ now: new Date('2026-12-02T00:00:00Z') }, 'window_closed'],
    [{ returnedQuantity: 2 }, 'already_returned'],
    [{ claimedQuantity: 2 }, 'already_claimed'],
    [{ returnedQuantity: 1, claimedQuantity: 1 }, 'returned_or_claimed'],
    [
      {
        item: item({ tags: ['exchange-only'] }),
        policy: returnPolicy({
          resolutions: { anotherProduct: false, sameProductVariant: { enabled: false } },
        }),
      },
      'no_resolution',
    ],
  ] as const)('%o → %s, with nothing returnable', (overrides, reason) => {
    const result = itemEligibility({ policy, item: item(), now, ...overrides });
    expect(result.reason).toBe(reason);
    expect(result.reasonKey).toBe(`returnIneligible.${reason}`);
    expect(result.returnableQuantity).toBe(0);
    expect(RETURN_INELIGIBLE_REASONS).toContain(reason);
  });

  it('final-sale items are offered nothing; exchange-only items exchanges only, with their window date', () => {
    expect(itemEligibility({ policy, item: item({ tags: ['final-sale'] }), now })).toMatchObject({
      finalSale: true,
      resolutions: [],
    });
    expect(itemEligibility({ policy, item: item({ tags: ['exchange-only'] }), now })).toMatchObject({
      exchangeOnly: true,
      reason: null,
      resolutions: ['same_price_variant', 'anything'],
      window: { closesAt: new Date('2026-12-01T15:00:00Z') },
    });
  });
});

describe('order eligibility', () => {
  const line = (orderItemId: string, quantity: number): NewReturnLine => ({
    orderItemId,
    quantity,
    unitPriceMinor: 2500,
    reason: 'changed_mind',
    subReason: null,
    resolution: 'original_payment',
    kept: false,
    instantExchange: false,
    exchange: null,
    due: { refundMinor: 0, creditMinor: 0, bonusMinor: 0 },
  });

  it('takes the units of open returns and of claims', () => {
    const { state } = createReturnState({
      returnId: 'r1',
      commandId: 's1',
      method: 'prepaid_label',
      lines: [line('i1', 1)],
      balanceDueMinor: 0,
      balancePaidMinor: 0,
    });
    const result = orderEligibility({
      policy: DEFAULT_RETURN_POLICY,
      items: [item(), item({ orderItemId: 'i2', quantity: 3 })],
      returns: [state],
      claimedQuantities: { i2: 1 },
      now,
    });
    expect(
      result.map((entry) => [entry.returnedQuantity, entry.claimedQuantity, entry.returnableQuantity]),
    ).toEqual([
      [1, 0, 1],
      [0, 1, 2],
    ]);
    expect(
      orderEligibility({ policy: DEFAULT_RETURN_POLICY, items: [item()], returns: [], now })[0]
        ?.returnableQuantity,
    ).toBe(2);
  });
});
