import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardFromSecret, groupCardNumber, isLuhnValid, luhnCheckDigit, maskCardNumber } from './card-number';
import { renderSandboxCardPage, SANDBOX_CARD_PAGE_CSP } from './sandbox-card-page';
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

describe('the sandbox card page', () => {
  const card = {
    number: '4242424242424242',
    cvv: '123',
    expiry: '07/27',
    amountMinor: 123456,
    currency: 'EUR',
    recipient: 'Eve <script>alert(1)</script> <eve@example.com>',
    issuedAt: new Date('2026-07-01T10:00:00Z'),
  };

  it('escapes what it shows and formats the amount', () => {
    const html = renderSandboxCardPage(card);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt; &lt;eve@example.com&gt;');
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('1.234,56');
    expect(html).toContain('07/27');
  });

  it('allows exactly its own inline style and nothing else', () => {
    const html = renderSandboxCardPage(card);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(SANDBOX_CARD_PAGE_CSP).toContain(`style-src 'sha256-${hash}'`);
    expect(SANDBOX_CARD_PAGE_CSP).toContain("default-src 'none'");
    expect(html).not.toMatch(/<(script|img|link|iframe|form)\b/);
    expect(html).not.toMatch(/\sstyle=/);
  });
});
