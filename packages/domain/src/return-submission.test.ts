import { describe, expect, it } from 'vitest';
import type { ReturnableItem } from './return-eligibility';
import { applyReturnCommand } from './return-lifecycle';
import { returnPolicy } from './return-policy';
import {
  checkReturnRequest,
  type ReturnRequest,
  type ReturnRequestContext,
  type ReturnRequestItem,
  submitReturn,
} from './return-submission';

const now = new Date('2026-11-10T00:00:00Z');
const orderItem = (overrides: Partial<ReturnableItem> = {}): ReturnableItem => ({
  orderItemId: 'shirt',
  productId: 'p-shirt',
  variantId: 'v-m',
  tags: [],
  quantity: 2,
  unitPriceMinor: 3000,
  deliveredAt: new Date('2026-11-01T00:00:00Z'),
  fulfilledAt: new Date('2026-10-29T00:00:00Z'),
  ...overrides,
});

const policy = returnPolicy({
  fees: { returnFeeMinor: 500, postagePaidBy: 'shopper', restockingFeePercent: 0 },
  resolutions: {
    keepItem: true,
    storeCredit: { bonusPercent: 10 },
    sameProductVariant: { instant: true },
  },
  methods: [
    { method: 'prepaid_label', postageMinor: 600 },
    { method: 'assured_label', postageMinor: 600 },
  ],
  rules: [
    { when: { maxUnitPriceMinor: 1000 }, decision: 'keep' },
    { when: { reasons: ['not_as_described'] }, decision: 'review' },
    { when: { tags: ['worn'] }, decision: 'reject' },
  ],
});

const context = (overrides: Partial<ReturnRequestContext> = {}): ReturnRequestContext => ({
  policy,
  now,
  items: [
    orderItem(),
    orderItem({
      orderItemId: 'socks',
      productId: 'p-socks',
      variantId: null,
      unitPriceMinor: 800,
      quantity: 3,
    }),
    orderItem({ orderItemId: 'sale', tags: ['final-sale'] }),
    orderItem({ orderItemId: 'worn', tags: ['worn'] }),
  ],
  returns: [],
  ...overrides,
});

const want = (overrides: Partial<ReturnRequestItem> = {}): ReturnRequestItem => ({
  orderItemId: 'shirt',
  quantity: 1,
  reason: 'changed_mind',
  photos: 0,
  resolution: 'original_payment',
  ...overrides,
});

const request = (
  items: ReturnRequestItem[],
  method: ReturnRequest['method'] = 'prepaid_label',
): ReturnRequest => ({
  items,
  method,
});

describe('checking a request (return-process-preview)', () => {
  it('prices an acceptable request and says the rules approve it', () => {
    const checked = checkReturnRequest(context(), request([want({ quantity: 2 })]));
    expect(checked).toMatchObject({
      ok: true,
      decision: 'approve',
      method: 'prepaid_label',
      quote: { itemsTotalMinor: 6000, returnFeeMinor: 500, postageMinor: 600, refundMinor: 4900 },
    });
    if (checked.ok)
      expect(checked.lines[0]?.due).toEqual({ refundMinor: 4900, creditMinor: 0, bonusMinor: 0 });
  });

  it('lists every problem, item by item', () => {
    const checked = checkReturnRequest(
      context(),
      request([
        want({ orderItemId: 'ghost' }),
        want(),
        want(),
        want({ orderItemId: 'socks', quantity: 0 }),
        want({ orderItemId: 'sale' }),
        want({ orderItemId: 'worn' }),
      ]),
    );
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.problems).toEqual([
        { code: 'unknown_item', orderItemId: 'ghost' },
        { code: 'duplicate_item', orderItemId: 'shirt' },
        { code: 'invalid_quantity', orderItemId: 'socks' },
        { code: 'not_returnable', orderItemId: 'sale', ineligible: 'final_sale' },
        { code: 'rejected_by_policy', orderItemId: 'worn' },
      ]);
      expect(checked.eligibility.map((entry) => entry.orderItemId)).toEqual([
        'shirt',
        'socks',
        'sale',
        'worn',
      ]);
    }
  });

  it.each([
    [want({ quantity: 3 }), 'quantity_exceeds_returnable'],
    [want({ reason: 'other' }), 'note_required'],
    [want({ reason: 'not_as_described' }), 'photo_required'],
    [want({ resolution: 'same_price_variant' }), 'exchange_required'],
    [
      want({ exchange: { productId: 'p-shirt', variantId: 'v-l', unitPriceMinor: 3000, quantity: 1 } }),
      'exchange_not_expected',
    ],
    [
      want({
        resolution: 'same_price_variant',
        exchange: { productId: 'p-hat', variantId: 'v-l', unitPriceMinor: 3000, quantity: 1 },
      }),
      'exchange_same_product_required',
    ],
    [
      want({
        resolution: 'same_price_variant',
        exchange: { productId: 'p-shirt', variantId: 'v-m', unitPriceMinor: 3000, quantity: 1 },
      }),
      'exchange_other_variant_required',
    ],
    [
      want({
        resolution: 'same_price_variant',
        exchange: { productId: 'p-shirt', variantId: 'v-l', unitPriceMinor: 3000, quantity: 2 },
      }),
      'exchange_quantity_mismatch',
    ],
    [
      want({
        resolution: 'anything',
        exchange: { productId: 'p-hat', variantId: null, unitPriceMinor: 3000, quantity: 0 },
      }),
      'invalid_quantity',
    ],
  ])('%o → %s', (item, code) => {
    const checked = checkReturnRequest(context(), request([item]));
    expect(checked).toMatchObject({ ok: false, problems: [{ code, orderItemId: 'shirt' }] });
  });

  it('a resolution the item is not offered', () => {
    const items = [orderItem({ tags: ['exchange-only'] })];
    expect(checkReturnRequest(context({ items }), request([want()]))).toMatchObject({
      ok: false,
      problems: [{ code: 'resolution_not_offered' }],
    });
  });

  it('no items, no method, a method not offered', () => {
    expect(checkReturnRequest(context(), request([]))).toMatchObject({
      ok: false,
      problems: [{ code: 'no_items' }],
    });
    expect(checkReturnRequest(context(), request([want()], null))).toMatchObject({
      problems: [{ code: 'method_required', orderItemId: null }],
    });
    expect(checkReturnRequest(context(), request([want()], 'in_store'))).toMatchObject({
      problems: [{ code: 'method_not_offered' }],
    });
    expect(checkReturnRequest(context(), request([want()], 'assured_label'))).toMatchObject({
      problems: [{ code: 'method_not_offered' }],
    });
  });

  it('Return Assurance: rsi offered for assured items, and it pays the fees', () => {
    const checked = checkReturnRequest(
      context({ assurance: { itemIds: ['shirt'], remainingMinor: 10_000 } }),
      request([want()], 'assured_label'),
    );
    expect(checked).toMatchObject({
      ok: true,
      quote: { postageMinor: 0, returnFeeMinor: 0, assuranceCoveredMinor: 1100, refundMinor: 3000 },
    });
  });

  it('keep-the-item: a cheap item is refunded without travelling, and needs no method', () => {
    const checked = checkReturnRequest(
      context(),
      request([want({ orderItemId: 'socks', quantity: 3, resolution: 'store_credit' })], 'prepaid_label'),
    );
    expect(checked).toMatchObject({
      ok: true,
      method: null,
      quote: { postageMinor: 0, storeCreditMinor: 1900, storeCreditBonusMinor: 190 },
    });
    if (checked.ok) expect(checked.lines[0]?.kept).toBe(true);
  });

  it('an exchange of a cheap item still travels (keeping it would be a free item)', () => {
    const checked = checkReturnRequest(
      context(),
      request([
        want({
          orderItemId: 'socks',
          resolution: 'anything',
          exchange: { productId: 'p-hat', variantId: null, unitPriceMinor: 800, quantity: 1 },
        }),
      ]),
    );
    expect(checked).toMatchObject({ ok: true, method: 'prepaid_label' });
    if (checked.ok) expect(checked.lines[0]).toMatchObject({ kept: false, instantExchange: false });
  });

  it('a reason that needs review leaves the return to the merchant', () => {
    const checked = checkReturnRequest(context(), request([want({ reason: 'not_as_described', photos: 2 })]));
    expect(checked).toMatchObject({ ok: true, decision: 'review' });
  });
});

describe('submitting (user/submit-order-return)', () => {
  it('creates the return, approved by the rules when nothing needs review', () => {
    const result = submitReturn(context(), request([want()]), { returnId: 'r1', commandId: 'k1' });
    expect(result.outcome).toBe('created');
    if (result.outcome === 'created') {
      expect(result.state).toMatchObject({
        returnId: 'r1',
        status: 'to_return',
        commandIds: ['k1', 'k1:approve'],
      });
      expect(result.events.map((event) => event.type)).toEqual(['status_changed', 'status_changed']);
      expect(result.quote.refundMinor).toBe(1900);
    }
  });

  it('waits in requested for review', () => {
    const result = submitReturn(context(), request([want({ reason: 'not_as_described', photos: 1 })]), {
      returnId: 'r1',
      commandId: 'k1',
    });
    expect(result).toMatchObject({ outcome: 'created', state: { status: 'requested', commandIds: ['k1'] } });
  });

  it('a retried submit answers the return it created', () => {
    const first = submitReturn(context(), request([want()]), { returnId: 'r1', commandId: 'k1' });
    if (first.outcome !== 'created') throw new Error('expected a return');
    const again = submitReturn(context({ returns: [first.state] }), request([want()]), {
      returnId: 'r2',
      commandId: 'k1',
    });
    expect(again).toEqual({ outcome: 'duplicate', state: first.state });
  });

  it('the same items cannot go into a second open return', () => {
    const first = submitReturn(context(), request([want({ quantity: 2 })]), {
      returnId: 'r1',
      commandId: 'k1',
    });
    if (first.outcome !== 'created') throw new Error('expected a return');
    const second = submitReturn(context({ returns: [first.state] }), request([want()]), {
      returnId: 'r2',
      commandId: 'k2',
    });
    expect(second).toEqual({
      outcome: 'refused',
      problems: [{ code: 'not_returnable', orderItemId: 'shirt', ineligible: 'already_returned' }],
    });
    const cancelled = applyReturnCommand(first.state, { type: 'cancel', commandId: 'c' }).state;
    expect(
      submitReturn(context({ returns: [cancelled] }), request([want()]), { returnId: 'r2', commandId: 'k2' })
        .outcome,
    ).toBe('created');
  });

  it('a balance is owed by the return, to be paid after it opens (never more than owed)', () => {
    const dearer = want({
      resolution: 'anything',
      exchange: { productId: 'p-coat', variantId: null, unitPriceMinor: 9000, quantity: 1 },
    });
    expect(submitReturn(context(), request([dearer]), { returnId: 'r1', commandId: 'k1' })).toMatchObject({
      outcome: 'created',
      state: { balanceDueMinor: 6000, balancePaidMinor: 0 },
      quote: { balanceDueMinor: 6000 },
    });
    const paid = submitReturn(context(), request([dearer]), {
      returnId: 'r1',
      commandId: 'k1',
      balancePaidMinor: 9000,
    });
    expect(paid).toMatchObject({
      outcome: 'created',
      state: { balanceDueMinor: 6000, balancePaidMinor: 6000 },
    });
  });

  it('refuses with the problems found', () => {
    expect(submitReturn(context(), request([]), { returnId: 'r1', commandId: 'k1' })).toEqual({
      outcome: 'refused',
      problems: [{ code: 'no_items', orderItemId: null }],
    });
  });
});
