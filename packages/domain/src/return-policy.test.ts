import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRefundType, isReturnShippingProvider, isShippingMode, REFUND_TYPES } from './enums';
import {
  allowedResolutions,
  DEFAULT_RETURN_POLICY,
  decideReturnItem,
  EXCHANGE_RESOLUTIONS,
  findReturnReason,
  isExchangeOnly,
  isExchangeResolution,
  isFinalSale,
  isPercent,
  isReturnMethodId,
  isReturnResolution,
  methodHasPaidLabel,
  methodShips,
  RETURN_METHOD_IDS,
  RETURN_METHODS,
  RETURN_RESOLUTIONS,
  type ReturnPolicy,
  reasonProblem,
  refundTypesOffered,
  returnMethodsFor,
  returnPolicy,
  returnPolicyProblems,
  selectsItem,
} from './return-policy';

const shirt = { productId: 'p-shirt', tags: ['Summer'], unitPriceMinor: 2500 };

describe('resolutions (spec 3 refund types)', () => {
  it('are named by the spec refund types; group_setting is where the list comes from, not a resolution', () => {
    for (const resolution of RETURN_RESOLUTIONS) expect(isRefundType(resolution)).toBe(true);
    expect(REFUND_TYPES.filter((type) => !isReturnResolution(type))).toEqual(['group_setting']);
    expect(isReturnResolution(7)).toBe(false);
  });

  it('exchanges are same_price_variant and anything', () => {
    expect(RETURN_RESOLUTIONS.filter(isExchangeResolution)).toEqual([...EXCHANGE_RESOLUTIONS]);
  });
});

describe('return methods (spec 3 shipping modes and providers)', () => {
  it('each method is one of the spec modes with one of the spec providers', () => {
    for (const id of RETURN_METHOD_IDS) {
      expect(isShippingMode(RETURN_METHODS[id].mode)).toBe(true);
      expect(isReturnShippingProvider(RETURN_METHODS[id].provider)).toBe(true);
    }
  });

  it('every spec provider has a method; in_store_return is the in_store_shipping mode', () => {
    const providers = new Set(RETURN_METHOD_IDS.map((id) => RETURN_METHODS[id].provider));
    expect([...providers].sort()).toEqual([
      'customer_provide_shipping',
      'in_store_return',
      'merchant_provide_shipping',
      'rc_provide_shipping',
      'rsi',
    ]);
    expect(RETURN_METHODS.in_store).toMatchObject({ mode: 'in_store_shipping', provider: 'in_store_return' });
    expect(RETURN_METHODS.assured_label.provider).toBe('rsi');
  });

  it('labels and tracking', () => {
    expect(RETURN_METHOD_IDS.filter(methodHasPaidLabel)).toEqual([
      'prepaid_label',
      'qr_drop_off',
      'merchant_label',
      'assured_label',
    ]);
    expect(RETURN_METHOD_IDS.filter(methodShips)).not.toContain('in_store');
    expect(methodShips('ship_yourself')).toBe(true);
    expect(isReturnMethodId('qr_drop_off')).toBe(true);
    expect(isReturnMethodId('toString')).toBe(false);
    expect(isReturnMethodId(null)).toBe(false);
  });

  it('offers rsi only with Return Assurance, and nothing when every item is kept', () => {
    const all = returnMethodsFor(DEFAULT_RETURN_POLICY, { hasReturnAssurance: true, everyItemKept: false });
    expect(all.map((setting) => setting.method)).toContain('assured_label');
    const without = returnMethodsFor(DEFAULT_RETURN_POLICY, {
      hasReturnAssurance: false,
      everyItemKept: false,
    });
    expect(without.map((setting) => setting.method)).toEqual([
      'prepaid_label',
      'qr_drop_off',
      'ship_yourself',
    ]);
    expect(
      returnMethodsFor(DEFAULT_RETURN_POLICY, { hasReturnAssurance: true, everyItemKept: true }),
    ).toEqual([]);
  });
});

describe('the default policy', () => {
  it('is usable: 30 days, no fees, Return Assurance covering postage and fees', () => {
    expect(returnPolicyProblems(DEFAULT_RETURN_POLICY)).toEqual([]);
    expect(DEFAULT_RETURN_POLICY.windowDays).toBe(30);
    expect(DEFAULT_RETURN_POLICY.fees).toEqual({
      returnFeeMinor: 0,
      postagePaidBy: 'merchant',
      restockingFeePercent: 0,
      waiveForExchanges: true,
    });
    expect(DEFAULT_RETURN_POLICY.returnAssurance).toEqual({
      postage: true,
      returnFee: true,
      restockingFee: true,
    });
    expect(allowedResolutions(DEFAULT_RETURN_POLICY)).toEqual([...RETURN_RESOLUTIONS]);
  });

  it('merges a merchant settings over the defaults, nested groups key by key', () => {
    const policy = returnPolicy({
      windowDays: 14,
      fees: { restockingFeePercent: 15 },
      resolutions: {
        storeCredit: { bonusPercent: 10 },
        sameProductVariant: { instant: true },
        keepItem: true,
      },
      returnAssurance: { restockingFee: false },
    });
    expect(policy.windowDays).toBe(14);
    expect(policy.fees).toEqual({ ...DEFAULT_RETURN_POLICY.fees, restockingFeePercent: 15 });
    expect(policy.resolutions.storeCredit).toEqual({ enabled: true, bonusPercent: 10 });
    expect(policy.resolutions.sameProductVariant).toEqual({ enabled: true, instant: true });
    expect(policy.resolutions.keepItem).toBe(true);
    expect(policy.returnAssurance).toEqual({ postage: true, returnFee: true, restockingFee: false });
    expect(returnPolicy()).toEqual(DEFAULT_RETURN_POLICY);
  });
});

describe('policy problems', () => {
  it('names each problem once, in a fixed order', () => {
    const bad: ReturnPolicy = {
      ...DEFAULT_RETURN_POLICY,
      windowDays: 0,
      reasons: [
        { code: 'a', label: 'A', requiresNote: false, requiresPhoto: false, subReasons: [] },
        {
          code: 'a',
          label: 'A',
          requiresNote: false,
          requiresPhoto: false,
          subReasons: [
            { code: 's', label: 'S', requiresNote: false, requiresPhoto: false },
            { code: 's', label: 'S', requiresNote: false, requiresPhoto: false },
          ],
        },
      ],
      fees: { ...DEFAULT_RETURN_POLICY.fees, returnFeeMinor: -1, restockingFeePercent: 12.345 },
      resolutions: {
        originalPayment: false,
        storeCredit: { enabled: false, bonusPercent: 101 },
        sameProductVariant: { enabled: false, instant: false },
        anotherProduct: false,
        keepItem: false,
      },
      methods: [
        { method: 'in_store', postageMinor: 1.5 },
        { method: 'in_store', postageMinor: 0 },
        { method: 'teleport' as never, postageMinor: 0 },
      ],
      rules: [
        { when: { reasons: ['nope'] }, decision: 'maybe' as never, resolutions: ['cash' as never] },
        { when: {}, decision: 'approve' },
      ],
    };
    expect(returnPolicyProblems(bad)).toEqual([
      'window_days_invalid',
      'return_fee_invalid',
      'restocking_fee_invalid',
      'bonus_percent_invalid',
      'duplicate_reason',
      'duplicate_sub_reason',
      'no_resolutions',
      'duplicate_method',
      'postage_invalid',
      'unknown_method',
      'rule_unknown_reason',
      'rule_decision_invalid',
      'rule_resolution_invalid',
    ]);
    expect(
      returnPolicyProblems({ ...DEFAULT_RETURN_POLICY, reasons: [], methods: [], windowDays: 366 }),
    ).toEqual(['window_days_invalid', 'no_reasons', 'no_methods']);
    expect(returnPolicyProblems({ ...DEFAULT_RETURN_POLICY, windowDays: 1.5 })).toEqual([
      'window_days_invalid',
    ]);
  });

  it('percentages: 0 to 100 with two decimals at most', () => {
    expect([0, 12.5, 12.34, 100].every(isPercent)).toBe(true);
    expect([-1, 100.01, 12.345, Number.NaN, Number.POSITIVE_INFINITY].some(isPercent)).toBe(false);
    fc.assert(fc.property(fc.integer({ min: 0, max: 10000 }), (basisPoints) => isPercent(basisPoints / 100)));
  });
});

describe('final-sale and exchange-only items (by product id or tag)', () => {
  it('picks by product id or by tag, ignoring case and spaces', () => {
    expect(selectsItem({ productIds: ['p-shirt'], tags: [] }, shirt)).toBe(true);
    expect(selectsItem({ productIds: [], tags: [' summer '] }, shirt)).toBe(true);
    expect(selectsItem({ productIds: ['p-other'], tags: ['winter'] }, shirt)).toBe(false);
    expect(selectsItem({ productIds: ['p-other'], tags: [] }, { productId: null, tags: [] })).toBe(false);
  });

  it('default tags final-sale and exchange-only', () => {
    expect(isFinalSale(DEFAULT_RETURN_POLICY, { productId: 'x', tags: ['Final-Sale'] })).toBe(true);
    expect(isExchangeOnly(DEFAULT_RETURN_POLICY, { productId: 'x', tags: ['exchange-only'] })).toBe(true);
    expect(isFinalSale(DEFAULT_RETURN_POLICY, shirt)).toBe(false);
  });
});

describe('reasons and what they need', () => {
  const policy = DEFAULT_RETURN_POLICY;

  it('finds a reason by code', () => {
    expect(findReturnReason(policy, 'size_fit')?.subReasons.map((sub) => sub.code)).toEqual([
      'too_small',
      'too_large',
      'fit_other',
    ]);
    expect(findReturnReason(policy, 'nope')).toBeNull();
  });

  it.each([
    [{ reason: 'nope', photos: 0 }, 'unknown_reason'],
    [{ reason: 'size_fit', photos: 0 }, 'sub_reason_required'],
    [{ reason: 'size_fit', subReason: 'huge', photos: 0 }, 'unknown_sub_reason'],
    [{ reason: 'changed_mind', subReason: 'too_small', photos: 0 }, 'unknown_sub_reason'],
    [{ reason: 'size_fit', subReason: 'too_small', photos: 0 }, null],
    [{ reason: 'not_as_described', photos: 0 }, 'photo_required'],
    [{ reason: 'not_as_described', photos: 1 }, null],
    [{ reason: 'damaged_or_defective', subReason: 'arrived_damaged', photos: 0 }, 'photo_required'],
    [
      { reason: 'damaged_or_defective', subReason: 'stopped_working', photos: 0, note: '  ' },
      'note_required',
    ],
    [{ reason: 'damaged_or_defective', subReason: 'stopped_working', photos: 0, note: 'dead' }, null],
    [{ reason: 'other', photos: 0 }, 'note_required'],
    [{ reason: 'changed_mind', photos: 0, note: null, subReason: null }, null],
  ])('%o → %s', (given, problem) => {
    expect(reasonProblem(policy, given)).toBe(problem);
  });
});

describe('decision flow per reason and item', () => {
  const policy = returnPolicy({
    resolutions: { keepItem: true },
    rules: [
      { when: { reasons: ['wrong_item'], maxUnitPriceMinor: 1000 }, decision: 'keep' },
      { when: { reasons: ['damaged_or_defective'], subReasons: ['stopped_working'] }, decision: 'review' },
      { when: { tags: ['worn'] }, decision: 'reject' },
      { when: { productIds: ['p-sale'] }, decision: 'approve', resolutions: ['store_credit', 'anything'] },
      { when: { minUnitPriceMinor: 50000 }, decision: 'review' },
    ],
  });

  it('first matching rule wins; no match is the default (approve)', () => {
    expect(decideReturnItem(policy, { ...shirt, unitPriceMinor: 900 }, 'wrong_item')).toMatchObject({
      decision: 'keep',
      rule: 0,
    });
    expect(decideReturnItem(policy, shirt, 'wrong_item')).toMatchObject({ decision: 'approve', rule: null });
    expect(decideReturnItem(policy, shirt, 'damaged_or_defective', 'stopped_working').decision).toBe(
      'review',
    );
    expect(decideReturnItem(policy, shirt, 'damaged_or_defective', 'arrived_damaged').decision).toBe(
      'approve',
    );
    expect(decideReturnItem(policy, shirt, 'damaged_or_defective').rule).toBeNull();
    expect(decideReturnItem(policy, { ...shirt, tags: ['WORN'] }, 'changed_mind').decision).toBe('reject');
    expect(decideReturnItem(policy, { ...shirt, unitPriceMinor: 50000 }, 'changed_mind').rule).toBe(4);
    expect(decideReturnItem(policy, { ...shirt, unitPriceMinor: 49999 }, 'changed_mind').rule).toBeNull();
  });

  it('a rule narrows the resolutions (spec group_setting)', () => {
    expect(decideReturnItem(policy, { ...shirt, productId: 'p-sale' }, 'changed_mind').resolutions).toEqual([
      'store_credit',
      'anything',
    ]);
    expect(decideReturnItem(policy, shirt, 'changed_mind').resolutions).toEqual([...RETURN_RESOLUTIONS]);
  });

  it('keep becomes approve when the policy has no keep-the-item refunds or only exchanges are offered', () => {
    const noKeep = { ...policy, resolutions: { ...policy.resolutions, keepItem: false } };
    expect(decideReturnItem(noKeep, { ...shirt, unitPriceMinor: 900 }, 'wrong_item').decision).toBe(
      'approve',
    );
    const exchangeOnly = { ...shirt, unitPriceMinor: 900, tags: ['exchange-only'] };
    expect(decideReturnItem(policy, exchangeOnly, 'wrong_item')).toMatchObject({
      decision: 'approve',
      resolutions: ['same_price_variant', 'anything'],
    });
  });

  it('exchange-only items are offered exchanges only', () => {
    expect(refundTypesOffered(DEFAULT_RETURN_POLICY, { productId: 'x', tags: ['exchange-only'] })).toEqual([
      'same_price_variant',
      'anything',
    ]);
    expect(refundTypesOffered(DEFAULT_RETURN_POLICY, shirt)).toEqual([...RETURN_RESOLUTIONS]);
  });
});
