// The one formatter for money and dates shown to people (issue 23 item 8, decision 054): the server's
// render, the browser, e-mails, PDFs and the server's own pages all write an amount and a date
// through these functions, in the reader's language. The language picks the locale (German writes
// '45,00 $' for an order in dollars), the order's currency picks the symbol, and dates have one
// style per language: the spec's patterns (section 9) with Intl's month names and times of day.
// Machine formats (API JSON, ISO dates in data) are not written here.

import { type LanguageCode, matchLanguage } from './languages';
import { displayFractionDigits, fromMinorUnits } from './money';

/** The locale a language is written in: one of the nine codes (each a BCP 47 locale), en-US for others. */
export function localeOf(language: string | null | undefined): LanguageCode {
  return matchLanguage(language) ?? 'en-US';
}

function currencyCode(currency: string): string {
  return currency.trim().toUpperCase();
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** A text this module wrote (an amount, a date), with the key of the arguments it was written for. */
export interface FormattedText {
  key: string;
  text: string;
}

/**
 * Texts answered without formatting: the ones the server's render of the page wrote (decision
 * 047). A browser's first Intl.NumberFormat or Intl.DateTimeFormat loads its locale data, 15-40 ms
 * on a fast core and four times that on a phone, in the middle of hydrating the page; with the
 * server's texts it hydrates without, and the page shows the very text the server sent (Node's ICU
 * and a browser's differ in places, the space before 'PM' for one: a mismatch in waiting).
 */
const carried = new Map<string, string>();

/** While a render records: the texts it wrote, by their key. */
let recording: Map<string, FormattedText> | null = null;

/** Records the texts written from now on (one render at a time); the returned stop gives them. */
export function recordFormattedTexts(): () => FormattedText[] {
  const recorded = new Map<string, FormattedText>();
  recording = recorded;
  return () => {
    if (recording === recorded) recording = null;
    return [...recorded.values()];
  };
}

/** Has this module answer these keys with the texts given: the server's, for the same arguments. */
export function carryFormattedTexts(texts: readonly FormattedText[]): void {
  for (const { key, text } of texts) carried.set(key, text);
}

function remembered(key: string, write: () => string): string {
  const text = carried.get(key) ?? write();
  recording?.set(key, { key, text });
  return text;
}

/**
 * An amount in minor units (cents; yen for JPY) of the order's currency, written as the language
 * writes it: 4500 USD is '$45.00' in English, '45,00 $' in German, '45,00 USD' in Polish. Two
 * decimals, none for HUF (spec 9). A currency that is not a three-letter code is shown after the
 * plain number.
 */
export function formatMoney(minor: number, currency: string, language: string | null | undefined): string {
  const locale = localeOf(language);
  return remembered(`money|${minor}|${currency}|${locale}`, () => formatAmount(minor, currency, locale));
}

function formatAmount(minor: number, currency: string, locale: string): string {
  const code = currencyCode(currency);
  const digits = displayFractionDigits(code);
  const amount = fromMinorUnits(minor, code);
  if (!/^[A-Z]{3}$/.test(code)) {
    const number = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    return `${number.format(amount)} ${currency.trim()}`.trim();
  }
  return numberFormat(locale, code, digits).format(amount);
}

type DayOptions = Pick<Intl.DateTimeFormatOptions, 'year' | 'month' | 'day'>;

/**
 * The day as each language writes it (spec 9): German and Czech D.M.YYYY, French DD/MM/YYYY, the
 * others 'MMM D, YYYY' with the month named in the language ('Dec 1, 2026', '1 gru 2026').
 */
const DAY_OPTIONS: Readonly<Partial<Record<LanguageCode, DayOptions>>> = {
  'de-DE': { year: 'numeric', month: 'numeric', day: 'numeric' },
  'cs-CZ': { year: 'numeric', month: 'numeric', day: 'numeric' },
  'fr-FR': { year: 'numeric', month: '2-digit', day: '2-digit' },
};
const DEFAULT_DAY_OPTIONS: DayOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/** The time of day as the language writes it: 8:10 AM in English, 08:10 (24-hour) in the others. */
function timeOptions(locale: LanguageCode): Intl.DateTimeFormatOptions {
  return { hour: locale === 'en-US' ? 'numeric' : '2-digit', minute: '2-digit' };
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: LanguageCode, withTime: boolean, timeZone: string | undefined, named: boolean) {
  const key = `${locale}|${withTime}|${timeZone ?? ''}|${named}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...(DAY_OPTIONS[locale] ?? DEFAULT_DAY_OPTIONS),
      ...(withTime ? timeOptions(locale) : {}),
      ...(timeZone ? { timeZone } : {}),
      ...(named ? { timeZoneName: 'short' as const } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** A date-only value ('2026-12-01') names a calendar day, not the midnight of one zone. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

function readDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function write(
  value: Date | string | number,
  language: string | null | undefined,
  withTime: boolean,
  timeZone: string | undefined,
  named: boolean,
): string {
  const date = readDate(value);
  if (!date) return '';
  const locale = localeOf(language);
  return remembered(`date|${date.getTime()}|${locale}|${withTime}|${timeZone ?? ''}|${named}`, () => {
    try {
      return dateFormat(locale, withTime, timeZone, named).format(date);
    } catch {
      // A time zone Intl does not know (a carrier's, say): local time, as without one.
      return dateFormat(locale, withTime, undefined, false).format(date);
    }
  });
}

/**
 * A day in the language's style ('Dec 1, 2026', '1.12.2026'), in the time zone given, else local
 * time; a date-only '2026-12-01' is that day wherever it is read. '' for a date that cannot be read.
 */
export function formatDate(
  value: Date | string | number,
  language: string | null | undefined,
  timeZone?: string | null,
): string {
  if (typeof value === 'string' && CALENDAR_DAY.test(value))
    return write(value, language, false, 'UTC', false);
  return write(value, language, false, timeZone ?? undefined, false);
}

/**
 * A date with its time of day in the language's style ('Dec 1, 2026, 11:24 PM', '1.12.2026, 23:24'),
 * in local time; with a time zone, in that zone and naming it ('1.12.2026, 23:24 UTC'), for a reader
 * whose own zone is not known (e-mails, receipts). '' for a date that cannot be read.
 */
export function formatDateTime(
  value: Date | string | number,
  language: string | null | undefined,
  timeZone?: string | null,
): string {
  return write(value, language, true, timeZone ?? undefined, Boolean(timeZone));
}

/**
 * A wall-clock time already local to somewhere ('2026-12-01T23:24', a parcel's scan where it was
 * scanned), in the language's style and without a zone. '' for a time that cannot be read.
 */
export function formatWallClock(localTime: string, language: string | null | undefined): string {
  const clock = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/.exec(localTime.trim());
  if (!clock) return '';
  return write(`${clock[1]}T${clock[2]}${clock[3] ?? ''}Z`, language, true, 'UTC', false);
}
