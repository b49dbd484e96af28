import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

/** Changes how (and to which account) the claim is paid out. Never throws. */
export function editPaymentMethod(input: RequestOf<'edit-payment-method'>) {
  return callGateway('edit-payment-method', input);
}
