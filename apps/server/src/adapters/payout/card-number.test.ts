import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardFromSecret, groupCardNumber, isLuhnValid, luhnCheckDigit, maskCardNumber } from './card-number';
import { expiryAfterOneYear } from './sandbox-issuer';

describe('card numbers', () => {
  it('computes Luhn check digits of known numbers', () => {
    expect(luhnCheckDigit('424242424242424')).toBe(2);
    expect(luhnCheckDigit('411111111111111')).toBe(1);
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isLuhnValid('4242 4242 4242 4242')).toBe(false);
  });

  it('derives a 16-digit Luhn-valid Visa number and a 3-digit CVV from any secret', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const card = cardFromSecret(Buffer.from(bytes));
        expect(card.number).toMatch(/^4\d{15}$/);
        expect(isLuhnValid(card.number)).toBe(true);
        expect(card.cvv).toMatch(/^\d{3}$/);
        expect(cardFromSecret(Buffer.from(bytes))).toEqual(card);
      }),
    );
  });

  it('gives different secrets different numbers', () => {
    const numbers = new Set(Array.from({ length: 2000 }, () => cardFromSecret(randomBytes(32)).number));
    expect(numbers.size).toBe(2000);
  });

  it('masks all but the last four digits and groups by four', () => {
    expect(maskCardNumber('4242424242424242')).toBe('•••• •••• •••• 4242');
    expect(groupCardNumber('4000123412341234')).toBe('4000 1234 1234 1234');
  });

  it('expires twelve months ahead, as MM/YY', () => {
    expect(expiryAfterOneYear(new Date('2025-12-31T23:00:00Z'))).toBe('12/26');
    expect(expiryAfterOneYear(new Date('2026-01-01T00:00:00Z'))).toBe('01/27');
    expect(expiryAfterOneYear(new Date('2099-06-15T00:00:00Z'))).toBe('06/00');
  });
});
