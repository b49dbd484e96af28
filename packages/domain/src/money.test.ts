import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencyExponent,
  displayFractionDigits,
  fromMinorUnits,
  minorUnits,
  sumMinorUnits,
  toMinorUnits,
} from './money';

describe('currency display (spec section 9)', () => {
  it('section 9: two decimals, zero for HUF', () => {
    expect(displayFractionDigits('USD')).toBe(2);
    expect(displayFractionDigits('EUR')).toBe(2);
    expect(displayFractionDigits('JPY')).toBe(2);
    expect(displayFractionDigits('HUF')).toBe(0);
    expect(displayFractionDigits('huf')).toBe(0);
  });
});

describe('minor units (ISO 4217 exponents)', () => {
  it('uses exponent 2 by default, 0 for JPY and KRW, 2 for HUF, 3 for BHD', () => {
    expect(currencyExponent('USD')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('krw')).toBe(0);
    expect(currencyExponent('HUF')).toBe(2);
    expect(currencyExponent('BHD')).toBe(3);
    expect(currencyExponent('XYZ')).toBe(2);
  });

  it('converts major to minor units and back', () => {
    expect(toMinorUnits(12.34, 'USD')).toBe(1234);
    expect(toMinorUnits(1000, 'JPY')).toBe(1000);
    expect(toMinorUnits(1.234, 'BHD')).toBe(1234);
    expect(fromMinorUnits(1234, 'USD')).toBe(12.34);
    expect(fromMinorUnits(1000, 'JPY')).toBe(1000);
  });

  it('rounds half away from zero without binary noise', () => {
    expect(toMinorUnits(1.005, 'USD')).toBe(101);
    expect(toMinorUnits(-1.005, 'USD')).toBe(-101);
    expect(toMinorUnits(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinorUnits(12.5, 'JPY')).toBe(13);
    expect(Object.is(toMinorUnits(-0, 'USD'), 0)).toBe(true);
    expect(Object.is(toMinorUnits(-0.001, 'USD'), 0)).toBe(true);
  });

  it('refuses amounts that are not finite and minor units that are not safe integers', () => {
    expect(() => toMinorUnits(Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY, 'USD')).toThrow(RangeError);
    expect(() => minorUnits(1.5)).toThrow(RangeError);
    expect(() => minorUnits(2 ** 53)).toThrow(RangeError);
    expect(minorUnits(-7)).toBe(-7);
  });

  it('sums minor units', () => {
    expect(sumMinorUnits([100, 250, -50])).toBe(300);
    expect(sumMinorUnits([])).toBe(0);
  });

  it('property: minor units survive a round trip through major units', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom('USD', 'EUR', 'JPY', 'HUF', 'BHD', 'KRW'),
        (minor, currency) => toMinorUnits(fromMinorUnits(minor, currency), currency) === minor,
      ),
    );
  });
});
