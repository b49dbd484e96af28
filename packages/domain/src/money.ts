// Money (spec section 9 "Currency display"): amounts are stored as integer minor units of the
// currency's ISO 4217 exponent (JPY and KRW have none, HUF has 2, BHD 3), and displayed with
// two decimals, none for HUF (the spec's rule; JPY therefore shows '.00'). They are written for
// people by `format` (formatMoney), in the reader's language (decision 054).

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
