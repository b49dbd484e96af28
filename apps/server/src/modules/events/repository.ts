import type { Queryable } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

export function createEventsRepository(db: Queryable) {
  return {
    async record(values: typeof analyticsEvents.$inferInsert): Promise<void> {
      await db.insert(analyticsEvents).values(values);
    },
  };
}
