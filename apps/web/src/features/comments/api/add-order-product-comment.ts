import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

/** `add-order-product-comment` (issue 13): the comment as the server keeps it, in the shopper's language. */
export function addOrderProductComment(input: RequestOf<'add-order-product-comment'>) {
  return callGateway('add-order-product-comment', input);
}
