// The claim's state owner as other modules see it (they import this file only; services.ts makes
// the one instance).
export {
  type ClaimActor,
  type ClaimRow,
  type ClaimState,
  type ClaimStatusChange,
  type ClaimStatusListener,
  claimNotChangeable,
  createClaimState,
} from './claim-state';
export {
  type ClaimEventRow,
  type ClaimSummaryRow,
  claimById,
  claimForMerchant,
  claimHistoryOf,
  claimIdsOfOrder,
  claimInOrder,
  claimLinesOf,
  claimNumbersOfOrder,
  claimSummariesOfOrders,
  claimsOfMerchant,
  claimsOfOrderWithUnits,
  draftClaimIdsOfOrder,
  openDraftCount,
  RELEASED_STATUSES,
  staleDrafts,
  unitsClaimedByItem,
  unitsHeldInPackage,
} from './reads';
