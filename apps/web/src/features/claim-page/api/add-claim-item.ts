import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

/** Adds items (from the same package) to a draft (spec 7 `add-claim-item`). */
export function addClaimItem(input: RequestOf<'add-claim-item'>) {
  return callGateway('add-claim-item', input);
}
