import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

export type SubmitReturnRequest = RequestOf<'user/submit-order-return'>;

/**
 * Opens the return, once per requestId: the same request id again answers the return it opened. The
 * redesigned interface (version 5) names the call submit-return-process; both are the same.
 */
export function submitOrderReturn(body: SubmitReturnRequest, version: '4' | '5' | null) {
  return version === '5'
    ? callGateway('submit-return-process', body)
    : callGateway('user/submit-order-return', body);
}
