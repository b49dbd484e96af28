import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

/** `add-order-comment` (issue 13): the comment as the server keeps it, in the shopper's language. */
export function addOrderComment(input: RequestOf<'add-order-comment'>) {
  return callGateway('add-order-comment', input);
}
