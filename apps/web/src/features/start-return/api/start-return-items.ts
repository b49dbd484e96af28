import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

/** Checks the chosen items and quantities; answers the reasons, resolutions and variants of each. */
export function startReturnItems(input: RequestOf<'start-return-items'>) {
  return callGateway('start-return-items', input);
}
