// Reads of returns for the views and the merchant: rows, lines, events, labels, the live
// remaining sum of a policy. Writes go through modules/return-state.
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  orderItems,
  orders,
  policies,
  returnEvents,
  returnItems,
  returnLabels,
  returns,
} from '../../db/schema';

export type ReturnEventRow = typeof returnEvents.$inferSelect;
export type ReturnLabelRow = typeof returnLabels.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createReturnsRepository(db: Queryable) {
  return {
    /** The order's returns, newest first. */
    async ofOrder(orderId: string) {
      return db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(desc(returns.createdAt));
    },

    async byId(returnId: string) {
      const [row] = await db.select().from(returns).where(eq(returns.id, returnId)).limit(1);
      return row;
    },

    async findInOrder(orderId: string, returnId: string) {
      const [row] = await db
        .select()
        .from(returns)
        .where(and(eq(returns.id, returnId), eq(returns.orderId, orderId)))
        .limit(1);
      return row;
    },

    /** A return of the merchant by its number or id. */
    async findForMerchant(merchantId: string, reference: string) {
      const [row] = await db
        .select()
        .from(returns)
        .where(
          and(
            eq(returns.merchantId, merchantId),
            UUID.test(reference)
              ? or(eq(returns.id, reference), eq(returns.returnNumber, reference))
              : eq(returns.returnNumber, reference),
          ),
        )
        .limit(1);
      return row;
    },

    async listForMerchant(merchantId: string, status: string | undefined, limit: number) {
      return db
        .select()
        .from(returns)
        .where(
          status
            ? and(eq(returns.merchantId, merchantId), eq(returns.status, status))
            : eq(returns.merchantId, merchantId),
        )
        .orderBy(desc(returns.createdAt))
        .limit(limit);
    },

    async orderNames(orderIds: string[]): Promise<Map<string, string>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .select({ id: orders.id, orderName: orders.orderName })
        .from(orders)
        .where(inArray(orders.id, [...new Set(orderIds)]));
      return new Map(rows.map((row) => [row.id, row.orderName]));
    },

    async orderItems(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.id, [...new Set(ids)]));
    },

    async items(returnIds: string[]) {
      if (returnIds.length === 0) return [];
      return db
        .select()
        .from(returnItems)
        .where(inArray(returnItems.returnId, returnIds))
        .orderBy(asc(returnItems.position));
    },

    async events(returnId: string): Promise<ReturnEventRow[]> {
      return db
        .select()
        .from(returnEvents)
        .where(eq(returnEvents.returnId, returnId))
        .orderBy(asc(returnEvents.seq));
    },

    async label(returnId: string): Promise<ReturnLabelRow | undefined> {
      const [row] = await db.select().from(returnLabels).where(eq(returnLabels.returnId, returnId)).limit(1);
      return row;
    },

    /** What is left of a policy now (read inside the transaction that holds the order's lock). */
    async policyRemaining(policyId: string): Promise<number> {
      const [row] = await db
        .select({ remainingMinor: policies.remainingMinor })
        .from(policies)
        .where(eq(policies.id, policyId))
        .limit(1);
      return row?.remainingMinor ?? 0;
    },
  };
}
