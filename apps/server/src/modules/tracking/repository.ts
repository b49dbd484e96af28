// The tracking module's SQL: a package's tracking row, its checkpoints (stored once per event key),
// the webhook receipts, and the reads the live stream and the delay sweep make.
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ordersOfPackages, packageNameOf, packagesUndelivered, packagesWithNumber } from '../orders';
import {
  orderChanges,
  packageTracking,
  returnParcelTracking,
  trackingEvents,
  trackingWebhookReceipts,
} from './tables';

export type PackageTrackingRow = typeof packageTracking.$inferSelect;
export type ReturnParcelRow = typeof returnParcelTracking.$inferSelect;
export type TrackingEventRow = typeof trackingEvents.$inferSelect;
export type NewTrackingEvent = typeof trackingEvents.$inferInsert;
export type OrderChangeKind = 'package' | 'return_parcel' | 'claim' | 'return';

export function createTrackingRepository(db: Queryable) {
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

    /** Records a change of the order for its open pages (in the transaction of the change). */
    async addChange(change: { orderId: string; kind: OrderChangeKind; subjectId: string; status: string }) {
      await db.insert(orderChanges).values(change);
    },

    /** The order's latest change (the live stream's cursor); 0 before any. */
    async latestSeq(orderId: string): Promise<number> {
      const [row] = await db
        .select({ seq: orderChanges.seq })
        .from(orderChanges)
        .where(eq(orderChanges.orderId, orderId))
        .orderBy(desc(orderChanges.seq))
        .limit(1);
      return Number(row?.seq ?? 0);
    },

    /** The order's changes after `since`, oldest first: the only rows its live stream reads. */
    async changesSince(orderId: string, since: number, limit = 100) {
      return db
        .select({
          seq: orderChanges.seq,
          kind: orderChanges.kind,
          subjectId: orderChanges.subjectId,
          status: orderChanges.status,
        })
        .from(orderChanges)
        .where(and(eq(orderChanges.orderId, orderId), gt(orderChanges.seq, since)))
        .orderBy(asc(orderChanges.seq))
        .limit(limit);
    },

    /** A return's parcel, if the return has one registered. */
    async returnParcel(returnId: string): Promise<ReturnParcelRow | undefined> {
      const [row] = await db
        .select()
        .from(returnParcelTracking)
        .where(eq(returnParcelTracking.returnId, returnId));
      return row;
    },

    async lockReturnParcel(returnId: string): Promise<ReturnParcelRow | undefined> {
      const [row] = await db
        .select()
        .from(returnParcelTracking)
        .where(eq(returnParcelTracking.returnId, returnId))
        .for('update');
      return row;
    },

    /**
     * Registers a return's parcel, or gives it a new number: the parcel is the last number given,
     * so the checkpoints of the one it replaces go with it.
     */
    async registerReturnParcel(parcel: {
      returnId: string;
      orderId: string;
      merchantId: string;
      carrier: string | null;
      carrierCode: string | null;
      trackingNumber: string;
    }): Promise<'registered' | 'renumbered' | 'unchanged'> {
      const current = await this.lockReturnParcel(parcel.returnId);
      if (!current) {
        await db.insert(returnParcelTracking).values(parcel).onConflictDoNothing();
        return 'registered';
      }
      if (current.trackingNumber === parcel.trackingNumber) return 'unchanged';
      await db.delete(trackingEvents).where(eq(trackingEvents.returnId, parcel.returnId));
      await db
        .update(returnParcelTracking)
        .set({
          carrier: parcel.carrier,
          carrierCode: parcel.carrierCode,
          trackingNumber: parcel.trackingNumber,
          status: 'info_received',
          estimatedDeliveryAt: null,
          lastEventAt: null,
          deliveredToldAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(returnParcelTracking.returnId, parcel.returnId));
      return 'renumbered';
    },

    /** Stores a return parcel's checkpoints not seen before; answers the stored ones. */
    async addReturnEvents(events: NewTrackingEvent[]): Promise<TrackingEventRow[]> {
      if (events.length === 0) return [];
      return db
        .insert(trackingEvents)
        .values(events)
        .onConflictDoNothing({ target: [trackingEvents.returnId, trackingEvents.eventKey] })
        .returning();
    },

    async eventsOfReturn(returnId: string): Promise<TrackingEventRow[]> {
      return db
        .select()
        .from(trackingEvents)
        .where(eq(trackingEvents.returnId, returnId))
        .orderBy(asc(trackingEvents.seq));
    },

    async updateReturnParcel(
      returnId: string,
      values: Partial<typeof returnParcelTracking.$inferInsert>,
    ): Promise<void> {
      await db
        .update(returnParcelTracking)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(returnParcelTracking.returnId, returnId));
    },

    /** The return parcels with this number (an aggregator knows numbers, not stores). */
    async returnParcelsByNumber(trackingNumber: string) {
      return db
        .select({
          returnId: returnParcelTracking.returnId,
          orderId: returnParcelTracking.orderId,
          merchantId: returnParcelTracking.merchantId,
        })
        .from(returnParcelTracking)
        .where(eq(returnParcelTracking.trackingNumber, trackingNumber));
    },

    /** Return parcels still on their way back, the longest unasked first (the aggregator poll). */
    async pollableReturnParcels(limit: number) {
      return db
        .select({
          returnId: returnParcelTracking.returnId,
          orderId: returnParcelTracking.orderId,
          merchantId: returnParcelTracking.merchantId,
          trackingNumber: returnParcelTracking.trackingNumber,
          carrierCode: returnParcelTracking.carrierCode,
        })
        .from(returnParcelTracking)
        .where(sql`${returnParcelTracking.status} not in ('delivered', 'expired')`)
        .orderBy(asc(returnParcelTracking.updatedAt))
        .limit(limit);
    },

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

    /** Records a webhook delivery; false when its event id was taken before (a replay). */
    async takeReceipt(provider: string, eventId: string): Promise<boolean> {
      const rows = await db
        .insert(trackingWebhookReceipts)
        .values({ provider, eventId })
        .onConflictDoNothing()
        .returning({ eventId: trackingWebhookReceipts.eventId });
      return rows.length > 0;
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

    /** Marks e-mail kinds as queued for a package. */
    async markNotified(fulfillmentId: string, kinds: readonly string[]): Promise<void> {
      if (kinds.length === 0) return;
      await db
        .update(packageTracking)
        .set({ notified: sql`${packageTracking.notified} || ${JSON.stringify(kinds)}::jsonb` })
        .where(eq(packageTracking.fulfillmentId, fulfillmentId));
    },

    ordersOf: (fulfillmentIds: readonly string[]) => ordersOfPackages(db, fulfillmentIds),
  };
}

export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
