// The SQL of a return's parcel on its way back: its row (one per return, the last number given),
// its checkpoints, and the reads of the aggregator's webhook and poll.
import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { NewTrackingEvent, TrackingEventRow } from './package-repository';
import { returnParcelTracking, trackingEvents } from './tables';

export type ReturnParcelRow = typeof returnParcelTracking.$inferSelect;

export function returnParcelSql(db: Queryable) {
  async function lockReturnParcel(returnId: string): Promise<ReturnParcelRow | undefined> {
    const [row] = await db
      .select()
      .from(returnParcelTracking)
      .where(eq(returnParcelTracking.returnId, returnId))
      .for('update');
    return row;
  }

  return {
    lockReturnParcel,

    /** A return's parcel, if the return has one registered. */
    async returnParcel(returnId: string): Promise<ReturnParcelRow | undefined> {
      const [row] = await db
        .select()
        .from(returnParcelTracking)
        .where(eq(returnParcelTracking.returnId, returnId));
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
      const current = await lockReturnParcel(parcel.returnId);
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
  };
}
