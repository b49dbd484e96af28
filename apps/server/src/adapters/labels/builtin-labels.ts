// The built-in label provider: works offline, draws the label itself. The tracking number is
// derived from the return's id, so asking again for the same return gives the same number (and
// never one of another return's). No carrier issued it and it carries no postage: the label says
// so, and the shopper hands the parcel to a carrier (decision 053). A merchant that wants a
// carrier's own labels configures LABEL_PROVIDER=http.
import { createHash } from 'node:crypto';
import { drawLabel, qrSvg } from './label-document';
import type { IssuedLabel, LabelProvider, LabelRequest } from './label-provider';

export const BUILTIN_LABEL_PROVIDER = 'builtin';
/** What the return records as its carrier: none issued the label (the page names it in the shopper's language). */
export const BUILTIN_CARRIER = 'Built-in label (any carrier)';

/** 'RC' and 16 digits from the key's hash. */
export function builtinTrackingNumber(key: string): string {
  const digest = createHash('sha256').update(key).digest();
  let digits = '';
  for (const byte of digest.subarray(0, 16)) digits += String(byte % 10);
  return `RC${digits}`;
}

export function createBuiltinLabels(): LabelProvider {
  return {
    name: BUILTIN_LABEL_PROVIDER,
    async createLabel(request: LabelRequest): Promise<IssuedLabel> {
      const trackingNumber = builtinTrackingNumber(request.idempotencyKey);
      const pdf = await drawLabel({ ...request, carrier: null, trackingNumber });
      return {
        carrier: BUILTIN_CARRIER,
        trackingNumber,
        pdf,
        qrSvg: await qrSvg(trackingNumber),
        postageMinor: null,
      };
    },
  };
}
