import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  carryFormattedAmounts,
  currencyExponent,
  displayFractionDigits,
  formatMoney,
  fromMinorUnits,
  localeForCurrency,
  minorUnits,
  recordFormattedAmounts,
  sumMinorUnits,
  toMinorUnits,
} from './money';

const plain = (text: string) => text.replace(/\s/g, ' ');
const intl = (locale: string, currency: string, digits: number, value: number) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);

describe('currency display (spec section 9)', () => {
  it('section 9: two decimals, zero for HUF', () => {
    expect(displayFractionDigits('USD')).toBe(2);
    expect(displayFractionDigits('EUR')).toBe(2);
    expect(displayFractionDigits('JPY')).toBe(2);
    expect(displayFractionDigits('HUF')).toBe(0);
    expect(displayFractionDigits('huf')).toBe(0);
  });

  it('section 9: a locale per currency', () => {
    expect(localeForCurrency('USD')).toBe('en-US');
    expect(localeForCurrency('EUR')).toBe('de-DE');
    expect(localeForCurrency('GBP')).toBe('en-GB');
    expect(localeForCurrency('CAD')).toBe('en-CA');
    expect(localeForCurrency('AUD')).toBe('en-AU');
    expect(localeForCurrency('HUF')).toBe('hu-HU');
    expect(localeForCurrency('PLN')).toBe('pl-PL');
    expect(localeForCurrency('CZK')).toBe('cs-CZ');
    expect(localeForCurrency('CHF')).toBe('de-CH');
    expect(localeForCurrency('SEK')).toBe('sv-SE');
    expect(localeForCurrency('DKK')).toBe('da-DK');
    expect(localeForCurrency('NOK')).toBe('nb-NO');
    expect(localeForCurrency('JPY')).toBe('ja-JP');
    expect(localeForCurrency(' usd ')).toBe('en-US');
  });

  it('section 9: Greece and Lithuania euro formats are special-cased', () => {
    expect(localeForCurrency('EUR', 'GR')).toBe('el-GR');
    expect(localeForCurrency('EUR', 'lt')).toBe('lt-LT');
    expect(localeForCurrency('EUR', 'FR')).toBe('de-DE');
    expect(localeForCurrency('EUR', null)).toBe('de-DE');
    expect(localeForCurrency('USD', 'GR')).toBe('en-US');
  });

  it('uses en-US for a currency we do not list', () => {
    expect(localeForCurrency('XYZ')).toBe('en-US');
  });

  it('section 9: formats amounts in the currency locale with the spec digits', () => {
    expect(formatMoney(123450, 'USD')).toBe('$1,234.50');
    expect(plain(formatMoney(123450, 'EUR'))).toBe('1.234,50 €');
    expect(plain(formatMoney(123450, 'EUR', 'LT'))).toBe('1 234,50 €');
    expect(formatMoney(123450, 'EUR', 'GR')).toBe(intl('el-GR', 'EUR', 2, 1234.5));
    expect(formatMoney(-320, 'gbp')).toBe('-£3.20');
  });

  it('section 9: HUF shows no decimals', () => {
    expect(plain(formatMoney(123450, 'HUF'))).toBe('1235 Ft');
    expect(plain(formatMoney(100000, 'HUF'))).toBe('1000 Ft');
  });

  it('section 9: JPY is stored without minor units but shown with two decimals', () => {
    expect(formatMoney(1000, 'JPY')).toBe(intl('ja-JP', 'JPY', 2, 1000));
    expect(formatMoney(1000, 'JPY')).toMatch(/1,000\.00$/);
  });

  it('shows an unreadable currency after the plain number', () => {
    expect(formatMoney(1234, 'points')).toBe('12.34 points');
    expect(formatMoney(1234, '')).toBe('12.34');
  });

  it('gives the same text for the same amount twice (formatters are reused)', () => {
    expect(formatMoney(999, 'CHF')).toBe(formatMoney(999, 'CHF'));
    expect(formatMoney(999, 'CHF')).toBe(intl('de-CH', 'CHF', 2, 9.99));
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

describe('amounts the server’s render wrote (decision 047)', () => {
  it('a render records each amount it formats once, with its text', () => {
    const stop = recordFormattedAmounts();
    formatMoney(1234, 'USD');
    formatMoney(1234, 'USD');
    formatMoney(500, 'EUR', 'GR');
    const recorded = stop();
    expect(recorded).toEqual([
      { minor: 1234, currency: 'USD', country: null, text: formatMoney(1234, 'USD') },
      { minor: 500, currency: 'EUR', country: 'GR', text: formatMoney(500, 'EUR', 'GR') },
    ]);
    expect(plain(recorded[0]?.text ?? '')).toBe('$12.34');
    // Stopped: what is formatted now belongs to no render.
    formatMoney(777, 'USD');
    expect(stop()).toHaveLength(2);
  });

  it('a render that started later is not stopped by an earlier one', () => {
    const stopEarlier = recordFormattedAmounts();
    const stopLater = recordFormattedAmounts();
    formatMoney(100, 'USD');
    expect(stopEarlier()).toEqual([]);
    formatMoney(200, 'USD');
    expect(stopLater().map((amount) => amount.minor)).toEqual([100, 200]);
  });

  it('a carried amount shows the server’s text; other arguments are formatted here', () => {
    carryFormattedAmounts([{ minor: 424242, currency: 'USD', country: null, text: 'US$ 4,242.42' }]);
    expect(formatMoney(424242, 'USD')).toBe('US$ 4,242.42');
    expect(plain(formatMoney(424242, 'USD', 'US'))).toBe('$4,242.42');
    expect(plain(formatMoney(424243, 'USD'))).toBe('$4,242.43');
  });
});
