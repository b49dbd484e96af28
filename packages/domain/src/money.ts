// Money (spec section 9 "Currency display"): amounts are stored as integer minor units of the
// currency's ISO 4217 exponent (JPY and KRW have none, HUF has 2, BHD 3), and displayed with
// two decimals, none for HUF (the spec's rule; JPY therefore shows '.00'), in a locale chosen
// per currency, with euro amounts in Greece and Lithuania in their own formats.

/** An integer amount in the currency's smallest ISO unit (cents for USD, yen for JPY). */
export type MinorUnits = number & { readonly __brand: 'MinorUnits' };

/** Marks an integer as minor units; throws RangeError for anything but a safe integer. */
export function minorUnits(value: number): MinorUnits {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Minor units must be a safe integer, got ${value}`);
  return value as MinorUnits;
}

/** ISO 4217 exponents that differ from 2. */
const ISO_EXPONENTS: ReadonlyMap<string, number> = new Map([
  ['BIF', 0],
  ['CLP', 0],
  ['DJF', 0],
  ['GNF', 0],
  ['ISK', 0],
  ['JPY', 0],
  ['KMF', 0],
  ['KRW', 0],
  ['PYG', 0],
  ['RWF', 0],
  ['UGX', 0],
  ['UYI', 0],
  ['VND', 0],
  ['VUV', 0],
  ['XAF', 0],
  ['XOF', 0],
  ['XPF', 0],
  ['BHD', 3],
  ['IQD', 3],
  ['JOD', 3],
  ['KWD', 3],
  ['LYD', 3],
  ['OMR', 3],
  ['TND', 3],
]);

function code(currency: string): string {
  return currency.trim().toUpperCase();
}

/** The ISO 4217 minor-unit exponent of a currency (2 unless listed otherwise; HUF is 2). */
export function currencyExponent(currency: string): number {
  return ISO_EXPONENTS.get(code(currency)) ?? 2;
}

/** Decimals shown for a currency (spec 9): two, zero for HUF. */
export function displayFractionDigits(currency: string): number {
  return code(currency) === 'HUF' ? 0 : 2;
}

const LOCALE_BY_CURRENCY: ReadonlyMap<string, string> = new Map([
  ['USD', 'en-US'],
  ['EUR', 'de-DE'],
  ['GBP', 'en-GB'],
  ['CAD', 'en-CA'],
  ['AUD', 'en-AU'],
  ['NZD', 'en-NZ'],
  ['HUF', 'hu-HU'],
  ['PLN', 'pl-PL'],
  ['CZK', 'cs-CZ'],
  ['CHF', 'de-CH'],
  ['SEK', 'sv-SE'],
  ['DKK', 'da-DK'],
  ['NOK', 'nb-NO'],
  ['ISK', 'is-IS'],
  ['RON', 'ro-RO'],
  ['BGN', 'bg-BG'],
  ['TRY', 'tr-TR'],
  ['UAH', 'uk-UA'],
  ['JPY', 'ja-JP'],
  ['CNY', 'zh-CN'],
  ['HKD', 'zh-HK'],
  ['TWD', 'zh-TW'],
  ['KRW', 'ko-KR'],
  ['SGD', 'en-SG'],
  ['INR', 'en-IN'],
  ['MYR', 'ms-MY'],
  ['THB', 'th-TH'],
  ['IDR', 'id-ID'],
  ['PHP', 'en-PH'],
  ['ILS', 'he-IL'],
  ['AED', 'en-AE'],
  ['ZAR', 'en-ZA'],
  ['MXN', 'es-MX'],
  ['BRL', 'pt-BR'],
]);

/** Euro countries whose own number format is shown instead of the default euro locale. */
const EURO_LOCALE_BY_COUNTRY: ReadonlyMap<string, string> = new Map([
  ['GR', 'el-GR'],
  ['LT', 'lt-LT'],
]);

/** The locale amounts of a currency are formatted in; en-US for currencies we do not list. */
export function localeForCurrency(currency: string, country?: string | null): string {
  const currencyCode = code(currency);
  if (currencyCode === 'EUR') {
    const special = EURO_LOCALE_BY_COUNTRY.get((country ?? '').trim().toUpperCase());
    if (special) return special;
  }
  return LOCALE_BY_CURRENCY.get(currencyCode) ?? 'en-US';
}

/** Converts a major-unit amount (12.34) to minor units (1234), rounding half away from zero. */
export function toMinorUnits(major: number, currency: string): MinorUnits {
  if (!Number.isFinite(major)) throw new RangeError(`Amount must be finite, got ${major}`);
  // toPrecision(15) removes binary noise first: 1.005 * 100 is 100.49999999999999.
  const scaled = Number((major * 10 ** currencyExponent(currency)).toPrecision(15));
  return minorUnits(Math.sign(scaled) * Math.round(Math.abs(scaled)) || 0);
}

/** Converts minor units (1234) to a major-unit amount (12.34). */
export function fromMinorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyExponent(currency);
}

/** The sum of amounts in minor units. */
export function sumMinorUnits(amounts: Iterable<number>): MinorUnits {
  let total = 0;
  for (const amount of amounts) total += amount;
  return minorUnits(total);
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format;
}

/** An amount as formatMoney wrote it, with what it was given. */
export interface FormattedAmount {
  minor: number;
  currency: string;
  country: string | null;
  text: string;
}

/**
 * Amounts formatMoney answers without formatting: the ones the server's render of the page wrote
 * (decision 047). A browser's first Intl.NumberFormat loads its number data, 15-40 ms on a fast
 * core and four times that on a phone, in the middle of hydrating the page; with the server's
 * texts it hydrates without, and the page shows the very text the server sent.
 */
const carried = new Map<string, string>();

/** While a render records: the amounts it formatted, by their arguments. */
let recording: Map<string, FormattedAmount> | null = null;

function amountKey(minor: number, currency: string, country: string | null | undefined): string {
  return `${minor}|${currency}|${country ?? ''}`;
}

/** Records the amounts formatted from now on (one render at a time); the returned stop gives them. */
export function recordFormattedAmounts(): () => FormattedAmount[] {
  const recorded = new Map<string, FormattedAmount>();
  recording = recorded;
  return () => {
    if (recording === recorded) recording = null;
    return [...recorded.values()];
  };
}

/** Has formatMoney answer these amounts with the texts given: the server's, for the same arguments. */
export function carryFormattedAmounts(amounts: readonly FormattedAmount[]): void {
  for (const amount of amounts) {
    carried.set(amountKey(amount.minor, amount.currency, amount.country), amount.text);
  }
}

/**
 * An amount for display ('$1,234.50', '1.234,50 €', '1235 Ft') via Intl.NumberFormat. A currency
 * that is not a three-letter code is shown after the plain number.
 */
export function formatMoney(minor: number, currency: string, country?: string | null): string {
  const key = amountKey(minor, currency, country);
  const text = carried.get(key) ?? formatAmount(minor, currency, country);
  recording?.set(key, { minor, currency, country: country ?? null, text });
  return text;
}

function formatAmount(minor: number, currency: string, country?: string | null): string {
  const currencyCode = code(currency);
  const digits = displayFractionDigits(currencyCode);
  const amount = fromMinorUnits(minor, currencyCode);
  if (!/^[A-Z]{3}$/.test(currencyCode)) return `${amount.toFixed(digits)} ${currency.trim()}`.trim();
  return formatter(localeForCurrency(currencyCode, country), currencyCode, digits).format(amount);
}
