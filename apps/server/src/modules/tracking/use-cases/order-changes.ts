// The state owners' listeners (claims, returns, the return label maker): each change of a claim or
// a return becomes a row of the order's change feed (in the change's transaction) that its open
// pages read, and a return's tracking number registers its parcel.
import type { Tx } from '../../../db/client';
import type { ClaimStatusChange } from '../../claim-state';
import type { ReturnChange } from '../../return-state';
import { createTrackingRepository } from '../repository';
import { type ReturnParcel, registerReturnParcel } from '../return-parcels';
import type { TrackingContext } from '../tracking-context';

/**
 * The return's state owner's listener: the shopper's tracking number registers the return's
 * parcel, and every event of a return reaches the order's open pages.
 */
export async function returnEventRecorded(ctx: TrackingContext, tx: Tx, change: ReturnChange): Promise<void> {
  if (change.event.type === 'tracking_added') {
    await registerReturnParcel(tx, {
      returnId: change.returnId,
      orderId: change.orderId,
      merchantId: change.merchantId,
      carrier: change.event.carrier,
      trackingNumber: change.event.trackingNumber,
    });
  }
  await createTrackingRepository(tx).addChange({
    orderId: change.orderId,
    kind: 'return',
    subjectId: change.returnId,
    status: change.event.type === 'status_changed' ? change.event.to : change.event.type,
  });
  ctx.live.publishSoon(change.orderId);
}

/** A return's label was made: its number is the parcel's (in the label's transaction). */
export async function labelRecorded(tx: Tx, parcel: ReturnParcel): Promise<void> {
  await registerReturnParcel(tx, parcel);
}

/** The claim's state owner's listener: a claim's new status reaches the order's open pages. */
export async function claimStatusChanged(
  ctx: TrackingContext,
  tx: Tx,
  change: ClaimStatusChange,
): Promise<void> {
  await createTrackingRepository(tx).addChange({
    orderId: change.orderId,
    kind: 'claim',
    subjectId: change.claimId,
    status: change.status,
  });
  ctx.live.publishSoon(change.orderId);
}
