// The SQL of withdrawals: the order as the withdrawal function needs it, and the withdrawals.
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { fulfillments, orderItems, orders } from '../../db/schema';
import { withdrawals } from './tables';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export function createWithdrawalsRepository(db: Queryable) {
  return {
    /** The order with its items and the delivery of each package. */
    async orderForWithdrawal(orderId: string) {
      const [order] = await db
        .select({
          id: orders.id,
          merchantId: orders.merchantId,
          orderName: orders.orderName,
          email: orders.email,
          firstName: orders.firstName,
          lastName: orders.lastName,
          country: orders.country,
        })
        .from(orders)
        .where(eq(orders.id, orderId))
        .limit(1);
      if (!order) return null;
      const items = await db
        .select({
          orderItemId: orderItems.id,
          title: orderItems.title,
          variantTitle: orderItems.variantTitle,
          imageUrl: orderItems.imageUrl,
          quantity: orderItems.quantity,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.position));
      const packages = await db
        .select({ deliveredAt: fulfillments.deliveredAt })
        .from(fulfillments)
        .where(eq(fulfillments.orderId, orderId));
      return { ...order, items, deliveries: packages.map((row) => row.deliveredAt) };
    },

    /**
     * Locks the order's row for the rest of the transaction, so two confirmations of one order
     * count what is already withdrawn one after the other (decision 052). NO KEY UPDATE: it does
     * not wait for, or block, rows that only reference the order.
     */
    async lockOrder(orderId: string): Promise<void> {
      await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('no key update');
    },

    /** Records a withdrawal once per order and request id; answers the row and whether it is new. */
    async insertOnce(
      values: typeof withdrawals.$inferInsert,
    ): Promise<{ row: WithdrawalRow; created: boolean }> {
      const [created] = await db
        .insert(withdrawals)
        .values(values)
        .onConflictDoNothing({ target: [withdrawals.orderId, withdrawals.requestId] })
        .returning();
      if (created) return { row: created, created: true };
      const [existing] = await db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.orderId, values.orderId), eq(withdrawals.requestId, values.requestId)))
        .limit(1);
      if (!existing) throw new Error('withdrawal neither inserted nor found');
      return { row: existing, created: false };
    },

    async find(withdrawalId: string) {
      const [row] = await db
        .select({ withdrawal: withdrawals, orderName: orders.orderName })
        .from(withdrawals)
        .innerJoin(orders, eq(orders.id, withdrawals.orderId))
        .where(eq(withdrawals.id, withdrawalId))
        .limit(1);
      return row ?? null;
    },

    listForOrder(orderId: string) {
      return db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.orderId, orderId))
        .orderBy(asc(withdrawals.receivedAt));
    },

    listForMerchant(merchantId: string, filter: { since?: Date; orderName?: string; limit: number }) {
      return db
        .select({ withdrawal: withdrawals, orderName: orders.orderName })
        .from(withdrawals)
        .innerJoin(orders, eq(orders.id, withdrawals.orderId))
        .where(
          and(
            eq(withdrawals.merchantId, merchantId),
            filter.since ? gt(withdrawals.receivedAt, filter.since) : undefined,
            filter.orderName ? eq(orders.orderName, filter.orderName) : undefined,
          ),
        )
        .orderBy(desc(withdrawals.receivedAt))
        .limit(filter.limit);
    },
  };
}
