// What the claims module needs of the evidence module (modules/evidence); services.ts adapts the
// evidence service to it, so the claims module knows only the evidence module's types.
import type { Queryable, Tx } from '../../db/client';
import type { AttachmentView } from '../evidence';

export type { AttachmentView } from '../evidence';

export interface EvidencePort {
  /** The order's attachments among `ids` (others are missing from the answer), with the claim each is linked to. */
  forOrder(
    db: Queryable,
    orderId: string,
    ids: readonly string[],
  ): Promise<(AttachmentView & { claimId: string | null })[]>;
  /** Links the order's attachments to a claim; AppError 100009 if one is not the order's or is another claim's. */
  linkToClaim(
    tx: Tx,
    link: { orderId: string; claimId: string; attachmentIds: readonly string[] },
  ): Promise<void>;
  /** Makes these exactly the claim's attachments (a draft saved again frees the ones left out). */
  replaceForClaim(
    tx: Tx,
    link: { orderId: string; claimId: string; attachmentIds: readonly string[] },
  ): Promise<void>;
  forClaim(db: Queryable, claimId: string): Promise<AttachmentView[]>;
}

/** How many images and videos, for the evidence rules. */
export function countKinds(attachments: readonly { kind: 'image' | 'video' }[]): {
  images: number;
  videos: number;
} {
  return {
    images: attachments.filter((attachment) => attachment.kind === 'image').length,
    videos: attachments.filter((attachment) => attachment.kind === 'video').length,
  };
}
