import { callGateway } from '../lib/gateway';

/**
 * The signed-in order's policies whatever their state (spec 7 `query-related-policy`): what the
 * close icon reloads (spec 2 "Page frames"). Unlike the sign-in's check, an expired or canceled
 * protection is not a failure here: the shopper is already in and going home.
 */
export function queryRelatedPolicy(input: { channel?: string | null; orderNumber?: string; email?: string }) {
  return callGateway('query-related-policy', input);
}
