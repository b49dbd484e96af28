// The record of data requests (data_requests) and the order's erasure mark.
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { lockOrderRow, type OrderContact, orderContact, orderContactByName, orderNamesOf } from '../orders';
import { dataRequests } from './tables';

export type DataRequestRow = typeof dataRequests.$inferSelect;
export type NewDataRequest = typeof dataRequests.$inferInsert;

/** The order as data rights name it: its id, store, number and erasure. */
function orderRef(order: OrderContact | undefined) {
  return (
    order && {
      id: order.id,
      merchantId: order.merchantId,
      orderName: order.orderName,
      erasedAt: order.erasedAt,
    }
  );
}

export function createDataRightsRepository(db: Queryable) {
  return {
    async orderByName(merchantId: string, orderName: string) {
      return orderRef(await orderContactByName(db, merchantId, orderName));
    },

    async orderById(orderId: string) {
      return orderRef(await orderContact(db, orderId));
    },

    /** Locks the order's row (the server's one lock order starts with the order). */
    async lockOrder(orderId: string): Promise<void> {
      await lockOrderRow(db, orderId, 'update');
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
      const requests = await db
        .select()
        .from(dataRequests)
        .where(
          kind
            ? and(eq(dataRequests.merchantId, merchantId), eq(dataRequests.kind, kind))
            : eq(dataRequests.merchantId, merchantId),
        )
        .orderBy(desc(dataRequests.createdAt))
        .limit(limit);
      // The order numbers from the orders module (decision 056), in one read.
      const names = await orderNamesOf(
        db,
        requests.map((request) => request.orderId),
      );
      return requests.flatMap((request) => {
        const orderName = names.get(request.orderId);
        return orderName === undefined ? [] : [{ request, orderName }];
      });
    },
  };
}
