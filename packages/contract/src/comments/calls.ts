// Order and product comments (issue 13): the shopper leaves and edits a comment on an order of the
// hub, or on one of its product lines; the merchant reads them through the merchant API and the
// comment.created / comment.updated webhooks. The shopper's language (Accept-Language) is kept.
import { z } from 'zod';
import { defineCall } from '../define-call';
import { OrderCommentSchema } from '../orders-hub/calls';
import { text } from '../shared-schemas';

/** Longest comment, in characters. */
export const COMMENT_MAX_LENGTH = 1000;
/** Most comments one order takes (on the order and its lines together). */
export const COMMENTS_PER_ORDER_MAX = 20;

const CommentBodySchema = text()
  .trim()
  .min(1)
  .max(COMMENT_MAX_LENGTH)
  .meta({ description: `1 to ${COMMENT_MAX_LENGTH} characters, trimmed.` });

const RequestIdSchema = text()
  .min(8)
  .max(100)
  .regex(/^[\w-]+$/)
  .meta({ description: 'Idempotency key: the same requestId again returns the first comment.' });

const errors = [100008, 100009, 100015, 100030] as const;

export const addOrderComment = defineCall('add-order-comment', {
  summary: `Leaves a comment on an order the session sees (at most ${COMMENTS_PER_ORDER_MAX} per order: 100030).`,
  request: z.strictObject({ orderId: z.uuid(), body: CommentBodySchema, requestId: RequestIdSchema }),
  response: OrderCommentSchema,
  errors,
});

export const updateOrderComment = defineCall('update-order-comment', {
  summary: "Changes the text of the shopper's own comment on an order.",
  request: z.strictObject({ commentId: z.uuid(), body: CommentBodySchema }),
  response: OrderCommentSchema,
  errors: [100008, 100009],
});

export const addOrderProductComment = defineCall('add-order-product-comment', {
  summary: 'Leaves a comment on a product line of an order the session sees.',
  request: z.strictObject({
    orderId: z.uuid(),
    itemId: z.uuid(),
    body: CommentBodySchema,
    requestId: RequestIdSchema,
  }),
  response: OrderCommentSchema,
  errors,
});

export const updateOrderProductComment = defineCall('update-order-product-comment', {
  summary: "Changes the text of the shopper's own comment on a product line.",
  request: z.strictObject({ commentId: z.uuid(), body: CommentBodySchema }),
  response: OrderCommentSchema,
  errors: [100008, 100009],
});
