// The last step of every e-mail: the message, rendered by the pipeline that made it (claims,
// returns, tracking, withdrawals, verification, hand-over), is handed to the mail server by a job
// of its own, in the lane of the store it is from (decision 070). A store's mail server that is
// slow or stalled then holds up only that store's mail: every other store's goes out beside it.
// The message waits in the job without the store's server address (its password stays in the
// store's settings) and is forgotten once it went: a sign-in link is not kept once sent.
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { MerchantsService } from '../merchants';

export const MAIL_DELIVERY_JOB = 'mail-delivery';

export interface MailDeliveryDeps {
  db: Db;
  jobs: JobQueue;
  /** Where the message goes: SMTP, the store's own server, or the outbox folder. */
  transport: Mailer;
  merchants: Pick<MerchantsService, 'findById'>;
  log: FastifyBaseLogger;
}

/** The lane of a message: its store's, or the portal's own (null) for mail from no store. */
export function laneOf(message: MailMessage): string | undefined {
  return message.store?.storeId ? `store:${message.store.storeId}` : undefined;
}

/**
 * A Mailer whose `send` queues the message for delivery (and wakes the worker): the pipelines
 * render in their own jobs and never wait on a mail server themselves.
 */
export function createMailDelivery(deps: MailDeliveryDeps): Mailer {
  deps.jobs.register(MAIL_DELIVERY_JOB, async (payload, job) => {
    const message = payload.message as MailMessage | undefined;
    // Already sent and forgotten (a repeat after a crash between the send and the job's end).
    if (!message) return;
    const store = message.store;
    // The store's own server, as its settings say now (never copied into the job).
    const smtpUrl = store?.storeId
      ? ((await deps.merchants.findById(store.storeId))?.settings.emails?.smtpUrl ?? null)
      : null;
    await deps.transport.send(store ? { ...message, store: { ...store, smtpUrl } } : message);
    await deps.jobs.forgetPayloadKeys(job.id, ['message']);
    deps.log.info(
      { jobId: job.id, lane: job.lane, attempts: job.attempts },
      'e-mail handed to the mail server',
    );
  });

  return {
    description: deps.transport.description,
    async send(message) {
      const { store } = message;
      const queued: MailMessage = store ? { ...message, store: { ...store, smtpUrl: null } } : message;
      const lane = laneOf(message);
      await deps.jobs.enqueue(deps.db, MAIL_DELIVERY_JOB, { message: queued }, lane ? { lane } : {});
      deps.jobs.nudge();
    },
    close: () => deps.transport.close(),
  };
}
