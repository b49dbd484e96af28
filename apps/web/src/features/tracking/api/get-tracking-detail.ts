import type { ResponseOf } from '@rc/contract/call-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway, firstAnswerData } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

export type TrackingDetail = ResponseOf<'user/get-tracking-detail'>;

/** A package of the order, or a return's parcel on its way back. */
export type TrackingParcel = { fulfillmentId: string } | { returnId: string };

/** How often the page asks again when live updates cannot reach it. */
export const TRACKING_POLL_MS = 30_000;

export async function getTrackingDetail(parcel: TrackingParcel) {
  const result = await callGateway('user/get-tracking-detail', parcel);
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

/** The query key of a parcel's tracking (a return's parcel apart from the packages). */
export function trackingDetailKey(parcel: TrackingParcel) {
  return 'returnId' in parcel
    ? (['tracking-detail', 'return', parcel.returnId] as const)
    : (['tracking-detail', parcel.fulfillmentId] as const);
}

export const trackingDetailQuery = (parcel: TrackingParcel) =>
  queryOptions({
    queryKey: trackingDetailKey(parcel),
    queryFn: () => getTrackingDetail(parcel),
  });

/** The parcel's tracking; polled only while live updates are down (`poll`). */
export function useTrackingDetail(parcel: TrackingParcel, poll: boolean) {
  return useQuery({
    ...trackingDetailQuery(parcel),
    // The page may have come with the package (decision 026): then the first render shows it.
    initialData: () => firstAnswerData('user/get-tracking-detail', parcel),
    refetchInterval: poll ? TRACKING_POLL_MS : false,
  });
}
