import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

/** `update-order-product-comment` (issue 13): the comment as the server keeps it, in the shopper's language. */
export function updateOrderProductComment(input: RequestOf<'update-order-product-comment'>) {
  return callGateway('update-order-product-comment', input);
}
