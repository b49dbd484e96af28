// The comments' SQL (issue 13): a shopper's comments on orders and product lines.
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { itemTitleOnOrder, itemTitlesOf, orderContact, orderContactByName, orderNamesOf } from '../orders';
import type { CommentRow } from './reads';
import { orderComments } from './tables';

export type { CommentRow };

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

    /**
     * The order's name and, when asked, whether the item is one of its lines (and its title): read
     * from the orders module (decision 056).
     */
    async orderAndItem(orderId: string, itemId: string | null) {
      const contact = await orderContact(db, orderId);
      if (!contact) return undefined;
      const order = { orderName: contact.orderName, merchantId: contact.merchantId };
      if (!itemId) return { ...order, itemTitle: null };
      const title = await itemTitleOnOrder(db, orderId, itemId);
      return title === undefined ? undefined : { ...order, itemTitle: title };
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
      // The order named in the filter, then its comments; the order numbers and line titles
      // from the orders module (decision 056), each in one read.
      let orderId: string | undefined;
      if (filter.orderName) {
        orderId = (await orderContactByName(db, merchantId, filter.orderName))?.id;
        if (!orderId) return [];
      }
      const comments = await db
        .select()
        .from(orderComments)
        .where(
          and(
            eq(orderComments.merchantId, merchantId),
            orderId ? eq(orderComments.orderId, orderId) : undefined,
            filter.since ? gt(orderComments.updatedAt, filter.since) : undefined,
          ),
        )
        .orderBy(desc(orderComments.updatedAt), asc(orderComments.id))
        .limit(filter.limit);
      const names = await orderNamesOf(
        db,
        comments.map((comment) => comment.orderId),
      );
      const titles = await itemTitlesOf(
        db,
        comments.flatMap((comment) => (comment.orderItemId ? [comment.orderItemId] : [])),
      );
      return comments.flatMap((comment) => {
        const orderName = names.get(comment.orderId);
        if (orderName === undefined) return [];
        const itemTitle = comment.orderItemId ? (titles.get(comment.orderItemId) ?? null) : null;
        return [{ comment, orderName, itemTitle }];
      });
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
