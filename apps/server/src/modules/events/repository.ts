import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

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
  };
}
