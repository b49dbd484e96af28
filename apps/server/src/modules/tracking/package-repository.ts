// The SQL of a package's tracking: its row (locked while checkpoints apply), its checkpoints
// (stored once per event key), the e-mails told, the sweep's and the poll's reads. What tracking
// needs of the package itself (its order, name, number) comes from the orders module's named reads
// (decision 056).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ordersOfPackages, packageNameOf, packagesUndelivered, packagesWithNumber } from '../orders';
import { packageTracking, trackingEvents } from './tables';

export type PackageTrackingRow = typeof packageTracking.$inferSelect;
export type TrackingEventRow = typeof trackingEvents.$inferSelect;
export type NewTrackingEvent = typeof trackingEvents.$inferInsert;

export function packageTrackingSql(db: Queryable) {
  return {
    /** A package as the merchant names it: its order's name and its own fulfillment id. */
    packageNames: (fulfillmentId: string) => packageNameOf(db, fulfillmentId),

    /** The tracking rows of an order's packages. */
    async forOrder(orderId: string): Promise<PackageTrackingRow[]> {
      return db.select().from(packageTracking).where(eq(packageTracking.orderId, orderId));
    },

    async forPackage(fulfillmentId: string): Promise<PackageTrackingRow | undefined> {
      const [row] = await db
        .select()
        .from(packageTracking)
        .where(eq(packageTracking.fulfillmentId, fulfillmentId));
      return row;
    },

    /** Locks the package's tracking row, creating it first, so two deliveries for it apply one after the other. */
    async lockPackage(row: typeof packageTracking.$inferInsert): Promise<PackageTrackingRow> {
      await db.insert(packageTracking).values(row).onConflictDoNothing();
      const [locked] = await db
        .select()
        .from(packageTracking)
        .where(eq(packageTracking.fulfillmentId, row.fulfillmentId))
        .for('update');
      if (!locked) throw new Error('package tracking row vanished');
      return locked;
    },

    /** Stores the checkpoints not seen before; answers the stored ones. */
    async addEvents(events: NewTrackingEvent[]): Promise<TrackingEventRow[]> {
      if (events.length === 0) return [];
      return db
        .insert(trackingEvents)
        .values(events)
        .onConflictDoNothing({ target: [trackingEvents.fulfillmentId, trackingEvents.eventKey] })
        .returning();
    },

    async eventsOf(fulfillmentId: string): Promise<TrackingEventRow[]> {
      return db
        .select()
        .from(trackingEvents)
        .where(eq(trackingEvents.fulfillmentId, fulfillmentId))
        .orderBy(asc(trackingEvents.seq));
    },

    async update(fulfillmentId: string, values: Partial<typeof packageTracking.$inferInsert>): Promise<void> {
      await db
        .update(packageTracking)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(packageTracking.fulfillmentId, fulfillmentId));
    },

    /** The packages that carry a tracking number, in every store (an aggregator knows numbers, not stores). */
    packagesByNumber: (trackingNumber: string) => packagesWithNumber(db, trackingNumber),

    /** Packages still on their way whose estimate or last scan is old enough to be delayed (the sweep). */
    async openPackages(limit = 500) {
      return db
        .select()
        .from(packageTracking)
        .where(
          and(
            sql`${packageTracking.status} not in ('delivered', 'expired')`,
            sql`not (${packageTracking.notified} ? 'delayed')`,
          ),
        )
        .limit(limit);
    },

    /**
     * Packages with a number still on their way (the store's word and the carrier's), the longest
     * unasked first (polling touches their tracking row; one never asked has none), so a backlog
     * larger than one round rotates. A package already told delayed is still asked: it may move.
     */
    async pollablePackages(limit: number) {
      // The orders module's packages with a number, joined to this module's rows (decision 056).
      const shipped = packagesUndelivered(db).as('shipped');
      return db
        .select({
          fulfillmentId: shipped.fulfillmentId,
          orderId: shipped.orderId,
          merchantId: shipped.merchantId,
          trackingNumber: shipped.trackingNumber,
          carrierCode: packageTracking.carrierCode,
        })
        .from(shipped)
        .leftJoin(packageTracking, eq(packageTracking.fulfillmentId, shipped.fulfillmentId))
        .where(sql`coalesce(${packageTracking.status}, '') not in ('delivered', 'expired')`)
        .orderBy(sql`${packageTracking.updatedAt} asc nulls first`)
        .limit(limit);
    },

    /** Marks e-mail kinds as queued for a package. */
    async markNotified(fulfillmentId: string, kinds: readonly string[]): Promise<void> {
      if (kinds.length === 0) return;
      await db
        .update(packageTracking)
        .set({ notified: sql`${packageTracking.notified} || ${JSON.stringify(kinds)}::jsonb` })
        .where(eq(packageTracking.fulfillmentId, fulfillmentId));
    },

    ordersOf: (fulfillmentIds: readonly string[]) => ordersOfPackages(db, fulfillmentIds),

    /**
     * The shopper's language for an order's e-mails that no claim or return owns: the newest of
     * the language they signed in with, their last claim's and their last return's.
     */
    async shopperLanguage(orderId: string): Promise<string | null> {
      const result = await db.execute(sql`
        select language from (
          select language, created_at as at from sessions where order_id = ${orderId} and language is not null
          union all
          select language, updated_at as at from claims where order_id = ${orderId}
          union all
          select language, updated_at as at from returns where order_id = ${orderId}
        ) as said order by at desc limit 1`);
      const rows = (result as unknown as { rows: { language: string }[] }).rows;
      return rows[0]?.language ?? null;
    },
  };
}
