// The merchant API's view of shopper comments (issue 13): a store reads the comments its shoppers
// left on orders and product lines, newest change first; the comment.created and comment.updated
// webhooks (webhook-events.ts) tell it when to read.
import { z } from 'zod';
import { defineApiCall } from '../define-call';
import { MERCHANT_API_ROOT } from '../merchant/api';
import { OrderCommentSchema } from '../orders-hub/calls';
import { IsoDateTimeSchema, text } from '../shared-schemas';

export const MerchantCommentSchema = OrderCommentSchema.omit({ editable: true })
  .extend({
    orderName: z.string(),
    itemTitle: z.string().nullable().meta({ description: "The product line's title; null on the order." }),
    authorEmail: z.string(),
  })
  .meta({ id: 'MerchantComment' });

export const merchantListComments = defineApiCall({
  surface: 'merchant',
  auth: 'merchant',
  name: 'merchant-list-comments',
  method: 'GET',
  path: `${MERCHANT_API_ROOT}/comments`,
  summary:
    "The shoppers' comments on the store's orders and product lines, most recently changed first; optionally of one order, or changed since a time.",
  request: z.strictObject({
    orderName: text().trim().min(1).max(64).optional().meta({ description: 'Only this order (e.g. #1001).' }),
    since: IsoDateTimeSchema.optional().meta({
      description: 'Only comments created or changed after this time.',
    }),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: z.object({ comments: z.array(MerchantCommentSchema) }).meta({ id: 'MerchantCommentList' }),
});
