// Journey events' part of the shopper's data rights (issue 15): what the web app reported about
// the order in the export; at an erasure their details and session go, the event and its time stay
// (the store's analytics keep counting them).
import { eq } from 'drizzle-orm';
import type { PersonalDataSection } from '../data-rights';
import { analyticsEvents } from './tables';

export const eventPersonalData: PersonalDataSection = {
  name: 'events',
  async export(db, order) {
    const rows = await db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.orderId, order.id))
      .orderBy(analyticsEvents.at);
    return rows.map((row) => ({ event: row.event, at: row.at.toISOString(), data: row.data }));
  },
  async erase(tx, order) {
    const changed = await tx
      .update(analyticsEvents)
      .set({ data: {}, sessionId: null })
      .where(eq(analyticsEvents.orderId, order.id))
      .returning({ id: analyticsEvents.id });
    return { rows: changed.length };
  },
};
