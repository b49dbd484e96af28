import { describe, expect, it } from 'vitest';
import {
  carryFormattedTexts,
  formatDate,
  formatDateTime,
  formatMoney,
  formatWallClock,
  localeOf,
  recordFormattedTexts,
} from './format';

// Intl separates a symbol from its number with a no-break space (U+00A0, narrow U+202F in some
// languages); the tests read every space as a plain one.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('money in the reader’s language (issue 23 item 8, decision 054)', () => {
  it('amounts are minor units of the order’s currency, written as each of the nine languages writes them', () => {
    const written = (language: string) => plain(formatMoney(4500, 'USD', language));
    expect(written('en-US')).toBe('$45.00');
    expect(written('de-DE')).toBe('45,00 $');
    expect(written('pl-PL')).toBe('45,00 USD');
    expect(written('es-ES')).toBe('45,00 US$');
    expect(written('pt-PT')).toBe('45,00 US$');
    expect(written('it-IT')).toBe('45,00 USD');
    expect(written('cs-CZ')).toBe('45,00 US$');
    expect(written('fr-FR')).toBe('45,00 $US');
    expect(written('nl-NL')).toBe('US$ 45,00');
  });

  it('issue 23 done-when: a German page writes "45,00 $" (no-break space), and the euro as German writes it', () => {
    expect(formatMoney(4500, 'USD', 'de-DE')).toBe('45,00\u00a0$');
    expect(plain(formatMoney(123450, 'EUR', 'de-DE'))).toBe('1.234,50 €');
    expect(plain(formatMoney(123450, 'EUR', 'en-US'))).toBe('€1,234.50');
    expect(plain(formatMoney(-320, 'gbp', 'en-US'))).toBe('-£3.20');
  });

  it('Polish groups thousands with a space and writes złoty after the number', () => {
    expect(plain(formatMoney(1234550, 'PLN', 'pl-PL'))).toBe('12 345,50 zł');
  });

  it('section 9: JPY has no minor units (4500 is ¥4,500) and is shown with two decimals; HUF with none', () => {
    expect(plain(formatMoney(4500, 'JPY', 'en-US'))).toBe('¥4,500.00');
    expect(plain(formatMoney(4500, 'JPY', 'de-DE'))).toBe('4.500,00 ¥');
    expect(plain(formatMoney(123450, 'HUF', 'de-DE'))).toBe('1.235 HUF');
  });

  it('a language is matched by prefix and anything else is written in English', () => {
    expect(localeOf('de-AT')).toBe('de-DE');
    expect(localeOf('pt-BR')).toBe('pt-PT');
    expect(localeOf('ja-JP')).toBe('en-US');
    expect(localeOf(null)).toBe('en-US');
    expect(formatMoney(4500, 'USD', undefined)).toBe('$45.00');
  });

  it('shows an unreadable currency after the number as the language writes it', () => {
    expect(formatMoney(1234, 'points', 'en-US')).toBe('12.34 points');
    expect(formatMoney(1234, 'points', 'de-DE')).toBe('12,34 points');
    expect(formatMoney(1234, '', 'en-US')).toBe('12.34');
  });

  it('gives the same text for the same amount twice (formatters are reused)', () => {
    expect(formatMoney(999, 'CHF', 'it-IT')).toBe(formatMoney(999, 'CHF', 'it-IT'));
  });
});

describe('texts the server’s render wrote (decision 047)', () => {
  it('a render records each amount and date it writes once, with its text', () => {
    const stop = recordFormattedTexts();
    formatMoney(1234, 'USD', 'en-US');
    formatMoney(1234, 'USD', 'en');
    formatMoney(500, 'EUR', 'de-DE');
    formatDate('2026-12-01', 'de-DE');
    const recorded = stop();
    expect(recorded).toEqual([
      { key: 'money|1234|USD|en-US', text: '$12.34' },
      { key: 'money|500|EUR|de-DE', text: formatMoney(500, 'EUR', 'de-DE') },
      { key: `date|${Date.parse('2026-12-01T00:00:00Z')}|de-DE|false|UTC|false`, text: '1.12.2026' },
    ]);
    // Stopped: what is written now belongs to no render.
    formatMoney(777, 'USD', 'en-US');
    expect(stop()).toHaveLength(3);
  });

  it('a render that started later is not stopped by an earlier one', () => {
    const stopEarlier = recordFormattedTexts();
    const stopLater = recordFormattedTexts();
    formatMoney(100, 'USD', 'en-US');
    expect(stopEarlier()).toEqual([]);
    formatMoney(200, 'USD', 'en-US');
    expect(stopLater().map((text) => text.key)).toEqual(['money|100|USD|en-US', 'money|200|USD|en-US']);
  });

  it('a carried text is shown as the server wrote it; other arguments (another language) are written here', () => {
    const at = Date.parse('2030-01-02T03:04:00Z');
    carryFormattedTexts([
      { key: 'money|424242|USD|en-US', text: 'US$ 4,242.42' },
      { key: `date|${at}|en-US|true||false`, text: 'the server’s 2 January' },
    ]);
    expect(formatMoney(424242, 'USD', 'en-US')).toBe('US$ 4,242.42');
    expect(plain(formatMoney(424242, 'USD', 'de-DE'))).toBe('4.242,42 $');
    expect(formatMoney(424243, 'USD', 'en-US')).toBe('$4,242.43');
    expect(formatDateTime(new Date(at), 'en-US')).toBe('the server’s 2 January');
    expect(formatDateTime(new Date(at), 'en-US', 'UTC')).not.toBe('the server’s 2 January');
  });
});

// The suite runs with TZ=America/New_York (vitest config): 2026-12-01T23:24:16Z is 6:24 pm there.
const INSTANT = '2026-12-01T23:24:16Z';

describe('dates: one style per language (spec 9, decision 054)', () => {
  it('each of the nine languages writes the day and its time of day in local time', () => {
    const written = (language: string) => plain(formatDateTime(INSTANT, language));
    expect(written('en-US')).toBe('Dec 1, 2026, 6:24 PM');
    expect(written('de-DE')).toBe('1.12.2026, 18:24');
    expect(written('cs-CZ')).toBe('1. 12. 2026 18:24');
    expect(written('fr-FR')).toBe('01/12/2026 18:24');
    expect(written('pl-PL')).toBe('1 gru 2026, 18:24');
    expect(written('es-ES')).toBe('1 dic 2026, 18:24');
    expect(written('it-IT')).toBe('1 dic 2026, 18:24');
    expect(written('nl-NL')).toBe('1 dec 2026, 18:24');
    expect(written('pt-PT')).toBe('1/12/2026, 18:24');
  });

  it('section 9: German D.M.YYYY and French DD/MM/YYYY days', () => {
    expect(formatDate(INSTANT, 'de-DE')).toBe('1.12.2026');
    expect(formatDate(INSTANT, 'fr-FR')).toBe('01/12/2026');
    expect(formatDate(INSTANT, 'en-US')).toBe('Dec 1, 2026');
  });

  it('in a time zone given: the day there, and a time names its zone (e-mails, receipts)', () => {
    expect(formatDate(INSTANT, 'de-DE', 'Europe/Berlin')).toBe('2.12.2026');
    expect(plain(formatDateTime(INSTANT, 'de-DE', 'UTC'))).toBe('1.12.2026, 23:24 UTC');
    expect(plain(formatDateTime(INSTANT, 'en-US', 'UTC'))).toBe('Dec 1, 2026, 11:24 PM UTC');
  });

  it('a zone Intl does not know falls back to local time, without a name', () => {
    expect(formatDate(INSTANT, 'en-US', 'Mars/Olympus')).toBe('Dec 1, 2026');
    expect(plain(formatDateTime(INSTANT, 'en-US', 'Mars/Olympus'))).toBe('Dec 1, 2026, 6:24 PM');
  });

  it('a date-only value is that calendar day wherever it is read', () => {
    expect(formatDate('2026-12-01', 'cs-CZ')).toBe('1. 12. 2026');
    expect(formatDate('2026-12-01', 'en-US', 'Pacific/Kiritimati')).toBe('Dec 1, 2026');
  });

  it('takes a Date, an ISO string or epoch milliseconds', () => {
    const epoch = Date.parse(INSTANT);
    expect(formatDate(epoch, 'de-DE')).toBe('1.12.2026');
    expect(formatDate(new Date(epoch), 'de-DE')).toBe('1.12.2026');
  });

  it('a wall-clock time is written as it reads, without a zone', () => {
    expect(plain(formatWallClock('2026-11-20T08:10', 'en-US'))).toBe('Nov 20, 2026, 8:10 AM');
    expect(formatWallClock('2026-11-20T08:10:30', 'de-DE')).toBe('20.11.2026, 08:10');
    expect(formatWallClock('2026-11-20T18:05', 'fr-FR')).toBe('20/11/2026 18:05');
    expect(formatWallClock('yesterday', 'fr-FR')).toBe('');
  });

  it('gives an empty string for a date that cannot be read', () => {
    expect(formatDate('not a date', 'de-DE')).toBe('');
    expect(formatDateTime(Number.NaN, 'fr-FR')).toBe('');
  });
});
