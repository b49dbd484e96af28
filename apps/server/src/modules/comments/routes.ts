import { adminListComments } from '@rc/contract/admin/calls';
import {
  addOrderComment,
  addOrderProductComment,
  updateOrderComment,
  updateOrderProductComment,
} from '@rc/contract/comments/calls';
import { merchantListComments } from '@rc/contract/comments/merchant-calls';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../gateway/answer';
import { type Gate, registerCall } from '../../gateway/register-call';
import type { MerchantRow } from '../merchants';
import type { Comments } from './service';

/** The shopper's comment calls and the merchant's list (issue 13). */
export function commentsRoutes(app: FastifyInstance, gate: Gate<MerchantRow>, comments: Comments): void {
  registerCall(app, gate, addOrderComment, ({ session, input, request }) =>
    comments.addOrderComment(session, input, requestLanguage(request)),
  );
  registerCall(app, gate, updateOrderComment, ({ session, input, request }) =>
    comments.updateOrderComment(session, input, requestLanguage(request)),
  );
  registerCall(app, gate, addOrderProductComment, ({ session, input, request }) =>
    comments.addProductComment(session, input, requestLanguage(request)),
  );
  registerCall(app, gate, updateOrderProductComment, ({ session, input, request }) =>
    comments.updateProductComment(session, input, requestLanguage(request)),
  );
  for (const call of [merchantListComments, adminListComments] as const) {
    registerCall(app, gate, call, ({ merchant, input }) => comments.merchantList(merchant.id, input));
  }
}
