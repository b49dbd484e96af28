import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

/** Appeals a refused claim once, with a note and new evidence. Never throws. */
export function appealClaim(input: RequestOf<'appeal-claim'>) {
  return callGateway('appeal-claim', input);
}
