import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_PATTERN, datePattern, dayPattern, formatDate, formatDay } from './dates';

// The suite runs with TZ=America/New_York (vitest config): 2024-03-05T20:04:00Z is 3:04 pm there.
const INSTANT = '2024-03-05T20:04:00Z';

describe('date display (spec section 9)', () => {
  it("section 9: 'MMM D, YYYY h:mm a' in local time", () => {
    expect(DEFAULT_DATE_PATTERN).toBe('MMM D, YYYY h:mm a');
    expect(formatDate(INSTANT, 'en-US')).toBe('Mar 5, 2024 3:04 pm');
    expect(formatDate(new Date(2024, 11, 31, 0, 5), 'en-US')).toBe('Dec 31, 2024 12:05 am');
  });

  it('section 9: German and Czech dates are D.M.YYYY, with the time of day (24-hour) kept', () => {
    expect(formatDate(INSTANT, 'de-DE')).toBe('5.3.2024 15:04');
    expect(formatDate(INSTANT, 'cs-CZ')).toBe('5.3.2024 15:04');
    expect(formatDate(INSTANT, 'de-AT')).toBe('5.3.2024 15:04');
    expect(datePattern('de-DE')).toBe('D.M.YYYY HH:mm');
  });

  it('section 9: French dates are DD/MM/YYYY, with the time of day (24-hour) kept', () => {
    expect(formatDate(INSTANT, 'fr-FR')).toBe('05/03/2024 15:04');
    expect(formatDate(INSTANT, 'fr')).toBe('05/03/2024 15:04');
    expect(formatDate(new Date(2024, 11, 31, 9, 5), 'fr-FR')).toBe('31/12/2024 09:05');
  });

  it('a day without its time: the date part of each pattern', () => {
    expect(formatDay(INSTANT, 'en-US')).toBe('Mar 5, 2024');
    expect(formatDay(INSTANT, 'de-DE')).toBe('5.3.2024');
    expect(formatDay(INSTANT, 'fr-FR')).toBe('05/03/2024');
    expect(formatDay('2024-03-05', 'cs-CZ')).toBe('5.3.2024');
    expect(dayPattern(null)).toBe('MMM D, YYYY');
    expect(formatDay('not a date', 'de-DE')).toBe('');
  });

  it('the other languages use the default pattern with English month abbreviations (our decision)', () => {
    for (const language of ['es-ES', 'pl-PL', 'pt-PT', 'it-IT', 'nl-NL', 'ja-JP', null]) {
      expect(formatDate(INSTANT, language)).toBe('Mar 5, 2024 3:04 pm');
    }
    expect(datePattern('it-IT')).toBe(DEFAULT_DATE_PATTERN);
  });

  it('takes a Date, an ISO string or epoch milliseconds, and uses local time across the day boundary', () => {
    const epoch = Date.parse('2024-03-06T02:30:00Z');
    expect(formatDate(epoch, 'en-US')).toBe('Mar 5, 2024 9:30 pm');
    expect(formatDate(new Date(epoch), 'de-DE')).toBe('5.3.2024 21:30');
  });

  it('gives an empty string for a date that cannot be read', () => {
    expect(formatDate('not a date', 'en-US')).toBe('');
    expect(formatDate(Number.NaN, 'fr-FR')).toBe('');
  });
});
