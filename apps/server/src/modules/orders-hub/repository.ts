// The orders hub's reads (decision 036): which orders a session may see, and, for a page of them,
// everything the hub shows in a handful of statements (orders' read models, claims with their
// items, returns with their lines, packages' tracking, comments), never one query per order.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type OrderReadModelRow, orderReadModelColumns } from '../../db/order-read-model';
import {
  claimItems,
  claims,
  orderComments,
  orders,
  packageTracking,
  returnItems,
  returns,
} from '../../db/schema';

export type HubClaimRow = {
  id: string;
  claimNumber: string;
  orderId: string;
  status: string;
  issueType: string;
  fulfillmentId: string | null;
  currency: string;
  amountMinor: number;
  approvedMinor: number | null;
  createdAt: Date;
  updatedAt: Date;
  items: { orderItemId: string; quantity: number }[];
};

export type HubReturnRow = {
  id: string;
  returnNumber: string;
  orderId: string;
  status: string;
  method: string | null;
  currency: string;
  createdAt: Date;
  updatedAt: Date;
  lines: {
    orderItemId: string;
    quantity: number;
    received: number;
    settled: number;
    dueRefundMinor: number;
    dueCreditMinor: number;
    dueBonusMinor: number;
  }[];
};

export type CommentRow = typeof orderComments.$inferSelect;
export type PackageTrackingRow = typeof packageTracking.$inferSelect;

export function createOrdersHubRepository(db: Queryable) {
  /** The shopper's orders at the store, by e-mail: the signed-in one first, then newest first. */
  function ownOrders(merchantId: string, email: string) {
    return and(eq(orders.merchantId, merchantId), sql`lower(${orders.email}) = ${email}`);
  }

  return {
    /** A page of the orders a shopper sees at a store (by e-mail), the signed-in one first. */
    async pageOfOrders(
      merchantId: string,
      email: string,
      signedInOrderId: string,
      page: { offset: number; limit: number },
    ): Promise<{ ids: string[]; total: number }> {
      const rows = await db
        .select({ id: orders.id, total: sql<number>`count(*) over ()::int` })
        .from(orders)
        .where(ownOrders(merchantId, email))
        .orderBy(sql`${orders.id} = ${signedInOrderId} desc`, desc(orders.placedAt), asc(orders.id))
        .limit(page.limit)
        .offset(page.offset);
      if (rows.length > 0) return { ids: rows.map((row) => row.id), total: Number(rows[0]?.total ?? 0) };
      if (page.offset === 0) return { ids: [], total: 0 };
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .where(ownOrders(merchantId, email));
      return { ids: [], total: Number(count?.total ?? 0) };
    },

    /** True when the order is the shopper's at that store (same e-mail). */
    async isOwnOrder(merchantId: string, email: string, orderId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(ownOrders(merchantId, email), eq(orders.id, orderId)))
        .limit(1);
      return row !== undefined;
    },

    /** The orders' read models (decision 013), in no particular order. */
    async readModels(orderIds: readonly string[]): Promise<OrderReadModelRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select(orderReadModelColumns)
        .from(orders)
        .where(inArray(orders.id, [...orderIds]));
    },

    async claims(orderIds: readonly string[]): Promise<HubClaimRow[]> {
      if (orderIds.length === 0) return [];
      const rows = await db
        .select({
          id: claims.id,
          claimNumber: claims.claimNumber,
          orderId: claims.orderId,
          status: claims.status,
          issueType: claims.issueType,
          fulfillmentId: claims.fulfillmentId,
          currency: claims.currency,
          amountMinor: claims.amountMinor,
          approvedMinor: claims.approvedMinor,
          createdAt: claims.createdAt,
          updatedAt: claims.updatedAt,
          items: sql<
            HubClaimRow['items']
          >`coalesce((select json_agg(json_build_object('orderItemId', ci.order_item_id, 'quantity', ci.quantity)) from ${claimItems} ci where ci.claim_id = ${claims.id}), '[]'::json)`,
        })
        .from(claims)
        .where(inArray(claims.orderId, [...orderIds]))
        .orderBy(desc(claims.createdAt), desc(claims.id));
      return rows;
    },

    async returns(orderIds: readonly string[]): Promise<HubReturnRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select({
          id: returns.id,
          returnNumber: returns.returnNumber,
          orderId: returns.orderId,
          status: returns.status,
          method: returns.method,
          currency: returns.currency,
          createdAt: returns.createdAt,
          updatedAt: returns.updatedAt,
          lines: sql<
            HubReturnRow['lines']
          >`coalesce((select json_agg(json_build_object('orderItemId', ri.order_item_id, 'quantity', ri.quantity, 'received', ri.received, 'settled', ri.settled, 'dueRefundMinor', ri.due_refund_minor, 'dueCreditMinor', ri.due_credit_minor, 'dueBonusMinor', ri.due_bonus_minor)) from ${returnItems} ri where ri.return_id = ${returns.id}), '[]'::json)`,
        })
        .from(returns)
        .where(inArray(returns.orderId, [...orderIds]))
        .orderBy(desc(returns.createdAt), desc(returns.id));
    },

    async tracking(orderIds: readonly string[]): Promise<PackageTrackingRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(packageTracking)
        .where(inArray(packageTracking.orderId, [...orderIds]));
    },

    async comments(orderIds: readonly string[]): Promise<CommentRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderComments)
        .where(inArray(orderComments.orderId, [...orderIds]))
        .orderBy(asc(orderComments.createdAt), asc(orderComments.id));
    },
  };
}

export type OrdersHubRepository = ReturnType<typeof createOrdersHubRepository>;
