// The built-in label provider: works offline, draws the label itself. The tracking number is
// derived from the return's id, so asking again for the same return gives the same number (and
// never one of another return's). Parcels are handed to the store's usual carrier, named RC Post
// here: a merchant that wants a carrier's own labels configures LABEL_PROVIDER=http.
import { createHash } from 'node:crypto';
import { drawLabel, qrSvg } from './label-document';
import type { IssuedLabel, LabelProvider, LabelRequest } from './label-provider';

export const BUILTIN_LABEL_PROVIDER = 'builtin';
export const BUILTIN_CARRIER = 'RC Post';

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
      const pdf = await drawLabel({ ...request, carrier: BUILTIN_CARRIER, trackingNumber });
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
