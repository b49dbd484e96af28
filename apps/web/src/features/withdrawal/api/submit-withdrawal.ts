import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

/** The 'confirm withdrawal' step; the same requestId again answers the withdrawal it recorded. */
export function submitWithdrawal(input: RequestOf<'user/submit-withdrawal'>) {
  return callGateway('user/submit-withdrawal', input);
}
