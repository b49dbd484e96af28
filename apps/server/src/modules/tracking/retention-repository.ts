// The SQL of the webhook receipts (a replay is refused by its event id) and of retention: old
// checkpoints, spent receipts, old change-feed rows.
import { lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  orderChanges,
  packageTracking,
  returnParcelTracking,
  trackingEvents,
  trackingWebhookReceipts,
} from './tables';

export function receiptsAndRetentionSql(db: Queryable) {
  return {
    /** Records a webhook delivery; false when its event id was taken before (a replay). */
    async takeReceipt(provider: string, eventId: string): Promise<boolean> {
      const rows = await db
        .insert(trackingWebhookReceipts)
        .values({ provider, eventId })
        .onConflictDoNothing()
        .returning({ eventId: trackingWebhookReceipts.eventId });
      return rows.length > 0;
    },

    /**
     * Retention: the checkpoints of packages whose last scan is older than `before` (the whole
     * timeline of a package long done goes at once; a package still moving keeps all of it), and
     * webhook receipts older than `receiptsBefore` (past the replay window they refuse nothing).
     */
    async prune(before: Date, receiptsBefore: Date): Promise<{ events: number; receipts: number }> {
      const events = await db
        .delete(trackingEvents)
        .where(
          sql`(${trackingEvents.fulfillmentId} in (select ${packageTracking.fulfillmentId} from ${packageTracking}
            where coalesce(${packageTracking.lastEventAt}, ${packageTracking.updatedAt}) < ${before.toISOString()})
            or ${trackingEvents.returnId} in (select ${returnParcelTracking.returnId} from ${returnParcelTracking}
            where coalesce(${returnParcelTracking.lastEventAt}, ${returnParcelTracking.updatedAt}) < ${before.toISOString()}))
            and ${trackingEvents.createdAt} < ${before.toISOString()}`,
        )
        .returning({ seq: trackingEvents.seq });
      // A page reconnecting after a week reads the page again; older changes only fill the table.
      await db
        .delete(orderChanges)
        .where(lt(orderChanges.createdAt, new Date(receiptsBefore.getTime() - 6 * 86_400_000)));
      const receipts = await db
        .delete(trackingWebhookReceipts)
        .where(sql`${trackingWebhookReceipts.receivedAt} < ${receiptsBefore.toISOString()}`)
        .returning({ eventId: trackingWebhookReceipts.eventId });
      return { events: events.length, receipts: receipts.length };
    },
  };
}
