// The merchant API's webhook calls and their admin twins (the merchant command's way in).
import {
  adminCreateWebhookEndpoint,
  adminDeleteWebhookEndpoint,
  adminListWebhookDeliveries,
  adminListWebhookEndpoints,
  adminReplayWebhookMessage,
  adminRotateWebhookSecret,
  adminTestWebhookEndpoint,
  adminUpdateWebhookEndpoint,
} from '@rc/contract/admin-calls';
import {
  merchantCreateWebhookEndpoint,
  merchantDeleteWebhookEndpoint,
  merchantListWebhookDeliveries,
  merchantListWebhookEndpoints,
  merchantReplayWebhookMessage,
  merchantRotateWebhookSecret,
  merchantTestWebhookEndpoint,
  merchantUpdateWebhookEndpoint,
} from '@rc/contract/merchant-webhook-calls';
import type { FastifyInstance } from 'fastify';
import { type Gate, registerCall } from '../../gateway/register-call';
import type { MerchantRow } from '../merchants';
import type { Webhooks } from './service';

export function webhooksRoutes(app: FastifyInstance, gate: Gate<MerchantRow>, webhooks: Webhooks): void {
  const { endpoints } = webhooks;
  for (const call of [merchantCreateWebhookEndpoint, adminCreateWebhookEndpoint]) {
    registerCall(app, gate, call, async ({ merchant, input, reply }) => {
      reply.code(201);
      return endpoints.create(merchant.id, input);
    });
  }
  for (const call of [merchantListWebhookEndpoints, adminListWebhookEndpoints]) {
    registerCall(app, gate, call, ({ merchant }) => endpoints.list(merchant.id));
  }
  for (const call of [merchantUpdateWebhookEndpoint, adminUpdateWebhookEndpoint]) {
    registerCall(app, gate, call, ({ merchant, params, input }) =>
      endpoints.update(merchant.id, params.endpoint, input),
    );
  }
  for (const call of [merchantDeleteWebhookEndpoint, adminDeleteWebhookEndpoint]) {
    registerCall(app, gate, call, ({ merchant, params }) => endpoints.remove(merchant.id, params.endpoint));
  }
  for (const call of [merchantRotateWebhookSecret, adminRotateWebhookSecret]) {
    registerCall(app, gate, call, ({ merchant, params, input }) =>
      endpoints.rotateSecret(merchant.id, params.endpoint, input.overlapHours),
    );
  }
  for (const call of [merchantListWebhookDeliveries, adminListWebhookDeliveries]) {
    registerCall(app, gate, call, ({ merchant, params, input }) =>
      endpoints.deliveries(merchant.id, params.endpoint, input),
    );
  }
  for (const call of [merchantReplayWebhookMessage, adminReplayWebhookMessage]) {
    registerCall(app, gate, call, ({ merchant, params, input }) =>
      endpoints.replay(merchant.id, params.message, input.endpointId),
    );
  }
  for (const call of [merchantTestWebhookEndpoint, adminTestWebhookEndpoint]) {
    registerCall(app, gate, call, ({ merchant, params }) => endpoints.test(merchant.id, params.endpoint));
  }
}
