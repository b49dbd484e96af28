// The orders hub's reads (decision 036): which orders a session may see, and, for a page of them,
// everything the hub shows. The hub owns no table (decision 056): each read is a named read of the
// module that owns it (orders' read models, claim-state's claims with their items, return-state's
// returns with their lines, tracking's packages, comments), one statement per module for the whole
// page, never one query per order.
import type { Queryable } from '../../db/client';
import type { OrderReadModelRow } from '../../db/order-read-model';
import { type ClaimSummaryRow, claimSummariesOfOrders } from '../claim-state';
import { type CommentRow, commentsOfOrders } from '../comments';
import { isShopperOrder, readModelsOf, shopperOrdersPage } from '../orders';
import { type ReturnSummaryRow, returnSummariesOfOrders } from '../return-state';
import { type PackageTrackingRow, packageTrackingOfOrders } from '../tracking';

export type HubClaimRow = ClaimSummaryRow;
export type HubReturnRow = ReturnSummaryRow;
export type { CommentRow, PackageTrackingRow };

export function createOrdersHubRepository(db: Queryable) {
  return {
    /** A page of the orders a shopper sees at a store (by e-mail), the signed-in one first. */
    pageOfOrders: (
      merchantId: string,
      email: string,
      signedInOrderId: string,
      page: { offset: number; limit: number },
    ): Promise<{ ids: string[]; total: number }> =>
      shopperOrdersPage(db, merchantId, email, signedInOrderId, page),

    /** True when the order is the shopper's at that store (same e-mail). */
    isOwnOrder: (merchantId: string, email: string, orderId: string): Promise<boolean> =>
      isShopperOrder(db, merchantId, email, orderId),

    /** The orders' read models (decision 013), in no particular order. */
    readModels: (orderIds: readonly string[]): Promise<OrderReadModelRow[]> => readModelsOf(db, orderIds),
    claims: (orderIds: readonly string[]): Promise<HubClaimRow[]> => claimSummariesOfOrders(db, orderIds),
    returns: (orderIds: readonly string[]): Promise<HubReturnRow[]> => returnSummariesOfOrders(db, orderIds),
    tracking: (orderIds: readonly string[]): Promise<PackageTrackingRow[]> =>
      packageTrackingOfOrders(db, orderIds),
    comments: (orderIds: readonly string[]): Promise<CommentRow[]> => commentsOfOrders(db, orderIds),
  };
}

export type OrdersHubRepository = ReturnType<typeof createOrdersHubRepository>;
