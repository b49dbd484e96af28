// The shopper's tracking e-mails (issue 12): out for delivery, delivered, exception and delayed,
// each at most once per package (the job's dedupe key), each switchable per merchant, queued in
// the transaction that recorded the change and sent by the durable job queue in the store's
// colours and in the shopper's own language: the newest of the one they signed in with, their
// last claim's and their last return's; the order's country's only when they never said.

import { matchLanguage } from '@rc/domain/languages';
import type { FastifyBaseLogger } from 'fastify';
import { emailBrandOf, fillTemplate, renderBrandedEmail } from '../../adapters/mail/branded-email';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Db, Queryable } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { MerchantRow, MerchantsService } from '../merchants';
import { orderContact, packageOf } from '../orders';
import { createTrackingRepository } from './repository';
import { TRACKING_EMAIL_KINDS, TRACKING_EMAIL_TEXTS, type TrackingEmailKind } from './tracking-email-texts';

export const TRACKING_EMAIL_JOB = 'tracking-email';

const LANGUAGE_OF_COUNTRY: Readonly<Record<string, keyof typeof TRACKING_EMAIL_TEXTS>> = {
  ES: 'es-ES',
  PL: 'pl-PL',
  PT: 'pt-PT',
  IT: 'it-IT',
  NL: 'nl-NL',
  BE: 'nl-NL',
  DE: 'de-DE',
  AT: 'de-DE',
  CH: 'de-DE',
  CZ: 'cs-CZ',
  FR: 'fr-FR',
};

export function isTrackingEmailKind(value: string): value is TrackingEmailKind {
  return (TRACKING_EMAIL_KINDS as readonly string[]).includes(value);
}

/** Whether the store sends this e-mail (all on until it says otherwise). */
export function emailEnabled(
  merchant: Pick<MerchantRow, 'settings'> | undefined,
  kind: TrackingEmailKind,
): boolean {
  return merchant?.settings.tracking?.emails?.[kind] ?? true;
}

export interface TrackingEmailsDeps {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  merchants: MerchantsService;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function createTrackingEmails(deps: TrackingEmailsDeps) {
  async function send(payload: Record<string, unknown>, jobId: string): Promise<'sent' | 'skipped'> {
    const kind = String(payload.kind);
    if (!isTrackingEmailKind(kind) || typeof payload.fulfillmentId !== 'string') return 'skipped';
    // The package and its order: the orders module's named reads (decision 056).
    const parcel = await packageOf(deps.db, payload.fulfillmentId);
    const order = parcel && (await orderContact(deps.db, parcel.orderId));
    const row = parcel &&
      order && {
        orderId: order.id,
        orderName: order.orderName,
        email: order.email,
        firstName: order.firstName,
        country: order.country,
        merchantId: order.merchantId,
        trackingNumber: parcel.trackingNumber,
      };
    if (!row) return 'skipped';
    const merchant = await deps.merchants.findById(row.merchantId);
    if (!merchant || !emailEnabled(merchant, kind)) return 'skipped';
    const language =
      matchLanguage(await createTrackingRepository(deps.db).shopperLanguage(row.orderId)) ??
      LANGUAGE_OF_COUNTRY[(row.country ?? '').toUpperCase()] ??
      'en-US';
    const texts = TRACKING_EMAIL_TEXTS[language];
    const values = { merchant: merchant.name, order: row.orderName, name: row.firstName ?? '' };
    const link = new URL(`/${merchant.shop}/login`, deps.publicUrl);
    link.searchParams.set('order_number', row.orderName);
    link.searchParams.set('email', row.email);
    const facts = [{ label: texts.orderLabel, value: row.orderName }];
    if (row.trackingNumber) facts.push({ label: texts.numberLabel, value: row.trackingNumber });
    const email = renderBrandedEmail({
      ...emailBrandOf(merchant, deps.publicUrl),
      language,
      subject: fillTemplate(texts.subject[kind], values),
      paragraphs: [
        row.firstName ? fillTemplate(texts.greetingNamed, values) : texts.greeting,
        fillTemplate(texts.body[kind], values),
      ],
      facts,
      button: { label: texts.button, link: link.toString() },
      fallbackLabel: texts.fallback,
    });
    await deps.mailer.send({ to: row.email, ...email, key: `tracking-${jobId}` });
    return 'sent';
  }

  deps.jobs.register(TRACKING_EMAIL_JOB, async (payload, job) => {
    const outcome = await send(payload, job.id);
    deps.log.info(
      { jobId: job.id, fulfillmentId: payload.fulfillmentId, kind: payload.kind, outcome },
      'tracking e-mail',
    );
  });

  return {
    send,
    /** Wakes this instance's job worker after a commit that queued e-mails. */
    nudge: () => deps.jobs.nudge(),
    /** Queues one e-mail kind for a package, in the caller's transaction, unless the store turned it off. */
    async queue(
      tx: Queryable,
      fulfillmentId: string,
      merchantId: string,
      kind: TrackingEmailKind,
    ): Promise<boolean> {
      const merchant = await deps.merchants.findById(merchantId);
      if (!emailEnabled(merchant, kind)) return false;
      await deps.jobs.enqueue(
        tx,
        TRACKING_EMAIL_JOB,
        { fulfillmentId, kind },
        {
          dedupeKey: `tracking-email:${fulfillmentId}:${kind}`,
        },
      );
      await createTrackingRepository(tx).markNotified(fulfillmentId, [kind]);
      return true;
    },
  };
}

export type TrackingEmails = ReturnType<typeof createTrackingEmails>;
