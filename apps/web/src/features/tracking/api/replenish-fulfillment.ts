import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

/** Adds the carrier and tracking number of a package the store gave none for (spec 7 `replenish-fulfillment`). */
export function replenishFulfillment(input: RequestOf<'replenish-fulfillment'>) {
  return callGateway('replenish-fulfillment', input);
}
