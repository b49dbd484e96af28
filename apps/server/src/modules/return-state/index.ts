// The return's state owner as other modules see it (they import this file only; services.ts makes
// the one instance).

export {
  linesOfReturns,
  type ReturnEventRow,
  type ReturnLabelRow,
  type ReturnSummaryRow,
  returnById,
  returnForMerchant,
  returnHistoryOf,
  returnIdsOfOrder,
  returnInOrder,
  returnLabelOf,
  returnLineOf,
  returnLinesOf,
  returnSummariesOfOrders,
  returnsOfMerchant,
  returnsOfOrder,
} from './reads';
export {
  type ApplyOutcome,
  createReturnState,
  lineOf,
  type ReturnActorName,
  type ReturnChange,
  type ReturnEventListener,
  type ReturnItemRow,
  type ReturnRow,
  type ReturnState,
  returnNotChangeable,
} from './return-state';
