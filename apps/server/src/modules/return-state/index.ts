// The return's state owner as other modules see it (they import this file only; services.ts makes
// the one instance).

export { returnById, returnIdsOfOrder, returnLinesOf } from './reads';
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
