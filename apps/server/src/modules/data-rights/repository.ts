// The record of data requests (data_requests) and the order's erasure mark.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orders } from '../../db/schema';
import { dataRequests } from './tables';

export type DataRequestRow = typeof dataRequests.$inferSelect;
export type NewDataRequest = typeof dataRequests.$inferInsert;

export function createDataRightsRepository(db: Queryable) {
  return {
    async orderByName(merchantId: string, orderName: string) {
      const [row] = await db
        .select({
          id: orders.id,
          merchantId: orders.merchantId,
          orderName: orders.orderName,
          erasedAt: orders.erasedAt,
        })
        .from(orders)
        .where(and(eq(orders.merchantId, merchantId), eq(orders.orderName, orderName)))
        .limit(1);
      return row;
    },

    async orderById(orderId: string) {
      const [row] = await db
        .select({
          id: orders.id,
          merchantId: orders.merchantId,
          orderName: orders.orderName,
          erasedAt: orders.erasedAt,
        })
        .from(orders)
        .where(eq(orders.id, orderId))
        .limit(1);
      return row;
    },

    /** Locks the order's row (the server's one lock order starts with the order). */
    async lockOrder(orderId: string): Promise<void> {
      await db.execute(sql`select 1 from ${orders} where ${orders.id} = ${orderId} for update`);
    },

    async record(values: NewDataRequest): Promise<DataRequestRow> {
      const [row] = await db.insert(dataRequests).values(values).returning();
      if (!row) throw new Error('data request not recorded');
      return row;
    },

    async erasureOf(orderId: string): Promise<DataRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(dataRequests)
        .where(and(eq(dataRequests.orderId, orderId), eq(dataRequests.kind, 'erasure')))
        .limit(1);
      return row;
    },

    async list(merchantId: string, kind: 'export' | 'erasure' | undefined, limit: number) {
      return db
        .select({ request: dataRequests, orderName: orders.orderName })
        .from(dataRequests)
        .innerJoin(orders, eq(orders.id, dataRequests.orderId))
        .where(
          kind
            ? and(eq(dataRequests.merchantId, merchantId), eq(dataRequests.kind, kind))
            : eq(dataRequests.merchantId, merchantId),
        )
        .orderBy(desc(dataRequests.createdAt))
        .limit(limit);
    },
  };
}
