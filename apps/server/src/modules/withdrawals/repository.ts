// The SQL of withdrawals: the order as the withdrawal function needs it, and the withdrawals.
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  deliveriesOf,
  lockOrderRow,
  orderContact,
  orderContactByName,
  orderLines,
  orderNamesOf,
} from '../orders';
import { withdrawals } from './tables';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export function createWithdrawalsRepository(db: Queryable) {
  return {
    /** The order with its items and the delivery of each package, read from the orders module (decision 056). */
    async orderForWithdrawal(orderId: string) {
      const contact = await orderContact(db, orderId);
      if (!contact) return null;
      const { erasedAt: _erasedAt, ...order } = contact;
      const items = await orderLines(db, orderId);
      const deliveries = await deliveriesOf(db, orderId);
      return { ...order, items, deliveries };
    },

    /**
     * Locks the order's row for the rest of the transaction, so two confirmations of one order
     * count what is already withdrawn one after the other (decision 052). NO KEY UPDATE: it does
     * not wait for, or block, rows that only reference the order.
     */
    async lockOrder(orderId: string): Promise<void> {
      await lockOrderRow(db, orderId, 'no key update');
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
      const [withdrawal] = await db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.id, withdrawalId))
        .limit(1);
      if (!withdrawal) return null;
      const orderName = (await orderContact(db, withdrawal.orderId))?.orderName;
      return orderName === undefined ? null : { withdrawal, orderName };
    },

    listForOrder(orderId: string) {
      return db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.orderId, orderId))
        .orderBy(asc(withdrawals.receivedAt));
    },

    /** A store's withdrawals, newest first, with their order numbers from the orders module (decision 056). */
    async listForMerchant(merchantId: string, filter: { since?: Date; orderName?: string; limit: number }) {
      let orderId: string | undefined;
      if (filter.orderName) {
        orderId = (await orderContactByName(db, merchantId, filter.orderName))?.id;
        if (!orderId) return [];
      }
      const rows = await db
        .select()
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.merchantId, merchantId),
            filter.since ? gt(withdrawals.receivedAt, filter.since) : undefined,
            orderId ? eq(withdrawals.orderId, orderId) : undefined,
          ),
        )
        .orderBy(desc(withdrawals.receivedAt))
        .limit(filter.limit);
      const names = await orderNamesOf(
        db,
        rows.map((row) => row.orderId),
      );
      return rows.flatMap((withdrawal) => {
        const orderName = names.get(withdrawal.orderId);
        return orderName === undefined ? [] : [{ withdrawal, orderName }];
      });
    },
  };
}
