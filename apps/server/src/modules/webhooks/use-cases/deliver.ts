// Delivering: a pass sends every due delivery (claimed with FOR UPDATE SKIP LOCKED, so instances
// share the work), records each attempt, books the retry (WEBHOOK_RETRY_SECONDS, ±20 %), disables
// an endpoint that is gone or has failed for too long, and books the next pass. Passes are jobs of
// the job queue, run in their own lane (decision 063).
import { scrubLogText } from '../../../lib/log-options';
import type { DueDelivery, EndpointRow } from '../repository';
import { sendWebhook } from '../sender';
import { DELIVERY_PASS_JOB, ENDPOINT_DISABLED_JOB, type WebhooksContext } from '../webhooks-context';

const BATCH = 10;
const LOCK_SECONDS = 120;

/** A retry's wait, varied by up to a fifth either way. */
export function withJitter(seconds: number, random: () => number = Math.random): number {
  return Math.max(0, Math.round(seconds * (0.8 + 0.4 * random())));
}

/** The secrets signing now: the current one, and the previous one while its overlap lasts. */
function signingSecrets(endpoint: EndpointRow, now = new Date()): string[] {
  const overlap =
    endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now;
  return overlap && endpoint.previousSecret ? [endpoint.secret, endpoint.previousSecret] : [endpoint.secret];
}

async function disable(ctx: WebhooksContext, endpoint: EndpointRow, reason: string) {
  if (!(await ctx.repository.disableEndpoint(endpoint.id, reason))) return;
  ctx.log.warn(
    { endpointId: endpoint.id, merchantId: endpoint.merchantId, reason },
    'webhook endpoint disabled',
  );
  await ctx.jobs.enqueue(ctx.db, ENDPOINT_DISABLED_JOB, {
    endpointId: endpoint.id,
    merchantId: endpoint.merchantId,
    reason,
  });
  ctx.jobs.nudge();
}

async function deliver(ctx: WebhooksContext, { delivery, message, endpoint }: DueDelivery): Promise<void> {
  const { settings, repository } = ctx;
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
    await disable(ctx, endpoint, 'the endpoint answered 410 Gone');
  } else if (next.status === 'failed' && after?.failingSince) {
    const failingHours = (Date.now() - after.failingSince.getTime()) / 3_600_000;
    if (failingHours >= settings.disableAfterHours) {
      await disable(ctx, endpoint, `every delivery failed for ${Math.round(failingHours)} hours`);
    }
  }
}

/** Sends every delivery due now (a retry due at once included) until none is left; answers how many. */
export async function sendDue(ctx: WebhooksContext): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await ctx.repository.claimDue(BATCH, LOCK_SECONDS);
    if (!due.length) return sent;
    await Promise.all(due.map((item) => deliver(ctx, item)));
    sent += due.length;
  }
}

/**
 * Books the pass that sends the next delivery to come due (a retry, or one another instance holds
 * when its claim lapses), unless one is booked for that second already: every pending delivery of
 * an enabled endpoint has a pass booked at or before it is due.
 */
export async function bookNextPass(ctx: WebhooksContext): Promise<void> {
  const next = await ctx.repository.nextDue();
  if (!next) return;
  await ctx.jobs.enqueue(
    ctx.db,
    DELIVERY_PASS_JOB,
    { dueAt: new Date(next.at * 1000).toISOString() },
    { dedupeKey: `${DELIVERY_PASS_JOB}@${next.at}`, delaySeconds: Math.max(0, next.at - next.now) },
  );
}

/** The job queue's handler of a pass. */
export async function deliveryPass(ctx: WebhooksContext): Promise<void> {
  await sendDue(ctx);
  await bookNextPass(ctx);
}

/** The job queue's handler of the notice that an endpoint was disabled. */
export async function noticeEndpointDisabled(
  ctx: WebhooksContext,
  payload: Record<string, unknown>,
  jobId: string,
): Promise<void> {
  const endpoint = await ctx.repository.findEndpoint(String(payload.merchantId), String(payload.endpointId));
  const merchant = await ctx.noticeAddress(String(payload.merchantId));
  if (!endpoint || !merchant?.email) return;
  await ctx.sendNotice({
    to: merchant.email,
    key: jobId,
    subject: `${merchant.name}: a webhook endpoint was disabled`,
    text: [
      `Resolution Center stopped sending events to ${endpoint.url}.`,
      `Why: ${String(payload.reason)}.`,
      'Events keep being recorded; enable the endpoint again (merchant API PATCH /api/merchant/v1/webhooks/endpoints/{id} with enabled: true, or npm run merchant -- webhooks enable) and what waits is sent.',
    ].join('\n\n'),
  });
}
