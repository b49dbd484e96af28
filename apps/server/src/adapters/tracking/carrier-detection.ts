// Which carrier a tracking number belongs to, and its tracking page, from ts-tracking-number's
// maintained patterns and check digits (UPS, FedEx, USPS, DHL, Amazon, OnTrac, UPU S10).
import { getTracking } from 'ts-tracking-number';

export interface DetectedCarrier {
  code: string;
  name: string;
  trackingUrl: string | null;
}

const NAMES: Readonly<Record<string, string>> = {
  ups: 'UPS',
  fedex: 'FedEx',
  usps: 'USPS',
  dhl: 'DHL',
  amazon: 'Amazon Logistics',
  ontrac: 'OnTrac',
  s10: 'Postal service',
};

/** The carrier of a tracking number, or undefined when no known pattern matches. */
export function detectCarrier(trackingNumber: string): DetectedCarrier | undefined {
  const found = getTracking(trackingNumber.replace(/\s+/g, '').toUpperCase());
  if (!found) return undefined;
  const code = found.courier.code;
  return {
    code,
    name: NAMES[code] ?? found.courier.name,
    trackingUrl: found.trackingUrl
      ? found.trackingUrl.replace('%s', encodeURIComponent(found.trackingNumber))
      : null,
  };
}

/** A carrier the store named (free text such as 'UPS' or 'fedex') as a code we know, else its name lower-cased. */
export function carrierCodeOf(name: string): string {
  const key = name.trim().toLowerCase().replace(/\s+/g, '');
  for (const [code, label] of Object.entries(NAMES)) {
    if (key === code || key === label.toLowerCase().replace(/\s+/g, '')) return code;
  }
  return key;
}

export function carrierName(code: string): string {
  return NAMES[code] ?? code.toUpperCase();
}
