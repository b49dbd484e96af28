// Webhooks out (issue 15, decision 027): the merchant's endpoints, the events written with the
// change they tell, and their delivery, signed and retried for about three days, by passes that
// run on the job queue's own lane for them (decision 063). One named use-case per entry point
// (use-cases/), with the module's context bound.

import { bookNextPass, deliveryPass, noticeEndpointDisabled, sendDue } from './use-cases/deliver';
import * as endpoints from './use-cases/manage-endpoints';
import * as events from './use-cases/publish-event';
import {
  createWebhooksContext,
  DELIVERY_PASS_JOB,
  ENDPOINT_DISABLED_JOB,
  type WebhooksContext,
  type WebhooksDeps,
} from './webhooks-context';

export { withJitter } from './use-cases/deliver';
export { endpointView } from './use-cases/manage-endpoints';
export { DELIVERY_PASS_JOB, ENDPOINT_DISABLED_JOB, type WebhookSettings } from './webhooks-context';

export function createWebhooks(deps: WebhooksDeps) {
  const ctx = createWebhooksContext(deps);
  /** A use-case with the module's context bound (listeners are passed around as plain functions). */
  const bound =
    <A extends unknown[], R>(useCase: (webhooks: WebhooksContext, ...args: A) => R) =>
    (...args: A): R =>
      useCase(ctx, ...args);

  deps.jobs.register(ENDPOINT_DISABLED_JOB, (payload, job) => noticeEndpointDisabled(ctx, payload, job.id));

  return {
    /** The claim-state listener: a claim's status changes as events. */
    claimStatusChanged: bound(events.claimStatusChanged),
    /** The data-rights module: a shopper's personal data was erased (in the erasure's transaction). */
    personalDataErased: bound(events.personalDataErased),
    /** The return-state listener: each of a return's events. */
    returnEventRecorded: bound(events.returnEventRecorded),
    /** The tracking module's listener: a package moved (`tracking.<status>`) or became late (`tracking.delayed`). */
    trackingChanged: bound(events.trackingChanged),
    /** A return's parcel was delivered to the store, as its carrier says (issue 12), told once. */
    returnParcelDelivered: bound(events.returnParcelDelivered),
    /** A withdrawal was received (issue 15), in the transaction that recorded it. */
    withdrawalReceived: bound(events.withdrawalReceived),
    /** The assistant handed a conversation over to a person (issue 14): `conversation.handed_over`. */
    conversationHandedOver: bound(events.conversationHandedOver),
    /** The comments' listener (issue 13): a comment left or changed. */
    commentChanged: bound(events.commentChanged),

    endpoints: {
      create: bound(endpoints.create),
      list: bound(endpoints.list),
      update: bound(endpoints.update),
      remove: bound(endpoints.remove),
      rotateSecret: bound(endpoints.rotateSecret),
      deliveries: bound(endpoints.deliveries),
      replay: bound(endpoints.replay),
      test: bound(endpoints.test),
    },

    /** Retention (jobs/retention-sweep.ts): messages older than `days` that wait on nothing, with their log. */
    prune(days: number, now = new Date()): Promise<number> {
      return ctx.repository.prune(new Date(now.getTime() - days * 86_400_000));
    },

    /** Sends every due delivery now, retries due at once included (tests; a pass does the same). */
    drain: () => sendDue(ctx),

    /**
     * This instance runs delivery passes from now on, and books one for what waits without one
     * (deliveries left by a version before decision 063, or a pass that went dead).
     */
    start() {
      deps.jobs.register(DELIVERY_PASS_JOB, () => deliveryPass(ctx));
      bookNextPass(ctx)
        .then(() => deps.jobs.nudge())
        .catch((error: unknown) => deps.log.warn({ err: error }, 'webhook delivery pass not booked'));
    },

    /** This instance runs no more passes (the one in hand ends); other instances still do. */
    async stop() {
      await deps.jobs.unregister(DELIVERY_PASS_JOB);
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
