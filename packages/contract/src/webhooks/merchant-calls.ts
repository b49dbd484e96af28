// The merchant API's webhook endpoints (issue 15, decision 027): register where events go and
// which, rotate the signing secret, read the delivery log, replay a message, send a test.
import { z } from 'zod';
import { defineApiCall } from '../define-call';
import { MERCHANT_API_ROOT } from '../merchant/api';
import { IsoDateTimeSchema, storableText, text } from '../shared-schemas';
import { isWebhookEventType, WEBHOOK_EVENT_TYPES } from './events';

const merchantCall = { surface: 'merchant', auth: 'merchant' } as const;
const ROOT = `${MERCHANT_API_ROOT}/webhooks`;

const EndpointUrlSchema = z
  .url({ protocol: /^https?$/ })
  .check(storableText)
  .max(2048)
  .meta({
    description:
      'Where events are POSTed. https in production; private and loopback addresses are refused there.',
  });

const EventTypesSchema = z
  .array(text().refine(isWebhookEventType, `must be one of: ${WEBHOOK_EVENT_TYPES.join(', ')}`))
  .max(WEBHOOK_EVENT_TYPES.length)
  .meta({ description: 'The event types to send; empty: every type.' });

const endpointParams = z.strictObject({ endpoint: z.uuid().meta({ description: "The endpoint's id." }) });

export const WebhookEndpointSchema = z
  .object({
    endpointId: z.uuid(),
    url: z.string(),
    description: z.string().nullable(),
    eventTypes: z.array(z.string()),
    enabled: z.boolean(),
    disabledReason: z
      .string()
      .nullable()
      .meta({ description: 'Why the portal disabled it (failures, HTTP 410).' }),
    failingSince: IsoDateTimeSchema.nullable().meta({ description: 'First failure of the current streak.' }),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'WebhookEndpoint' });

const SecretSchema = z
  .string()
  .meta({ description: 'The signing secret (whsec_…), for Standard Webhooks libraries.' });

export const merchantCreateWebhookEndpoint = defineApiCall({
  ...merchantCall,
  name: 'merchant-create-webhook-endpoint',
  method: 'POST',
  path: `${ROOT}/endpoints`,
  summary: 'Registers an endpoint for the store’s events. Answers it with its signing secret.',
  request: z.strictObject({
    url: EndpointUrlSchema,
    eventTypes: EventTypesSchema.default([]),
    description: text().trim().max(200).nullish(),
  }),
  response: WebhookEndpointSchema.extend({ secret: SecretSchema }),
  statuses: { 201: 'Created.' },
  errors: [100002],
});

export const merchantListWebhookEndpoints = defineApiCall({
  ...merchantCall,
  name: 'merchant-list-webhook-endpoints',
  method: 'GET',
  path: `${ROOT}/endpoints`,
  summary: "The store's endpoints (without their secrets).",
  request: z.strictObject({}),
  response: z.object({ endpoints: z.array(WebhookEndpointSchema) }),
});

export const merchantUpdateWebhookEndpoint = defineApiCall({
  ...merchantCall,
  name: 'merchant-update-webhook-endpoint',
  method: 'PATCH',
  path: `${ROOT}/endpoints/:endpoint`,
  summary:
    'Changes the address, the event types or the description, or enables or disables the endpoint (enabling it starts a new streak and sends what waits).',
  params: endpointParams,
  request: z.strictObject({
    url: EndpointUrlSchema.optional(),
    eventTypes: EventTypesSchema.optional(),
    description: text().trim().max(200).nullish(),
    enabled: z.boolean().optional(),
  }),
  response: WebhookEndpointSchema,
  errors: [100002, 100009],
});

export const merchantDeleteWebhookEndpoint = defineApiCall({
  ...merchantCall,
  name: 'merchant-delete-webhook-endpoint',
  method: 'DELETE',
  path: `${ROOT}/endpoints/:endpoint`,
  summary: 'Removes the endpoint and its delivery log.',
  params: endpointParams,
  request: z.strictObject({}),
  response: z.object({ deleted: z.literal(true) }),
  errors: [100009],
});

export const merchantRotateWebhookSecret = defineApiCall({
  ...merchantCall,
  name: 'merchant-rotate-webhook-secret',
  method: 'POST',
  path: `${ROOT}/endpoints/:endpoint/rotate-secret`,
  summary:
    'Gives the endpoint a new secret; the old one keeps signing beside it for the overlap (24 hours by default), so a receiver can switch without losing an event.',
  params: endpointParams,
  request: z.strictObject({ overlapHours: z.number().int().min(0).max(168).default(24) }),
  response: z.object({ secret: SecretSchema, previousSecretExpiresAt: IsoDateTimeSchema }),
  errors: [100009],
});

export const WebhookDeliverySchema = z
  .object({
    deliveryId: z.uuid(),
    messageId: z.string(),
    eventType: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.number().int(),
    lastStatus: z
      .number()
      .int()
      .nullable()
      .meta({ description: "The endpoint's last HTTP status; null: no answer." }),
    lastError: z.string().nullable(),
    lastAttemptAt: IsoDateTimeSchema.nullable(),
    nextAttemptAt: IsoDateTimeSchema.nullable(),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'WebhookDelivery' });

export const merchantListWebhookDeliveries = defineApiCall({
  ...merchantCall,
  name: 'merchant-list-webhook-deliveries',
  method: 'GET',
  path: `${ROOT}/endpoints/:endpoint/deliveries`,
  summary: "The endpoint's delivery log, newest first.",
  params: endpointParams,
  request: z.strictObject({
    status: z.enum(['pending', 'succeeded', 'failed']).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: z.object({ deliveries: z.array(WebhookDeliverySchema) }),
  errors: [100009],
});

export const merchantReplayWebhookMessage = defineApiCall({
  ...merchantCall,
  name: 'merchant-replay-webhook-message',
  method: 'POST',
  path: `${ROOT}/messages/:message/replay`,
  summary:
    'Sends a message again (same id, new signature and timestamp) to one endpoint or to every endpoint it went to.',
  params: z.strictObject({ message: text().max(64).meta({ description: "The message's id (webhook-id)." }) }),
  request: z.strictObject({ endpointId: z.uuid().optional() }),
  response: z.object({ requeued: z.number().int() }),
  errors: [100009],
});

export const merchantTestWebhookEndpoint = defineApiCall({
  ...merchantCall,
  name: 'merchant-test-webhook-endpoint',
  method: 'POST',
  path: `${ROOT}/endpoints/:endpoint/test`,
  summary: 'Sends the endpoint a webhook.test event.',
  params: endpointParams,
  request: z.strictObject({}),
  response: z.object({ messageId: z.string() }),
  errors: [100009],
});
