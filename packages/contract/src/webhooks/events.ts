// What the portal sends a merchant's webhook endpoints (issue 15, decision 027), Standard Webhooks
// style: the body is `{type, timestamp, data}`; the headers `webhook-id`, `webhook-timestamp` and
// `webhook-signature` (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the endpoint's
// secret; two signatures while a rotated secret still signs). The OpenAPI document lists them
// under `webhooks`.
import type { CLAIM_STATUSES } from '@rc/domain/claim-lifecycle';
import { TRACKING_STATUSES } from '@rc/domain/tracking-status';
import { z } from 'zod';
import { IsoDateTimeSchema } from '../shared-schemas';

/** A claim's statuses as events; the payout's steps are payout events. Drafts are not told. */
const CLAIM_EVENT_OF_STATUS: Readonly<Partial<Record<(typeof CLAIM_STATUSES)[number], string>>> = {
  submitted: 'claim.submitted',
  under_review: 'claim.under_review',
  action_required: 'claim.action_required',
  accepted: 'claim.accepted',
  rejected: 'claim.rejected',
  withdrawn: 'claim.withdrawn',
  expired: 'claim.expired',
  sending_payout: 'payout.sending',
  payout_sent: 'payout.sent',
  payout_failed: 'payout.failed',
};

/** A refused claim the shopper appealed: back to review (issue 15). */
export const CLAIM_APPEALED_EVENT = 'claim.appealed';

/** The event type of a claim that moved to this status; null for a status not told (a draft). */
export function claimEventType(status: string, previousStatus?: string): string | null {
  if (previousStatus === 'rejected' && status === 'under_review') return CLAIM_APPEALED_EVENT;
  return (CLAIM_EVENT_OF_STATUS as Record<string, string | undefined>)[status] ?? null;
}

/** The return events (decision 023): each status as `return.<status>`, and the other steps. */
export const RETURN_EVENT_TYPES = [
  'return.requested',
  'return.to_return',
  'return.return_shipped',
  'return.return_received',
  'return.completed',
  'return.rejected',
  'return.cancelled',
  'return.tracking_added',
  'return.items_received',
  'return.items_kept',
  'return.refund_issued',
  'return.credit_issued',
  'return.exchange_shipped',
  'return.closed',
  'return.balance_paid',
  // The return's parcel was delivered to the store, as its carrier says (issue 12): not yet
  // received, which the merchant records after checking the items.
  'return.parcel_delivered',
] as const;

/** A shopper left or changed a comment on an order or a product line (issue 13). */
export const COMMENT_EVENT_TYPES = ['comment.created', 'comment.updated'] as const;

/**
 * A package moved (issue 12: `tracking.<status>`, from the merchant's checkpoints or the tracking
 * aggregator), or passed its estimate or went silent (`tracking.delayed`, once per package).
 */
export const TRACKING_EVENT_TYPES = [
  ...TRACKING_STATUSES.map((status) => `tracking.${status}`),
  'tracking.delayed',
] as readonly string[];

export const WEBHOOK_EVENT_TYPES = [
  ...Object.values(CLAIM_EVENT_OF_STATUS),
  CLAIM_APPEALED_EVENT,
  'order.personal_data_erased',
  ...RETURN_EVENT_TYPES,
  ...COMMENT_EVENT_TYPES,
  ...TRACKING_EVENT_TYPES,
  'withdrawal.received',
  'conversation.handed_over',
  'webhook.test',
] as readonly string[];

export function isWebhookEventType(type: string): boolean {
  return WEBHOOK_EVENT_TYPES.includes(type);
}

const envelope = <T extends z.ZodType>(type: z.ZodType<string>, data: T) =>
  z.object({
    type,
    timestamp: IsoDateTimeSchema.meta({ description: 'When it happened.' }),
    data,
  });

export const ClaimWebhookSchema = envelope(
  z.string().meta({
    description:
      "claim.* or payout.*, e.g. claim.accepted, payout.sent; claim.appealed when a refused claim goes back to review on the shopper's appeal.",
  }),
  z.object({
    claimId: z.uuid(),
    claimNumber: z.string(),
    orderId: z.uuid(),
    status: z.string().meta({ description: 'The status the claim moved to.' }),
    previousStatus: z.string(),
    actor: z.enum(['shopper', 'merchant', 'system']),
    reason: z.string().nullable(),
  }),
).meta({ id: 'ClaimWebhook', description: 'A claim moved; read it whole with GET /claims/{claim}.' });

export const ReturnWebhookSchema = envelope(
  z.string().meta({ description: 'return.*, e.g. return.return_received, return.refund_issued.' }),
  z.object({
    returnId: z.uuid(),
    orderId: z.uuid(),
    actor: z.string(),
    event: z
      .record(z.string(), z.unknown())
      .meta({ description: "The return's event as recorded (decision 023)." }),
  }),
).meta({ id: 'ReturnWebhook', description: 'A return changed; read it whole with GET /returns/{return}.' });

export const CommentWebhookSchema = envelope(
  z.enum(COMMENT_EVENT_TYPES),
  z.object({
    commentId: z.uuid(),
    orderId: z.uuid(),
    orderName: z.string(),
    itemId: z.uuid().nullable(),
    body: z.string(),
    language: z.string(),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  }),
).meta({
  id: 'CommentWebhook',
  description: 'A shopper left or changed a comment; list them with GET /comments.',
});

export const TrackingWebhookSchema = envelope(
  z.string().meta({
    description: `tracking.<status> (${TRACKING_STATUSES.join(', ')}) when a package moves; tracking.delayed when it passes its estimate or goes silent (once per package).`,
  }),
  z.object({
    orderId: z.uuid(),
    orderName: z.string(),
    fulfillmentId: z.uuid(),
    externalFulfillmentId: z
      .string()
      .meta({ description: "The package's id in the store's order (PUT /orders)." }),
    trackingNumber: z.string().nullable(),
    status: z.enum(TRACKING_STATUSES).meta({ description: "The package's status now." }),
    previousStatus: z
      .enum(TRACKING_STATUSES)
      .nullable()
      .meta({ description: 'Its status before (null before its first checkpoint).' }),
    estimatedDeliveryAt: IsoDateTimeSchema.nullable(),
    lastEventAt: IsoDateTimeSchema.nullable().meta({ description: 'When the carrier last scanned it.' }),
  }),
).meta({
  id: 'TrackingWebhook',
  description: 'A package moved or is late; read its checkpoints with GET /orders/{orderName}/tracking.',
});

export const WithdrawalWebhookSchema = envelope(
  z.literal('withdrawal.received'),
  z.object({
    withdrawalId: z.uuid(),
    orderId: z.uuid(),
    orderName: z.string(),
    partial: z.boolean().meta({ description: 'False: the whole order; true: only the items listed.' }),
    items: z.array(z.object({ orderItemId: z.uuid(), title: z.string(), quantity: z.number().int() })),
    receivedAt: IsoDateTimeSchema.meta({ description: 'When the statement was received.' }),
  }),
).meta({
  id: 'WithdrawalWebhook',
  description:
    'A shopper withdrew from the contract through the withdrawal function (EU Article 11a); the statement is in GET /withdrawals.',
});

export const PersonalDataErasedWebhookSchema = envelope(
  z.literal('order.personal_data_erased'),
  z.object({
    orderId: z.uuid(),
    orderName: z.string(),
    requestId: z.uuid().meta({ description: 'The record of the erasure (GET /data-requests).' }),
    requestedBy: z.string(),
  }),
).meta({
  id: 'PersonalDataErasedWebhook',
  description:
    "The shopper's personal data of an order was erased on request: erase it in the store's own systems too.",
});

export const ConversationWebhookSchema = envelope(
  z.literal('conversation.handed_over'),
  z.object({
    conversationId: z.uuid(),
    orderId: z.uuid(),
    orderName: z.string(),
    language: z.string(),
    expectedReplyBy: IsoDateTimeSchema.meta({ description: 'What the shopper was told to expect.' }),
  }),
).meta({
  id: 'ConversationWebhook',
  description:
    "A shopper asked the assistant for a person; the transcript went to the store's support address by e-mail.",
});

export const TestWebhookSchema = envelope(
  z.literal('webhook.test'),
  z.object({ endpointId: z.uuid(), message: z.string() }),
).meta({ id: 'TestWebhook', description: 'Sent on request, to check an endpoint.' });

/** The `webhooks` of the OpenAPI document: one entry per kind of payload. */
export const WEBHOOK_PAYLOADS = {
  claim: { summary: 'A claim moved or its payout did (claim.*, payout.*).', schema: ClaimWebhookSchema },
  return: { summary: 'A return changed (return.*).', schema: ReturnWebhookSchema },
  comment: { summary: 'A comment was left or changed (comment.*).', schema: CommentWebhookSchema },
  tracking: { summary: 'A package moved or is late (tracking.*).', schema: TrackingWebhookSchema },
  withdrawal: {
    summary: 'A withdrawal from the contract was received (withdrawal.received).',
    schema: WithdrawalWebhookSchema,
  },
  erasure: {
    summary: "A shopper's personal data was erased (order.personal_data_erased).",
    schema: PersonalDataErasedWebhookSchema,
  },
  conversation: {
    summary: 'The assistant handed a conversation over to a person (conversation.handed_over).',
    schema: ConversationWebhookSchema,
  },
  test: { summary: 'A test event (webhook.test).', schema: TestWebhookSchema },
} as const;
