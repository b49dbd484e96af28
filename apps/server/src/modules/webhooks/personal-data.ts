// The webhook outbox's part of the shopper's data rights (issue 15). Events are thin (ids, statuses),
// but a comment event carries the shopper's words, and an event a shopper caused may carry their
// reason. The export lists what the store was told about the order and when; the erasure blanks
// those words in the messages still kept (deliveries waiting or replayed later send them blank).
import { and, eq, sql } from 'drizzle-orm';
import type { PersonalDataSection } from '../data-rights';
import { webhookMessages } from './tables';

const aboutOrder = (orderId: string) => sql`${webhookMessages.payload} -> 'data' ->> 'orderId' = ${orderId}`;

export const webhookPersonalData: PersonalDataSection = {
  name: 'webhooks',
  async export(db, order) {
    const rows = await db
      .select({ type: webhookMessages.eventType, createdAt: webhookMessages.createdAt })
      .from(webhookMessages)
      .where(and(eq(webhookMessages.merchantId, order.merchantId), aboutOrder(order.id)))
      .orderBy(webhookMessages.createdAt);
    return rows.map((row) => ({ type: row.type, at: row.createdAt.toISOString() }));
  },
  async erase(tx, order) {
    const comments = await tx
      .update(webhookMessages)
      .set({ payload: sql`jsonb_set(${webhookMessages.payload}, '{data,body}', '""'::jsonb)` })
      .where(
        and(
          eq(webhookMessages.merchantId, order.merchantId),
          aboutOrder(order.id),
          sql`${webhookMessages.payload} -> 'data' ? 'body'`,
        ),
      )
      .returning({ id: webhookMessages.id });
    const reasons = await tx
      .update(webhookMessages)
      .set({ payload: sql`jsonb_set(${webhookMessages.payload}, '{data,reason}', 'null'::jsonb)` })
      .where(
        and(
          eq(webhookMessages.merchantId, order.merchantId),
          aboutOrder(order.id),
          sql`${webhookMessages.payload} -> 'data' ->> 'actor' = 'shopper'`,
          sql`${webhookMessages.payload} -> 'data' ->> 'reason' is not null`,
        ),
      )
      .returning({ id: webhookMessages.id });
    return { rows: comments.length + reasons.length };
  },
};
