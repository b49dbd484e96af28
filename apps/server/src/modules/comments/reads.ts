// The comments module's named reads (decision 056), with the SQL beside the table it writes.
import { asc, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orderComments } from './tables';

export type CommentRow = typeof orderComments.$inferSelect;

/** The comments on these orders, oldest first: one statement for them all. */
export async function commentsOfOrders(db: Queryable, orderIds: readonly string[]): Promise<CommentRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderComments)
    .where(inArray(orderComments.orderId, [...orderIds]))
    .orderBy(asc(orderComments.createdAt), asc(orderComments.id));
}
