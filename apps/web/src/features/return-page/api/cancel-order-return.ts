import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

/** The shopper cancels an open return before it is sent; answers the return as it now is. */
export function cancelOrderReturn(body: RequestOf<'user/cancel-order-return'>) {
  return callGateway('user/cancel-order-return', body);
}
