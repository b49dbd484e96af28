import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

/** Saves (or updates) a draft; idempotent by `requestId` like submit. Never throws. */
export function saveClaimAsDraft(input: RequestOf<'save-claim-as-draft'>) {
  return callGateway('save-claim-as-draft', input);
}
