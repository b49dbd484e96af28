// Claim defaults and limits (spec section 9). The spec defines the numbers 50, 20 and 10; besides
// the includeBp threshold it does not say what they limit. Our use: at most 20 attachments per
// claim, 10 MB per image, 50 MB per video or archive (MB = 1024 × 1024 bytes).

import { currencyExponent } from './money';
import { type AttachmentKind, attachmentKind } from './validation';

/** A claim includes the extra coverage by default above this total, in major units (spec 9). */
export const INCLUDE_BP_THRESHOLD = 50;

const MB = 1024 * 1024;

/** Limits on a claim's evidence, from the spec's numbers 50, 20 and 10. */
export const CLAIM_LIMITS = {
  maxAttachments: 20,
  maxImageMb: 10,
  maxVideoMb: 50,
  maxImageBytes: 10 * MB,
  maxVideoBytes: 50 * MB,
  maxArchiveBytes: 50 * MB,
} as const;

/** Largest file allowed for a kind of attachment, in bytes. */
export function maxAttachmentBytes(kind: AttachmentKind): number {
  if (kind === 'image') return CLAIM_LIMITS.maxImageBytes;
  return kind === 'video' ? CLAIM_LIMITS.maxVideoBytes : CLAIM_LIMITS.maxArchiveBytes;
}

export type AttachmentProblem = 'type' | 'too-large' | 'too-many';

/**
 * Why a file cannot be added to a claim that already has `existingCount` attachments: a type not
 * allowed, a file over its kind's limit, or one attachment too many; null when it can.
 */
export function attachmentProblem({
  fileName,
  sizeBytes,
  existingCount,
}: {
  fileName: string;
  sizeBytes: number;
  existingCount: number;
}): AttachmentProblem | null {
  const kind = attachmentKind(fileName);
  if (kind === null) return 'type';
  if (sizeBytes > maxAttachmentBytes(kind)) return 'too-large';
  if (existingCount >= CLAIM_LIMITS.maxAttachments) return 'too-many';
  return null;
}

/**
 * Spec 9: includeBp is on by default when the claimed items' total actual price exceeds 50 in
 * major units of the currency (exactly 50 is not enough). Prices are in minor units.
 */
export function defaultIncludeBp(
  items: ReadonlyArray<{ priceMinor: number; quantity: number }>,
  currency: string,
): boolean {
  const totalMinor = items.reduce((sum, item) => sum + item.priceMinor * item.quantity, 0);
  // Compared in minor units, so no floating-point rounding can move the boundary.
  return totalMinor > INCLUDE_BP_THRESHOLD * 10 ** currencyExponent(currency);
}
