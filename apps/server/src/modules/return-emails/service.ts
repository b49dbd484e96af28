// The shopper's e-mails about their return: each status that asks or answers something (the
// domain's EMAILED_RETURN_STATUSES) queues one job in the transaction that made the change, so an
// e-mail is sent if and only if the change committed. The job writes it in the language the
// return was submitted in, in the store's colours, through the configured mailer. A job whose
// return has moved on when it runs is skipped (the shopper gets the newer status's e-mail).

import { formatMoney } from '@rc/domain/format';
import { matchLanguage } from '@rc/domain/languages';
import { isEmailedReturnStatus } from '@rc/domain/return-lifecycle';
import type { FastifyBaseLogger } from 'fastify';
import { emailBrandOf, fillTemplate, renderBrandedEmail } from '../../adapters/mail/branded-email';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { MerchantsService } from '../merchants';
import { orderContact } from '../orders';
import { type ReturnEventListener, returnById, returnLinesOf } from '../return-state';
import { type EmailedReturnStatus, RETURN_EMAIL_TEXTS } from './return-email-texts';

export const RETURN_UPDATE_EMAIL_JOB = 'return-update-email';

export interface ReturnEmailsDeps {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  merchants: MerchantsService;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function createReturnEmails(deps: ReturnEmailsDeps) {
  let silenced = 0;

  async function forEmail(returnId: string) {
    // The return, its order and its lines: the owners' named reads (decision 056).
    const stored = await returnById(deps.db, returnId);
    if (!stored) return undefined;
    const order = await orderContact(deps.db, stored.orderId);
    if (!order) return undefined;
    const row = {
      returnId: stored.id,
      merchantId: stored.merchantId,
      returnNumber: stored.returnNumber,
      status: stored.status,
      language: stored.language,
      currency: stored.currency,
      orderName: order.orderName,
      email: order.email,
      firstName: order.firstName,
      country: order.country,
    };
    const lines = await returnLinesOf(deps.db, returnId);
    const paid = lines.reduce(
      (sum, line) => sum + line.paidRefundMinor + line.paidCreditMinor + line.paidBonusMinor,
      0,
    );
    return { ...row, paidMinor: paid };
  }

  /** The job: renders and sends the e-mail about one status, unless the return has moved on. */
  async function send(payload: Record<string, unknown>, jobId?: string): Promise<'sent' | 'skipped'> {
    const status = String(payload.status);
    if (!isEmailedReturnStatus(status) || typeof payload.returnId !== 'string') return 'skipped';
    const found = await forEmail(payload.returnId);
    if (!found || found.status !== status) return 'skipped';
    const merchant = await deps.merchants.findById(found.merchantId);
    if (!merchant) return 'skipped';
    const language = matchLanguage(found.language) ?? 'en-US';
    const texts = RETURN_EMAIL_TEXTS[language];
    const amount = formatMoney(found.paidMinor, found.currency, language);
    const reason = typeof payload.merchantReason === 'string' ? payload.merchantReason : '';
    const values = {
      merchant: merchant.name,
      order: found.orderName,
      return: found.returnNumber,
      amount,
      name: found.firstName ?? '',
      reason,
    };
    const link = new URL(`/${merchant.shop}/login`, deps.publicUrl);
    link.searchParams.set('order_number', found.orderName);
    link.searchParams.set('email', found.email);
    link.searchParams.set('returnId', found.returnId);
    const paragraphs = [
      found.firstName ? fillTemplate(texts.greetingNamed, values) : texts.greeting,
      fillTemplate(texts.body[status as EmailedReturnStatus], values),
    ];
    if (reason) paragraphs.push(fillTemplate(texts.merchantSays, values));
    const email = renderBrandedEmail({
      language,
      subject: fillTemplate(texts.subject[status as EmailedReturnStatus], values),
      ...emailBrandOf(merchant, deps.publicUrl),
      paragraphs,
      facts: [
        { label: texts.returnLabel, value: found.returnNumber },
        { label: texts.orderLabel, value: found.orderName },
        ...(status === 'completed' ? [{ label: texts.amountLabel, value: amount }] : []),
      ],
      button: { label: texts.viewReturn, link: link.toString() },
      fallbackLabel: texts.fallback,
      notes: [fillTemplate(texts.why, values)],
    });
    await deps.mailer.send({
      to: found.email,
      ...email,
      ...(jobId ? { key: `return-update-${jobId}` } : {}),
    });
    return 'sent';
  }

  deps.jobs.register(RETURN_UPDATE_EMAIL_JOB, async (payload, job) => {
    const outcome = await send(payload, job.id);
    deps.log.info(
      { jobId: job.id, returnId: payload.returnId, status: payload.status, outcome },
      'return e-mail',
    );
  });

  /** Queues the e-mail of a status change, in the change's transaction. */
  const eventRecorded: ReturnEventListener = async (tx, change) => {
    const { event } = change;
    if (silenced > 0 || event.type !== 'status_changed' || !isEmailedReturnStatus(event.to)) return;
    await deps.jobs.enqueue(tx, RETURN_UPDATE_EMAIL_JOB, {
      returnId: change.returnId,
      status: event.to,
      merchantReason: change.actor === 'merchant' ? event.reason : null,
    });
  };

  return {
    eventRecorded,
    send,
    /** Runs work whose changes e-mail nobody (the demo's seeded returns are history, not news). */
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

export type ReturnEmails = ReturnType<typeof createReturnEmails>;
