// The delay sweep (maintenance): packages still on their way whose estimate or last scan is old
// enough are told delayed once each: the shopper's e-mail (where the store sends it) and the
// merchant's `tracking.delayed` webhook, in one transaction per package.
import { delayOf } from '@rc/domain/tracking-delay';
import { isTrackingStatus, type TrackingStatus } from '@rc/domain/tracking-status';
import { createTrackingRepository } from '../repository';
import { settingsOf, tell } from '../steps';
import type { TrackingContext } from '../tracking-context';

/** Finds packages that became delayed and queues their e-mail (once each); how many were queued. */
export async function sweepDelays(ctx: TrackingContext): Promise<number> {
  const now = ctx.clock();
  let queued = 0;
  for (const row of await ctx.repository.openPackages()) {
    if (!isTrackingStatus(row.status)) continue;
    const settings = await settingsOf(ctx, row.merchantId);
    const delay = delayOf(
      {
        status: row.status as TrackingStatus,
        estimatedDeliveryAt: row.estimatedDeliveryAt?.toISOString() ?? null,
        lastScanAt: row.lastEventAt?.toISOString() ?? null,
      },
      now,
      settings,
    );
    if (!delay.delayed) continue;
    const sent = await ctx.db.transaction(async (tx) => {
      const emailed = await ctx.emails.queue(tx, row.fulfillmentId, row.merchantId, 'delayed');
      // Told once per package whether or not the store e-mails it: marked so the sweep moves on.
      if (!emailed) await createTrackingRepository(tx).markNotified(row.fulfillmentId, ['delayed']);
      await tell(ctx, tx, {
        event: 'delayed',
        merchantId: row.merchantId,
        orderId: row.orderId,
        fulfillmentId: row.fulfillmentId,
        trackingNumber: row.trackingNumber,
        status: row.status as TrackingStatus,
        previousStatus: row.status as TrackingStatus,
      });
      return emailed;
    });
    if (sent) queued += 1;
  }
  if (queued > 0) ctx.emails.nudge();
  return queued;
}
