// The order's read model as a fragment of another module's statement (decision 056): the session
// lookup and sign-in read the order in the statement that reads or counts for the session
// (decisions 025 and 048: one round trip on the budgeted path), so they take the join from here
// instead of a second read. The SQL stays this module's: the caller hands its dynamic select to
// `joinById` or `joinByName` and selects `columns` (db/order-read-model.ts); it learns no table.
import { and, eq, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { orderReadModelColumns } from '../../db/order-read-model';
import { orders } from './tables';

export const orderReadModelFragment = {
  /** The read model's columns: the order's id, its snapshot's text and the policies' remaining sums. */
  columns: orderReadModelColumns,
  /** Inner-joins the order whose id is `orderId` (a column or placeholder of the caller's statement). */
  joinById<T extends PgSelect>(query: T, orderId: SQLWrapper): T {
    return query.innerJoin(orders, eq(orders.id, orderId)) as unknown as T;
  },
  /** Left-joins the store's order of this number: its columns are null when there is none. */
  joinByName<T extends PgSelect>(query: T, merchantId: SQLWrapper, orderName: SQLWrapper): T {
    return query.leftJoin(
      orders,
      and(eq(orders.merchantId, merchantId), eq(orders.orderName, orderName)),
    ) as unknown as T;
  },
};
