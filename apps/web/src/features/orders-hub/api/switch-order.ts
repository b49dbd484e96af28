import { callGateway } from '../../../lib/gateway';

/** Makes another order of the hub the one the session acts on (decision 030). */
export function switchOrder(orderId: string) {
  return callGateway('user/switch-order', { orderId });
}
