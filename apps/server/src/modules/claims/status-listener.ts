// What a claim's status change tells the rest of the server (the shopper's e-mails today). Called
// inside the transaction that made the change, so whatever it queues commits or rolls back with it.
import type { Tx } from '../../db/client';

export interface ClaimStatusChange {
  claimId: string;
  /** The status the claim moved to. */
  status: string;
  actor: 'shopper' | 'merchant' | 'system';
  /** The rule's reason key or the merchant's words, as recorded on the claim. */
  reason: string | null;
}

export type ClaimStatusListener = (tx: Tx, change: ClaimStatusChange) => Promise<void>;
