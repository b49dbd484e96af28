// Comments' part of the shopper's data rights (issue 15).
import { eq } from 'drizzle-orm';
import type { PersonalDataSection } from '../data-rights';
import { erasedAddress } from '../orders';
import { orderComments } from './tables';

/**
 * The shopper's comments on the order and its lines (order_comments, issue 13), in this module
 * that writes them (decision 056). At an erasure the texts and the author's address go (the
 * author's becomes the erased order's address); that a comment was written, and when, stays.
 */
export const orderCommentPersonalData: PersonalDataSection = {
  name: 'comments',
  async export(db, order) {
    const rows = await db
      .select()
      .from(orderComments)
      .where(eq(orderComments.orderId, order.id))
      .orderBy(orderComments.createdAt);
    return rows.map((row) => ({
      onItem: row.orderItemId !== null,
      authorEmail: row.authorEmail,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  },
  async erase(tx, order) {
    const changed = await tx
      .update(orderComments)
      .set({ body: '', authorEmail: erasedAddress(order.id) })
      .where(eq(orderComments.orderId, order.id))
      .returning({ id: orderComments.id });
    return { rows: changed.length };
  },
};
