// What the claims module reads of claims, their items, their history and their payout: each a named
// read of the module that owns the table (decision 056), claim-state's for the claim's tables (the
// only writer), payouts' for the payout, merchants' for the store's appeal window. Kept as one
// object so the use-cases take it with the connection they run on (a transaction's, inside one).
import type { Queryable } from '../../db/client';
import {
  type ClaimEventRow,
  type ClaimRow,
  claimForMerchant,
  claimHistoryOf,
  claimInOrder,
  claimLinesOf,
  claimsOfMerchant,
  claimsOfOrderWithUnits,
  openDraftCount,
  staleDrafts,
  unitsClaimedByItem,
  unitsHeldInPackage,
} from '../claim-state';
import { appealWindowDaysOf } from '../merchants';
import { payoutRowOfClaim } from '../payouts';

export type { PayoutRow } from '../payouts';
export type { ClaimEventRow, ClaimRow };

export function createClaimsRepository(db: Queryable) {
  return {
    findInOrder: (orderId: string, claimId: string) => claimInOrder(db, orderId, claimId),
    /** A merchant's claim by id or claim number. */
    findForMerchant: (merchantId: string, reference: string) => claimForMerchant(db, merchantId, reference),
    listForOrder: (orderId: string) => claimsOfOrderWithUnits(db, orderId),
    listForMerchant: (merchantId: string, status: string | undefined, limit: number) =>
      claimsOfMerchant(db, merchantId, status, limit),
    items: (claimId: string) => claimLinesOf(db, claimId),
    /**
     * Quantities of each item of one package (null: the unshipped items) held by the order's other
     * claims that still hold their items.
     */
    heldQuantities: (orderId: string, fulfillmentId: string | null, exceptClaimId: string | null) =>
      unitsHeldInPackage(db, orderId, fulfillmentId, exceptClaimId),
    /** Units of each order item held by the order's claims, every package (returns count them). */
    claimedByItem: (orderId: string) => unitsClaimedByItem(db, orderId),
    /** How many drafts the order has open. */
    countOpenDrafts: (orderId: string) => openDraftCount(db, orderId),
    /** Up to `limit` drafts untouched for `days`, oldest first. */
    staleDrafts: (days: number, limit: number) => staleDrafts(db, days, limit),
    events: (claimId: string) => claimHistoryOf(db, claimId),
    /** The store's appeal window in days (read with the caller's connection: views are built in transactions). */
    appealWindowDays: (merchantId: string) => appealWindowDaysOf(db, merchantId),
    payout: (claimId: string) => payoutRowOfClaim(db, claimId),
  };
}

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;
