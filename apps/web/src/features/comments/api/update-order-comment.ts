import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

/** `update-order-comment` (issue 13): the comment as the server keeps it, in the shopper's language. */
export function updateOrderComment(input: RequestOf<'update-order-comment'>) {
  return callGateway('update-order-comment', input);
}
