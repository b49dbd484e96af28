import { describe, expect, it } from 'vitest';
import {
  COVERAGE_KINDS,
  ISSUE_TYPES,
  isCoverageKind,
  isIssueType,
  isRefundType,
  isReturnShippingProvider,
  isShippingMode,
  PRODUCT_SLUG,
  REFUND_TYPES,
  RETURN_SHIPPING_PROVIDERS,
  SHIPPING_MODES,
} from './enums';

describe('enumerations (spec section 3)', () => {
  it('section 3: issue types are damage, delay, theft, loss, return, extended_warranty, accidental_damage, mechanical_breakdown, noShipped, wrongItem, nad', () => {
    expect(ISSUE_TYPES).toEqual([
      'damage',
      'delay',
      'theft',
      'loss',
      'return',
      'extended_warranty',
      'accidental_damage',
      'mechanical_breakdown',
      'noShipped',
      'wrongItem',
      'nad',
    ]);
  });

  it('section 3: shipping modes are in_store_shipping and return_shipping', () => {
    expect(SHIPPING_MODES).toEqual(['in_store_shipping', 'return_shipping']);
  });

  it('section 3: return shipping providers replace {product} with our product slug', () => {
    expect(PRODUCT_SLUG).toBe('rc');
    expect(RETURN_SHIPPING_PROVIDERS).toEqual([
      'rc_provide_shipping',
      'merchant_provide_shipping',
      'customer_provide_shipping',
      'in_store_return',
      'rsi',
    ]);
  });

  it('section 3: refund types are original_payment, store_credit, same_price_variant, anything, group_setting', () => {
    expect(REFUND_TYPES).toEqual([
      'original_payment',
      'store_credit',
      'same_price_variant',
      'anything',
      'group_setting',
    ]);
  });

  it('section 1: coverage kinds include shipping protection, return assurance, extended warranty and accidental damage', () => {
    expect(COVERAGE_KINDS).toEqual(
      expect.arrayContaining([
        'shipping_protection',
        'return_assurance',
        'extended_warranty',
        'accidental_damage',
      ]),
    );
  });
});

describe('type guards', () => {
  it('accepts every listed value and nothing else', () => {
    for (const value of ISSUE_TYPES) expect(isIssueType(value)).toBe(true);
    for (const value of SHIPPING_MODES) expect(isShippingMode(value)).toBe(true);
    for (const value of RETURN_SHIPPING_PROVIDERS) expect(isReturnShippingProvider(value)).toBe(true);
    for (const value of REFUND_TYPES) expect(isRefundType(value)).toBe(true);
    for (const value of COVERAGE_KINDS) expect(isCoverageKind(value)).toBe(true);
  });

  it('rejects other spellings, other types and values of another enumeration', () => {
    expect(isIssueType('noshipped')).toBe(false);
    expect(isIssueType('Damage')).toBe(false);
    expect(isIssueType(undefined)).toBe(false);
    expect(isIssueType(3)).toBe(false);
    expect(isShippingMode('return')).toBe(false);
    expect(isReturnShippingProvider('{product}_provide_shipping')).toBe(false);
    expect(isRefundType('cash')).toBe(false);
    expect(isCoverageKind('damage')).toBe(false);
  });
});
