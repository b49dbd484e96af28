import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

/** Adds evidence (and a note) while the claim is under review or action is required. Never throws. */
export function editClaimMaterial(input: RequestOf<'edit-claim-material'>) {
  return callGateway('edit-claim-material', input);
}
