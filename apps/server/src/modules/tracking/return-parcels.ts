// A return's parcel on its way back to the store (issue 12): registered when the shopper gives a
// tracking number or the label is made, shown like a package (carrier, number, status, estimate,
// timeline), and moved by the carrier's checkpoints like a package is.
import type { TrackingDetail } from '@rc/contract/calls/tracking';
import { type DelaySettings, delayOf } from '@rc/domain/tracking-delay';
import {
  isTrackingStatus,
  type PackageStatus,
  packageStatusOf,
  type TrackingStatus,
} from '@rc/domain/tracking-status';
import { carrierCodeOf, carrierName, detectCarrier } from '../../adapters/tracking/carrier-detection';
import type { Queryable } from '../../db/client';
import { checkpointsView } from './package-view';
import { createTrackingRepository, type ReturnParcelRow, type TrackingEventRow } from './repository';

/** A parcel the returns module hands over: the shopper's number or the label's. */
export interface ReturnParcel {
  returnId: string;
  orderId: string;
  merchantId: string;
  carrier: string | null;
  trackingNumber: string;
}

/** Registers a return's parcel (or its new number) in the caller's transaction. */
export async function registerReturnParcel(db: Queryable, parcel: ReturnParcel) {
  const trackingNumber = parcel.trackingNumber.trim();
  return createTrackingRepository(db).registerReturnParcel({
    ...parcel,
    trackingNumber,
    carrier: parcel.carrier?.trim() || null,
    carrierCode: detectCarrier(trackingNumber)?.code ?? null,
  });
}

/** A carrier scan past "label created": the parcel is on its way (a return moves to return_shipped). */
export function parcelMoving(status: TrackingStatus | null): boolean {
  return status !== null && status !== 'info_received' && status !== 'expired';
}

function carrierOfParcel(row: ReturnParcelRow) {
  const detected = detectCarrier(row.trackingNumber);
  const code = row.carrierCode ?? detected?.code ?? (row.carrier ? carrierCodeOf(row.carrier) : null);
  if (!code) return null;
  return {
    code,
    name: row.carrier && carrierCodeOf(row.carrier) === code ? row.carrier : carrierName(code),
    trackingUrl: detected && detected.code === code ? detected.trackingUrl : null,
  };
}

/** A return's parcel as `user/get-tracking-detail` shows it (no delay claim: it is the shopper's parcel to the store). */
export function returnParcelDetail(
  row: ReturnParcelRow,
  events: readonly TrackingEventRow[],
  cursor: number,
  settings: DelaySettings,
  now: Date,
): TrackingDetail {
  const status: TrackingStatus =
    row.lastEventAt && isTrackingStatus(row.status) ? row.status : 'info_received';
  const packageStatus: PackageStatus = row.lastEventAt ? packageStatusOf(status) : 'pre_transit';
  const delay = delayOf(
    {
      status,
      estimatedDeliveryAt: row.estimatedDeliveryAt?.toISOString() ?? null,
      lastScanAt: row.lastEventAt?.toISOString() ?? null,
    },
    now,
    settings,
  );
  return {
    fulfillmentId: null,
    returnId: row.returnId,
    status,
    packageStatus,
    carrier: carrierOfParcel(row),
    trackingNumber: row.trackingNumber,
    estimatedDeliveryAt: row.estimatedDeliveryAt?.toISOString() ?? null,
    destinationTimeZone: row.destinationTimeZone,
    lastEventAt: row.lastEventAt?.toISOString() ?? null,
    delay: delay.delayed
      ? { delayed: true, reason: delay.reason, days: delay.days, claimable: false }
      : { delayed: false, reason: null, days: null, claimable: false },
    items: [],
    checkpoints: checkpointsView(events),
    cursor,
  };
}
