import type { ResponseOf } from '@rc/contract/call-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway, firstAnswerData } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

export type TrackingDetail = ResponseOf<'user/get-tracking-detail'>;

/** How often the page asks again when live updates cannot reach it. */
export const TRACKING_POLL_MS = 30_000;

export async function getTrackingDetail(fulfillmentId: string) {
  const result = await callGateway('user/get-tracking-detail', { fulfillmentId });
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

export const trackingDetailQuery = (fulfillmentId: string) =>
  queryOptions({
    queryKey: ['tracking-detail', fulfillmentId],
    queryFn: () => getTrackingDetail(fulfillmentId),
  });

/** The package's tracking; polled only while live updates are down (`poll`). */
export function useTrackingDetail(fulfillmentId: string, poll: boolean) {
  return useQuery({
    ...trackingDetailQuery(fulfillmentId),
    // The page may have come with the package (decision 026): then the first render shows it.
    initialData: () => firstAnswerData('user/get-tracking-detail', { fulfillmentId }),
    refetchInterval: poll ? TRACKING_POLL_MS : false,
  });
}
