// Reads of returns for the views and the merchant: rows, lines, events, labels, the live remaining
// sum of a policy. Each is a named read of the module that owns the table (decision 056):
// return-state's for the return's tables (it is their only writer), orders' for the order's names,
// lines and policies. Kept as one object so the use-cases take it with the connection they run on.
import type { Queryable } from '../../db/client';
import { orderItemsOf, orderNamesOf, policyRemainingOf } from '../orders';
import {
  linesOfReturns,
  type ReturnEventRow,
  type ReturnLabelRow,
  returnById,
  returnForMerchant,
  returnHistoryOf,
  returnInOrder,
  returnLabelOf,
  returnsOfMerchant,
  returnsOfOrder,
} from '../return-state';

export type { ReturnEventRow, ReturnLabelRow };

export function createReturnsRepository(db: Queryable) {
  return {
    /** The order's returns, newest first. */
    ofOrder: (orderId: string) => returnsOfOrder(db, orderId),
    byId: (returnId: string) => returnById(db, returnId),
    findInOrder: (orderId: string, returnId: string) => returnInOrder(db, orderId, returnId),
    /** A return of the merchant by its number or id. */
    findForMerchant: (merchantId: string, reference: string) => returnForMerchant(db, merchantId, reference),
    listForMerchant: (merchantId: string, status: string | undefined, limit: number) =>
      returnsOfMerchant(db, merchantId, status, limit),
    orderNames: (orderIds: string[]): Promise<Map<string, string>> => orderNamesOf(db, orderIds),
    orderItems: (ids: string[]) => orderItemsOf(db, ids),
    items: (returnIds: string[]) => linesOfReturns(db, returnIds),
    events: (returnId: string) => returnHistoryOf(db, returnId),
    label: (returnId: string) => returnLabelOf(db, returnId),
    /** What is left of a policy now (read inside the transaction that holds the order's lock). */
    policyRemaining: (policyId: string) => policyRemainingOf(db, policyId),
  };
}
