import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

/** Opens (or answers) the checkout of what is still owed on a return; never charges twice. */
export function payReturnBalance(body: RequestOf<'user/pay-return-balance'>) {
  return callGateway('user/pay-return-balance', body);
}
