import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

/**
 * Submits the claim; `requestId` makes a repeat return the first answer (no second claim). Returns
 * the gateway's result (never throws), so the screen can show the server's message.
 */
export function submitClaim(input: RequestOf<'submit-claim'>) {
  return callGateway('submit-claim', input);
}
