import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

export type TrackingRequest = RequestOf<'user/save-return-shipping-tracking-info'>;

/**
 * Adds the carrier's tracking number of the parcel (ship it yourself). The redesigned interface
 * (version 5) names the call add-return-tracking; both answer the return as it now is.
 */
export function saveReturnShippingTrackingInfo(body: TrackingRequest, version: '4' | '5' | null) {
  return version === '5'
    ? callGateway('add-return-tracking', body)
    : callGateway('user/save-return-shipping-tracking-info', body);
}
