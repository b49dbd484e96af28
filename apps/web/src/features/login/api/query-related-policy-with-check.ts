import { callGateway } from '../../../lib/gateway';

/** The signed-in order's policies, checked (expired, canceled, nothing covered answer with codes). */
export function queryRelatedPolicyWithCheck(input: { orderNumber?: string; email?: string } = {}) {
  return callGateway('query-related-policy-with-check', input);
}
