import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

/** Pays an approved claim out (a virtual Visa gift card by default); idempotent by `requestId`. Never throws. */
export function rcCashWithdraw(input: RequestOf<'rc-cash-withdraw'>) {
  return callGateway('rc-cash-withdraw', input);
}
