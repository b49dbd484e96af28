// The SQL of the order's change feed (`order_changes`): a row per change of a package, a return's
// parcel, a claim or a return, written in the change's transaction; the live stream reads the rows
// after its cursor.
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orderChanges } from './tables';

export type OrderChangeKind = 'package' | 'return_parcel' | 'claim' | 'return';

export function orderChangesSql(db: Queryable) {
  return {
    /** Records a change of the order for its open pages (in the transaction of the change). */
    async addChange(change: { orderId: string; kind: OrderChangeKind; subjectId: string; status: string }) {
      await db.insert(orderChanges).values(change);
    },

    /** The order's latest change (the live stream's cursor); 0 before any. */
    async latestSeq(orderId: string): Promise<number> {
      const [row] = await db
        .select({ seq: orderChanges.seq })
        .from(orderChanges)
        .where(eq(orderChanges.orderId, orderId))
        .orderBy(desc(orderChanges.seq))
        .limit(1);
      return Number(row?.seq ?? 0);
    },

    /** The order's changes after `since`, oldest first: the only rows its live stream reads. */
    async changesSince(orderId: string, since: number, limit = 100) {
      return db
        .select({
          seq: orderChanges.seq,
          kind: orderChanges.kind,
          subjectId: orderChanges.subjectId,
          status: orderChanges.status,
        })
        .from(orderChanges)
        .where(and(eq(orderChanges.orderId, orderId), gt(orderChanges.seq, since)))
        .orderBy(asc(orderChanges.seq))
        .limit(limit);
    },
  };
}
