// The shopper's e-mails about their claim: each status that answers or asks something (the
// domain's EMAILED_CLAIM_STATUSES) queues one job in the transaction that made the change, so an
// e-mail is sent if and only if the change committed. The job sends it in the language the claim
// was filed in, through the configured mailer (SMTP, or the outbox folder without SMTP_URL).
//
// A job whose claim has moved on by the time it runs is skipped: the shopper gets the e-mail of
// the newer status instead of two in a row (approved, then paid). Delivery is at least once: a
// crash between handing the message to SMTP and marking the job done sends it again.
import { type EmailedClaimStatus, isEmailedClaimStatus } from '@rc/domain/claim-lifecycle';
import { matchLanguage } from '@rc/domain/languages';
import type { FastifyBaseLogger } from 'fastify';
import { emailBrandOf } from '../../adapters/mail/branded-email';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { ClaimStatusListener } from '../claim-state';
import type { MerchantsService } from '../merchants';
import { renderClaimEmail } from './claim-email';
import { createClaimEmailsRepository } from './repository';

export const CLAIM_UPDATE_EMAIL_JOB = 'claim-update-email';

export interface ClaimEmailsDeps {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  merchants: MerchantsService;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function createClaimEmails(deps: ClaimEmailsDeps) {
  const repository = createClaimEmailsRepository(deps.db);
  let silenced = 0;

  /** The job: renders and sends the e-mail about one status, unless the claim has moved on. */
  async function send(payload: Record<string, unknown>, jobId?: string): Promise<'sent' | 'skipped'> {
    const status = String(payload.status);
    if (!isEmailedClaimStatus(status) || typeof payload.claimId !== 'string') return 'skipped';
    const claim = await repository.forEmail(payload.claimId);
    if (!claim || claim.status !== status) return 'skipped';
    const merchant = await deps.merchants.findById(claim.merchantId);
    if (!merchant) return 'skipped';
    // The store may switch a status's e-mail off, or say it in its own words (issue 15).
    const claimEmails = merchant.settings.emails?.claimEmails;
    if (claimEmails?.disabled?.includes(status)) return 'skipped';
    const storeTexts =
      (matchLanguage(claim.language) &&
        claimEmails?.texts?.[matchLanguage(claim.language) as string]?.[status]) ||
      undefined;

    const to = claim.applicantEmail ?? claim.orderEmail;
    const link = new URL(`/${merchant.shop}/login`, deps.publicUrl);
    link.searchParams.set('order_number', claim.orderName);
    link.searchParams.set('email', to);
    link.searchParams.set('claimId', claim.claimId);
    const paid = status === 'payout_sent' || status === 'payout_failed';
    const email = renderClaimEmail({
      status: status as EmailedClaimStatus,
      ...emailBrandOf(merchant, deps.publicUrl),
      language: claim.language,
      firstName: claim.firstName,
      orderName: claim.orderName,
      claimNumber: claim.claimNumber,
      amountMinor:
        paid && claim.payoutAmountMinor !== null
          ? claim.payoutAmountMinor
          : (claim.approvedMinor ?? claim.amountMinor),
      currency: (paid ? claim.payoutCurrency : null) ?? claim.currency,
      country: claim.country,
      merchantReason: typeof payload.merchantReason === 'string' ? payload.merchantReason : null,
      claimLink: link.toString(),
      card: claim.card ?? null,
      storeTexts,
    });
    await deps.mailer.send({ to, ...email, ...(jobId ? { key: `claim-update-${jobId}` } : {}) });
    return 'sent';
  }

  deps.jobs.register(CLAIM_UPDATE_EMAIL_JOB, async (payload, job) => {
    const outcome = await send(payload, job.id);
    deps.log.info(
      { jobId: job.id, claimId: payload.claimId, status: payload.status, outcome },
      'claim e-mail',
    );
  });

  /** Queues the e-mail of a status change, in the change's transaction. */
  const statusChanged: ClaimStatusListener = async (tx, change) => {
    if (silenced > 0 || !isEmailedClaimStatus(change.status)) return;
    await deps.jobs.enqueue(tx, CLAIM_UPDATE_EMAIL_JOB, {
      claimId: change.claimId,
      status: change.status,
      // Only the merchant's own words go into an e-mail; a rule's reason is a key, not a sentence.
      merchantReason: change.actor === 'merchant' ? change.reason : null,
    });
  };

  return {
    statusChanged,
    send,
    /**
     * Runs work whose status changes e-mail nobody: the demo's seeded claims are history, not
     * news. Only for start-up, before the server takes requests (it silences every claim).
     */
    async silently<T>(work: () => Promise<T>): Promise<T> {
      silenced += 1;
      try {
        return await work();
      } finally {
        silenced -= 1;
      }
    },
  };
}

export type ClaimEmails = ReturnType<typeof createClaimEmails>;
