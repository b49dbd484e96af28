// The merchant's endpoints (merchant API `/api/merchant/v1/webhooks/…` and the merchant command):
// create (a public https target in production), list, change (enabling one sends what waited),
// delete, rotate the secret with an overlap, the delivery log, a replay, a test event.
import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { AppError } from '../../../lib/app-error';
import { createWebhooksRepository, type EndpointRow } from '../repository';
import { addressesOf, isPublicAddress } from '../sender';
import { notFound, passNow, type WebhooksContext } from '../webhooks-context';
import { newMessageId } from './publish-event';

function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

function badTarget(problem: string): AppError {
  return new AppError(ERROR_CODES.INVALID_INPUT, {
    httpStatus: 400,
    data: { fields: [{ path: 'url', problem }] },
  });
}

export function endpointView(row: EndpointRow) {
  return {
    endpointId: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Refuses a target the portal must not call (production: https and public addresses only). */
async function checkTarget(ctx: WebhooksContext, url: string): Promise<void> {
  if (ctx.settings.privateTargets) return;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') throw badTarget('must be an https address');
  let addresses: string[];
  try {
    addresses = await addressesOf(parsed.hostname);
  } catch {
    throw badTarget('the host name does not resolve');
  }
  if (!addresses.length || addresses.some((address) => !isPublicAddress(address))) {
    throw badTarget('must be a public address (not loopback, private or link-local)');
  }
}

async function ownEndpoint(
  ctx: WebhooksContext,
  merchantId: string,
  endpointId: string,
): Promise<EndpointRow> {
  const endpoint = await ctx.repository.findEndpoint(merchantId, endpointId);
  if (!endpoint) throw notFound();
  return endpoint;
}

export async function create(
  ctx: WebhooksContext,
  merchantId: string,
  input: { url: string; eventTypes: string[]; description?: string | null },
) {
  await checkTarget(ctx, input.url);
  const row = await ctx.repository.insertEndpoint({
    merchantId,
    url: input.url,
    eventTypes: [...new Set(input.eventTypes)],
    description: input.description ?? null,
    secret: newSecret(),
  });
  return { ...endpointView(row), secret: row.secret };
}

export async function list(ctx: WebhooksContext, merchantId: string) {
  return { endpoints: (await ctx.repository.listEndpoints(merchantId)).map(endpointView) };
}

export async function update(
  ctx: WebhooksContext,
  merchantId: string,
  endpointId: string,
  input: { url?: string; eventTypes?: string[]; description?: string | null; enabled?: boolean },
) {
  const endpoint = await ownEndpoint(ctx, merchantId, endpointId);
  if (input.url !== undefined) await checkTarget(ctx, input.url);
  const enabling = input.enabled === true && !endpoint.enabled;
  const row = await ctx.repository.updateEndpoint(endpoint.id, {
    ...(input.url !== undefined ? { url: input.url } : {}),
    ...(input.eventTypes !== undefined ? { eventTypes: [...new Set(input.eventTypes)] } : {}),
    ...(input.description !== undefined ? { description: input.description ?? null } : {}),
    ...(input.enabled !== undefined
      ? { enabled: input.enabled, disabledReason: input.enabled ? null : 'disabled by the merchant' }
      : {}),
    ...(enabling ? { failingSince: null } : {}),
  });
  if (!row) throw notFound();
  if (enabling) {
    await ctx.db.transaction(async (tx) => {
      await createWebhooksRepository(tx).resumeEndpoint(endpoint.id);
      await passNow(ctx, tx, { endpointId: endpoint.id });
    });
  }
  return endpointView(row);
}

export async function remove(ctx: WebhooksContext, merchantId: string, endpointId: string) {
  if (!(await ctx.repository.deleteEndpoint(merchantId, endpointId))) throw notFound();
  return { deleted: true as const };
}

export async function rotateSecret(
  ctx: WebhooksContext,
  merchantId: string,
  endpointId: string,
  overlapHours: number,
) {
  const endpoint = await ownEndpoint(ctx, merchantId, endpointId);
  const previousSecretExpiresAt = new Date(Date.now() + overlapHours * 3_600_000);
  const secret = newSecret();
  await ctx.repository.updateEndpoint(endpoint.id, {
    secret,
    previousSecret: endpoint.secret,
    previousSecretExpiresAt,
  });
  return { secret, previousSecretExpiresAt: previousSecretExpiresAt.toISOString() };
}

export async function deliveries(
  ctx: WebhooksContext,
  merchantId: string,
  endpointId: string,
  options: { status?: 'pending' | 'succeeded' | 'failed'; limit: number },
) {
  const endpoint = await ownEndpoint(ctx, merchantId, endpointId);
  const rows = await ctx.repository.listDeliveries(endpoint.id, options);
  return {
    deliveries: rows.map(({ delivery, eventType }) => ({
      deliveryId: delivery.id,
      messageId: delivery.messageId,
      eventType,
      status: delivery.status,
      attempts: delivery.attempts,
      lastStatus: delivery.lastStatus,
      lastError: delivery.lastError,
      lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
      nextAttemptAt: delivery.status === 'pending' ? (delivery.nextAttemptAt?.toISOString() ?? null) : null,
      createdAt: delivery.createdAt.toISOString(),
    })),
  };
}

export async function replay(
  ctx: WebhooksContext,
  merchantId: string,
  messageId: string,
  endpointId?: string,
) {
  if (endpointId) await ownEndpoint(ctx, merchantId, endpointId);
  const requeued = await ctx.db.transaction(async (tx) => {
    const count = await createWebhooksRepository(tx).requeue(merchantId, messageId, endpointId);
    if (count) await passNow(ctx, tx, { messageId });
    return count;
  });
  if (!requeued) throw notFound();
  return { requeued };
}

export async function test(ctx: WebhooksContext, merchantId: string, endpointId: string) {
  const endpoint = await ownEndpoint(ctx, merchantId, endpointId);
  const id = newMessageId();
  await ctx.db.transaction(async (tx) => {
    await createWebhooksRepository(tx).enqueueTo(
      {
        id,
        merchantId,
        eventType: 'webhook.test',
        payload: {
          type: 'webhook.test',
          timestamp: new Date().toISOString(),
          data: { endpointId: endpoint.id, message: 'A test event from Resolution Center.' },
        },
      },
      endpoint.id,
    );
    await passNow(ctx, tx, { messageId: id });
  });
  return { messageId: id };
}
