import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

/** The decision for the whole request (approved at once, reviewed, or refused with its problems). */
export function getOrderReturnApplyDecision(body: RequestOf<'user/get-order-return-apply-decision'>) {
  return callGateway('user/get-order-return-apply-decision', body);
}
