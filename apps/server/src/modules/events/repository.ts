import { and, asc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orderNamesOf } from '../orders';
import { analyticsEvents } from './tables';

export interface EventPage {
  /** Strictly after this event (its time and id), from an earlier page. */
  after?: { at: string; id: string } | undefined;
  since?: Date | undefined;
  event?: string | undefined;
  limit: number;
}

export function createEventsRepository(db: Queryable) {
  return {
    async record(values: typeof analyticsEvents.$inferInsert): Promise<void> {
      await db.insert(analyticsEvents).values(values);
    },

    /**
     * Records the event unless the session already has one of it; true when recorded. Only
     * 'banner_view' has the unique index (analytics_events_banner_view_idx) that makes this once.
     */
    async recordOncePerSession(values: typeof analyticsEvents.$inferInsert & { event: 'banner_view' }) {
      const rows = await db
        .insert(analyticsEvents)
        .values(values)
        .onConflictDoNothing({
          target: analyticsEvents.sessionId,
          where: sql`${analyticsEvents.event} = 'banner_view'`,
        })
        .returning({ id: analyticsEvents.id });
      return rows.length > 0;
    },
    /** A page of a store's events, oldest first, keyed by (time, id) (analytics_events_merchant_idx). */
    async page(merchantId: string, page: EventPage) {
      const conditions: SQL[] = [eq(analyticsEvents.merchantId, merchantId)];
      if (page.after) {
        conditions.push(
          sql`(${analyticsEvents.at}, ${analyticsEvents.id}) > (${page.after.at}::timestamptz, ${page.after.id}::uuid)`,
        );
      } else if (page.since) {
        conditions.push(gte(analyticsEvents.at, page.since));
      }
      if (page.event) conditions.push(eq(analyticsEvents.event, page.event));
      const rows = await db
        .select({
          id: analyticsEvents.id,
          event: analyticsEvents.event,
          orderId: analyticsEvents.orderId,
          at: analyticsEvents.at,
          // The time to the microsecond, for the cursor (a Date keeps milliseconds only).
          atExact: sql<string>`to_char(${analyticsEvents.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
          data: analyticsEvents.data,
        })
        .from(analyticsEvents)
        .where(and(...conditions))
        .orderBy(asc(analyticsEvents.at), asc(analyticsEvents.id))
        .limit(page.limit);
      // The page's order numbers from the orders module (decision 056), in one read.
      const names = await orderNamesOf(
        db,
        rows.flatMap((row) => (row.orderId ? [row.orderId] : [])),
      );
      return rows.map(({ id, event, orderId, at, atExact, data }) => ({
        id,
        event,
        orderId,
        orderName: orderId ? (names.get(orderId) ?? null) : null,
        at,
        atExact,
        data,
      }));
    },
  };
}
