// Webhooks out (issue 15, decision 027): the merchant's endpoints, the events written with the
// change they tell, and the worker that delivers them signed, retried for about three days.
import { randomBytes, randomUUID } from 'node:crypto';
import { claimEventType } from '@rc/contract/webhook-events';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/unavailable';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { scrubLogText } from '../../lib/log-options';
import type { ClaimStatusChange } from '../claim-state';
import type { ReturnChange } from '../return-state';
import type { TrackingChange } from '../tracking';
import { createWebhooksRepository, type DueDelivery, type EndpointRow } from './repository';
import { addressesOf, isPublicAddress, sendWebhook } from './sender';

export const ENDPOINT_DISABLED_JOB = 'webhook-endpoint-disabled';
const BATCH = 10;
const LOCK_SECONDS = 120;

export interface WebhookSettings {
  /** Seconds before each retry; a delivery fails for good when they are used up. */
  retrySeconds: readonly number[];
  disableAfterHours: number;
  timeoutSeconds: number;
  /** Private and loopback targets allowed (development and tests). */
  privateTargets: boolean;
  pollMs: number;
}

function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

function newMessageId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

function notFound(): AppError {
  return new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER, { httpStatus: 404 });
}

function badTarget(problem: string): AppError {
  return new AppError(ERROR_CODES.INVALID_INPUT, {
    httpStatus: 400,
    data: { fields: [{ path: 'url', problem }] },
  });
}

/** A retry's wait, varied by up to a fifth either way. */
export function withJitter(seconds: number, random: () => number = Math.random): number {
  return Math.max(0, Math.round(seconds * (0.8 + 0.4 * random())));
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

export function createWebhooks(deps: {
  db: Db;
  jobs: JobQueue;
  settings: WebhookSettings;
  log: FastifyBaseLogger;
  /** The merchant's address for operational notices (its support e-mail), if it has one. */
  noticeAddress: (merchantId: string) => Promise<{ email: string | null; name: string } | null>;
  sendNotice: (message: { to: string; subject: string; text: string; key: string }) => Promise<void>;
}) {
  const { db, settings, log } = deps;
  const repository = createWebhooksRepository(db);

  /** Refuses a target the portal must not call (production: https and public addresses only). */
  async function checkTarget(url: string): Promise<void> {
    if (settings.privateTargets) return;
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

  async function ownEndpoint(merchantId: string, endpointId: string): Promise<EndpointRow> {
    const endpoint = await repository.findEndpoint(merchantId, endpointId);
    if (!endpoint) throw notFound();
    return endpoint;
  }

  /** The secrets signing now: the current one, and the previous one while its overlap lasts. */
  function signingSecrets(endpoint: EndpointRow, now = new Date()): string[] {
    const overlap =
      endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now;
    return overlap && endpoint.previousSecret
      ? [endpoint.secret, endpoint.previousSecret]
      : [endpoint.secret];
  }

  /** Writes an event for the merchant in the caller's transaction (nothing when no endpoint takes it). */
  async function publish(tx: Tx, merchantId: string, type: string, data: Record<string, unknown>) {
    const made = await createWebhooksRepository(tx).enqueue({
      id: newMessageId(),
      merchantId,
      eventType: type,
      payload: { type, timestamp: new Date().toISOString(), data },
    });
    if (made) wake();
  }

  async function disable(endpoint: EndpointRow, reason: string) {
    if (!(await repository.disableEndpoint(endpoint.id, reason))) return;
    log.warn(
      { endpointId: endpoint.id, merchantId: endpoint.merchantId, reason },
      'webhook endpoint disabled',
    );
    await deps.jobs.enqueue(db, ENDPOINT_DISABLED_JOB, {
      endpointId: endpoint.id,
      merchantId: endpoint.merchantId,
      reason,
    });
    deps.jobs.nudge();
  }

  async function deliver({ delivery, message, endpoint }: DueDelivery): Promise<void> {
    const outcome = await sendWebhook({
      url: endpoint.url,
      id: message.id,
      body: JSON.stringify(message.payload),
      secrets: signingSecrets(endpoint),
      timeoutSeconds: settings.timeoutSeconds,
      privateTargets: settings.privateTargets,
    });
    const succeeded = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
    const retriesUsed = delivery.attempts - 1;
    const wait = settings.retrySeconds[retriesUsed];
    const gone = outcome.status === 410;
    const next = succeeded
      ? { status: 'succeeded' as const, retryInSeconds: null }
      : gone || wait === undefined
        ? { status: 'failed' as const, retryInSeconds: null }
        : { status: 'pending' as const, retryInSeconds: withJitter(wait) };
    await repository.recordAttempt(
      delivery,
      { ...outcome, error: outcome.error && scrubLogText(outcome.error) },
      next,
    );
    const after = await repository.markEndpointResult(endpoint.id, succeeded);
    if (gone) {
      await disable(endpoint, 'the endpoint answered 410 Gone');
    } else if (next.status === 'failed' && after?.failingSince) {
      const failingHours = (Date.now() - after.failingSince.getTime()) / 3_600_000;
      if (failingHours >= settings.disableAfterHours) {
        await disable(endpoint, `every delivery failed for ${Math.round(failingHours)} hours`);
      }
    }
  }

  // The worker: one pass at a time in this instance; other instances skip what this one holds.
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;

  async function drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await repository.claimDue(BATCH, LOCK_SECONDS);
      if (!due.length) return sent;
      await Promise.all(due.map((item) => deliver(item)));
      sent += due.length;
    }
  }

  function pass() {
    if (running) return running;
    running = drain()
      .then(() => undefined)
      .catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) log.error({ err: error }, 'webhook delivery pass failed');
      })
      .finally(() => {
        running = null;
        schedule(settings.pollMs);
      });
    return running;
  }

  function schedule(ms: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void pass(), ms);
    timer.unref();
  }

  function wake() {
    // After the transaction commits: a short delay lets it land before this instance looks.
    schedule(20);
  }

  deps.jobs.register(ENDPOINT_DISABLED_JOB, async (payload, job) => {
    const endpoint = await repository.findEndpoint(String(payload.merchantId), String(payload.endpointId));
    const merchant = await deps.noticeAddress(String(payload.merchantId));
    if (!endpoint || !merchant?.email) return;
    await deps.sendNotice({
      to: merchant.email,
      key: job.id,
      subject: `${merchant.name}: a webhook endpoint was disabled`,
      text: [
        `Resolution Center stopped sending events to ${endpoint.url}.`,
        `Why: ${String(payload.reason)}.`,
        'Events keep being recorded; enable the endpoint again (merchant API PATCH /api/merchant/v1/webhooks/endpoints/{id} with enabled: true, or npm run merchant -- webhooks enable) and what waits is sent.',
      ].join('\n\n'),
    });
  });

  return {
    /** The claim-state listener: a claim's status changes as events. */
    async claimStatusChanged(tx: Tx, change: ClaimStatusChange): Promise<void> {
      const type = claimEventType(change.status, change.previousStatus);
      if (!type) return;
      await publish(tx, change.merchantId, type, {
        claimId: change.claimId,
        claimNumber: change.claimNumber,
        orderId: change.orderId,
        status: change.status,
        previousStatus: change.previousStatus,
        actor: change.actor,
        reason: change.reason,
      });
    },

    /** The data-rights module: a shopper's personal data was erased (in the erasure's transaction). */
    async personalDataErased(
      tx: Tx,
      erasure: {
        merchantId: string;
        orderId: string;
        orderName: string;
        requestId: string;
        requestedBy: string;
      },
    ): Promise<void> {
      const { merchantId, ...data } = erasure;
      await publish(tx, merchantId, 'order.personal_data_erased', data);
    },

    /** The return-state listener: each of a return's events. */
    async returnEventRecorded(tx: Tx, change: ReturnChange): Promise<void> {
      const { type, ...event } = change.event;
      const eventType =
        change.event.type === 'status_changed' ? `return.${change.event.to}` : `return.${type}`;
      await publish(tx, change.merchantId, eventType, {
        returnId: change.returnId,
        orderId: change.orderId,
        actor: change.actor,
        event,
      });
    },

    /** The tracking module's listener: a package moved (`tracking.<status>`) or became late (`tracking.delayed`). */
    async trackingChanged(tx: Tx, change: TrackingChange): Promise<void> {
      const { event, merchantId, ...data } = change;
      await publish(
        tx,
        merchantId,
        event === 'delayed' ? 'tracking.delayed' : `tracking.${change.status}`,
        data,
      );
    },

    /**
     * A return's parcel was delivered to the store, as its carrier says (issue 12): told once, in
     * the transaction that stored the delivery scan (the return is not received until the
     * merchant checks its items).
     */
    async returnParcelDelivered(
      tx: Tx,
      delivered: {
        merchantId: string;
        returnId: string;
        orderId: string;
        trackingNumber: string;
        carrier: string | null;
        deliveredAt: string;
        location: string | null;
      },
    ): Promise<void> {
      const { merchantId, returnId, orderId, ...event } = delivered;
      await publish(tx, merchantId, 'return.parcel_delivered', {
        returnId,
        orderId,
        actor: 'carrier',
        event: { type: 'parcel_delivered', ...event },
      });
    },

    /** A withdrawal was received (issue 15), in the transaction that recorded it. */
    async withdrawalReceived(
      tx: Tx,
      withdrawal: {
        merchantId: string;
        withdrawalId: string;
        orderId: string;
        orderName: string;
        partial: boolean;
        items: { orderItemId: string; title: string; quantity: number }[];
        receivedAt: string;
      },
    ): Promise<void> {
      const { merchantId, ...data } = withdrawal;
      await publish(tx, merchantId, 'withdrawal.received', data);
    },

    /** The assistant handed a conversation over to a person (issue 14): `conversation.handed_over`. */
    async conversationHandedOver(tx: Tx, merchantId: string, data: Record<string, unknown>): Promise<void> {
      await publish(tx, merchantId, 'conversation.handed_over', data);
    },

    /** The comments' listener (issue 13): a comment left or changed. */
    async commentChanged(
      tx: Tx,
      change: {
        type: 'comment.created' | 'comment.updated';
        merchantId: string;
        orderName: string;
        comment: {
          id: string;
          orderId: string;
          orderItemId: string | null;
          body: string;
          language: string;
          createdAt: Date;
          updatedAt: Date;
        };
      },
    ): Promise<void> {
      await publish(tx, change.merchantId, change.type, {
        commentId: change.comment.id,
        orderId: change.comment.orderId,
        orderName: change.orderName,
        itemId: change.comment.orderItemId,
        body: change.comment.body,
        language: change.comment.language,
        createdAt: change.comment.createdAt.toISOString(),
        updatedAt: change.comment.updatedAt.toISOString(),
      });
    },

    endpoints: {
      async create(
        merchantId: string,
        input: { url: string; eventTypes: string[]; description?: string | null },
      ) {
        await checkTarget(input.url);
        const row = await repository.insertEndpoint({
          merchantId,
          url: input.url,
          eventTypes: [...new Set(input.eventTypes)],
          description: input.description ?? null,
          secret: newSecret(),
        });
        return { ...endpointView(row), secret: row.secret };
      },
      async list(merchantId: string) {
        return { endpoints: (await repository.listEndpoints(merchantId)).map(endpointView) };
      },
      async update(
        merchantId: string,
        endpointId: string,
        input: { url?: string; eventTypes?: string[]; description?: string | null; enabled?: boolean },
      ) {
        const endpoint = await ownEndpoint(merchantId, endpointId);
        if (input.url !== undefined) await checkTarget(input.url);
        const enabling = input.enabled === true && !endpoint.enabled;
        const row = await repository.updateEndpoint(endpoint.id, {
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
          await repository.resumeEndpoint(endpoint.id);
          wake();
        }
        return endpointView(row);
      },
      async remove(merchantId: string, endpointId: string) {
        if (!(await repository.deleteEndpoint(merchantId, endpointId))) throw notFound();
        return { deleted: true as const };
      },
      async rotateSecret(merchantId: string, endpointId: string, overlapHours: number) {
        const endpoint = await ownEndpoint(merchantId, endpointId);
        const previousSecretExpiresAt = new Date(Date.now() + overlapHours * 3_600_000);
        const secret = newSecret();
        await repository.updateEndpoint(endpoint.id, {
          secret,
          previousSecret: endpoint.secret,
          previousSecretExpiresAt,
        });
        return { secret, previousSecretExpiresAt: previousSecretExpiresAt.toISOString() };
      },
      async deliveries(
        merchantId: string,
        endpointId: string,
        options: { status?: 'pending' | 'succeeded' | 'failed'; limit: number },
      ) {
        const endpoint = await ownEndpoint(merchantId, endpointId);
        const rows = await repository.listDeliveries(endpoint.id, options);
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
            nextAttemptAt:
              delivery.status === 'pending' ? (delivery.nextAttemptAt?.toISOString() ?? null) : null,
            createdAt: delivery.createdAt.toISOString(),
          })),
        };
      },
      async replay(merchantId: string, messageId: string, endpointId?: string) {
        if (endpointId) await ownEndpoint(merchantId, endpointId);
        const requeued = await repository.requeue(merchantId, messageId, endpointId);
        if (!requeued) throw notFound();
        wake();
        return { requeued };
      },
      async test(merchantId: string, endpointId: string) {
        const endpoint = await ownEndpoint(merchantId, endpointId);
        const id = newMessageId();
        await repository.enqueueTo(
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
        wake();
        return { messageId: id };
      },
    },

    /** Retention (jobs/retention-sweep.ts): messages older than `days` that wait on nothing, with their log. */
    prune(days: number, now = new Date()): Promise<number> {
      return repository.prune(new Date(now.getTime() - days * 86_400_000));
    },

    /** Sends every due delivery now (tests, and the worker's passes). */
    drain,

    start() {
      stopped = false;
      schedule(0);
    },

    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
