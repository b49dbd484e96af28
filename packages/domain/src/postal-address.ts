// Postal addresses as a return label prints them (issue 23, decision 053): the store's return
// address and the shopper's shipping address, in the lines a carrier reads. The country is an
// ISO 3166-1 alpha-2 code; the last line names the country in capitals, as the UPU asks of
// international mail and every national post accepts at home.

export interface PostalAddress {
  /** The person (or, for a store, the returns desk) the parcel is for. */
  name: string;
  company?: string | null;
  line1: string;
  line2?: string | null;
  city: string;
  /** State, province or county, where the country uses one. */
  region?: string | null;
  postalCode: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  phone?: string | null;
}

/** Groupings Intl names that are no country; Q… and X… are user-assigned but for QA (Qatar) and XK (Kosovo). */
const NOT_COUNTRIES: ReadonlySet<string> = new Set(['EU', 'EZ', 'UN', 'ZZ']);

let regionNames: Intl.DisplayNames | undefined;

/**
 * English region names; `of` answers the code itself for a code it does not know. Made on first
 * use: the contract imports this module into every page, and Intl's data loads are not free there.
 */
function names(): Intl.DisplayNames {
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return regionNames;
}

/** True for an ISO 3166-1 alpha-2 code of a country or territory ('DE', 'US'; not 'XX', 'EU' or 'de'). */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return false;
  if ((code.startsWith('Q') && code !== 'QA') || (code.startsWith('X') && code !== 'XK')) return false;
  return names().of(code) !== code;
}

/** Countries that write the town before its postal code ('Springfield, IL 62701'; 'London SW1A 1AA'). */
const TOWN_FIRST: ReadonlySet<string> = new Set(['US', 'CA', 'AU', 'GB', 'IE', 'NZ', 'IN', 'BR', 'MX']);

/** The country's English name in capitals ('GERMANY'); the code itself for one Intl does not know. */
export function countryLine(code: string): string {
  return (names().of(code) as string).toUpperCase();
}

/** The town line: '10115 Berlin', 'Springfield, IL 62701', 'London SW1A 1AA'. */
export function townLine(address: Pick<PostalAddress, 'city' | 'region' | 'postalCode' | 'country'>): string {
  const region = address.region?.trim();
  if (TOWN_FIRST.has(address.country)) {
    const tail = [region, address.postalCode].filter(Boolean).join(' ');
    return region ? `${address.city}, ${tail}` : `${address.city} ${tail}`;
  }
  return [`${address.postalCode} ${address.city}`, region].filter(Boolean).join(', ');
}

/** The address as printed: name, company, street lines, town line, country; empty parts left out. */
export function postalAddressLines(address: PostalAddress): string[] {
  return [
    address.name,
    address.company,
    address.line1,
    address.line2,
    townLine(address),
    countryLine(address.country),
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}
