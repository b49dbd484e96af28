// The comments' SQL (issue 13): a shopper's comments on orders and product lines.
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { orderComments } from './tables';

export type CommentRow = typeof orderComments.$inferSelect;

export function createCommentsRepository(db: Queryable) {
  return {
    async byRequest(orderId: string, requestId: string): Promise<CommentRow | undefined> {
      const [row] = await db
        .select()
        .from(orderComments)
        .where(and(eq(orderComments.orderId, orderId), eq(orderComments.requestId, requestId)))
        .limit(1);
      return row;
    },

    async byId(commentId: string): Promise<CommentRow | undefined> {
      const [row] = await db.select().from(orderComments).where(eq(orderComments.id, commentId)).limit(1);
      return row;
    },

    async countForOrder(orderId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(orderComments)
        .where(eq(orderComments.orderId, orderId));
      return Number(row?.total ?? 0);
    },

    /** The order's name and, when asked, whether the item is one of its lines (and its title). */
    async orderAndItem(orderId: string, itemId: string | null) {
      const [order] = await db
        .select({ orderName: orders.orderName, merchantId: orders.merchantId })
        .from(orders)
        .where(eq(orders.id, orderId))
        .limit(1);
      if (!order) return undefined;
      if (!itemId) return { ...order, itemTitle: null };
      const [item] = await db
        .select({ title: orderItems.title })
        .from(orderItems)
        .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)))
        .limit(1);
      return item ? { ...order, itemTitle: item.title } : undefined;
    },

    /** Inserts the comment; undefined when the request id was already used on this order (a retry). */
    async insert(values: typeof orderComments.$inferInsert): Promise<CommentRow | undefined> {
      const [row] = await db
        .insert(orderComments)
        .values(values)
        .onConflictDoNothing({ target: [orderComments.orderId, orderComments.requestId] })
        .returning();
      return row;
    },

    async updateBody(commentId: string, body: string, language: string): Promise<CommentRow | undefined> {
      const [row] = await db
        .update(orderComments)
        .set({ body, language, updatedAt: sql`clock_timestamp()` })
        .where(eq(orderComments.id, commentId))
        .returning();
      return row;
    },

    /** A store's comments, most recently changed first (order_comments_merchant_updated_idx). */
    async forMerchant(
      merchantId: string,
      filter: { orderName?: string | undefined; since?: Date | undefined; limit: number },
    ) {
      return db
        .select({
          comment: orderComments,
          orderName: orders.orderName,
          itemTitle: orderItems.title,
        })
        .from(orderComments)
        .innerJoin(orders, eq(orders.id, orderComments.orderId))
        .leftJoin(orderItems, eq(orderItems.id, orderComments.orderItemId))
        .where(
          and(
            eq(orderComments.merchantId, merchantId),
            filter.orderName ? eq(orders.orderName, filter.orderName) : undefined,
            filter.since ? gt(orderComments.updatedAt, filter.since) : undefined,
          ),
        )
        .orderBy(desc(orderComments.updatedAt), asc(orderComments.id))
        .limit(filter.limit);
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
