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

/**
 * What one order may keep before anyone looks at it, and how fast it may upload (ours; the spec
 * names no such limits). The abuse they stop is storage: without them 20 uploads saved into a
 * draft, 20 more into another, and so on, gave one order any number of files, and empty drafts
 * any number of rows.
 *
 * - Files: counted are those in no submitted claim (the order's unused uploads and its drafts'
 *   evidence), at most two full claims' worth, so a shopper can prepare claims for two packages at
 *   once. A submitted claim's evidence is not counted: each claim holds at most 20 files and holds
 *   its items, so the order's items bound how many live claims there are, and a new round needs a
 *   merchant's rejection. A withdrawn or expired draft's files become unused uploads again
 *   (counted, and deleted by the sweep a day after they were uploaded).
 * - Drafts: a few open at once (a draft holds no items, so nothing else bounds them); more than
 *   one per package is rare, five covers an order of several packages.
 * - Abandoned drafts: untouched for 30 days they expire, and their files go with the unused
 *   uploads; the shopper sees the draft as expired.
 * - Upload rate: per session, and twice that per order across sessions (a new sign-in is a new
 *   session); each upload may cost a second of CPU to decode. A claim's 20 files fit in one window.
 */
export const ORDER_LIMITS = {
  maxPendingAttachments: 2 * CLAIM_LIMITS.maxAttachments,
  maxOpenDrafts: 5,
  draftExpiryDays: 30,
  uploadsPerSessionPerWindow: 30,
  uploadsPerOrderPerWindow: 60,
  uploadWindowSeconds: 10 * 60,
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
