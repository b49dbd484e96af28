// Tracking's part of the shopper's data rights (issue 15): the packages' checkpoints in the
// export; at an erasure their places and messages go (a scan's place can be the shopper's
// street, a message the name of who signed), the statuses and times stay.
import { eq } from 'drizzle-orm';
import type { PersonalDataSection } from '../data-rights';
import { trackingEvents } from './tables';

export const trackingPersonalData: PersonalDataSection = {
  name: 'tracking',
  async export(db, order) {
    const rows = await db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.orderId, order.id))
      .orderBy(trackingEvents.occurredAt);
    return rows.map((row) => ({
      status: row.status,
      occurredAt: row.occurredAt.toISOString(),
      location: row.location,
      message: row.message,
    }));
  },
  async erase(tx, order) {
    const changed = await tx
      .update(trackingEvents)
      .set({ location: null, message: null })
      .where(eq(trackingEvents.orderId, order.id))
      .returning({ seq: trackingEvents.seq });
    return { rows: changed.length };
  },
};
