// Live tracking updates for one parcel, over the order's event stream (lib/live-updates): a change
// of this package or return parcel refreshes it; where the stream cannot run, the page polls.

import { useQueryClient } from '@tanstack/react-query';
import { type LiveChange, useLiveUpdates } from '../../../lib/live-updates';
import { type TrackingParcel, trackingDetailKey } from './get-tracking-detail';

/** True when the change is this parcel's. */
export function isChangeOf(parcel: TrackingParcel, change: LiveChange): boolean {
  if (change.type !== 'tracking') return false;
  return 'returnId' in parcel
    ? change.returnId === parcel.returnId
    : change.fulfillmentId === parcel.fulfillmentId;
}

/** Opens the stream while mounted; answers true while live updates are up. */
export function useTrackingStream(parcel: TrackingParcel): boolean {
  const client = useQueryClient();
  return useLiveUpdates((change) => {
    if (isChangeOf(parcel, change)) void client.invalidateQueries({ queryKey: trackingDetailKey(parcel) });
  });
}
