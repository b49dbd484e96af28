// The EU withdrawal function (Directive 2011/83/EU Article 11a, issue 15). A shopper signed in to
// an order within its withdrawal period states their name, the order, the e-mail for the
// confirmation and, for a partial withdrawal, the items; confirming records the withdrawal once
// per request id, and in the same transaction queues the acknowledgement e-mail and the
// `withdrawal.received` webhook, so both go out if and only if the withdrawal was recorded.
import type { Withdrawal, WithdrawalOptions } from '@rc/contract/calls/withdrawals';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { formatDateTime } from '@rc/domain/format';
import { matchLanguage } from '@rc/domain/languages';
import { withdrawalSettingsOf, withdrawalWindow } from '@rc/domain/withdrawal';
import type { FastifyBaseLogger } from 'fastify';
import { emailBrandOf, fillTemplate, renderBrandedEmail } from '../../adapters/mail/branded-email';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Db, Tx } from '../../db/client';
import type { ShopperSession } from '../../gateway/register-call';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import type { MerchantsService } from '../merchants';
import { createWithdrawalsRepository, type WithdrawalRow } from './repository';
import { WITHDRAWAL_EMAIL_TEXTS } from './withdrawal-email-texts';
import { checkedChoice, itemsToWithdraw, withdrawnUnits } from './withdrawal-lines';

export const WITHDRAWAL_EMAIL_JOB = 'withdrawal-acknowledgement-email';

/** What the webhooks module is told, in the withdrawal's transaction. */
export type WithdrawalListener = (
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
) => Promise<void>;

export interface WithdrawalsDeps {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  merchants: MerchantsService;
  publicUrl: string;
  log: FastifyBaseLogger;
  listeners: readonly WithdrawalListener[];
  clock?: () => Date;
}

function viewOf(row: WithdrawalRow, orderName: string): Withdrawal {
  return {
    withdrawalId: row.id,
    orderName,
    name: row.name,
    email: row.email,
    partial: row.partial,
    items: row.items,
    receivedAt: row.receivedAt.toISOString(),
  };
}

/** The date and time a withdrawal was received, in the e-mail's language and in UTC, naming it (decision 054). */
export function receivedStamp(date: Date, language: string): string {
  return formatDateTime(date, language, 'UTC');
}

export function createWithdrawals(deps: WithdrawalsDeps) {
  const repository = createWithdrawalsRepository(deps.db);
  const now = deps.clock ?? (() => new Date());

  async function loadOrder(session: ShopperSession) {
    const order = await repository.orderForWithdrawal(session.orderId);
    if (!order) throw new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER);
    const merchant = await deps.merchants.findById(order.merchantId);
    const settings = withdrawalSettingsOf(merchant?.settings.withdrawal);
    const window = withdrawalWindow({
      settings,
      country: order.country,
      deliveries: order.deliveries,
      now: now(),
    });
    return { order, settings, window };
  }

  async function sendAcknowledgement(
    payload: Record<string, unknown>,
    jobId: string,
  ): Promise<'sent' | 'skipped'> {
    const found =
      typeof payload.withdrawalId === 'string' ? await repository.find(payload.withdrawalId) : null;
    if (!found) return 'skipped';
    const { withdrawal, orderName } = found;
    const merchant = await deps.merchants.findById(withdrawal.merchantId);
    if (!merchant) return 'skipped';
    const language = matchLanguage(withdrawal.language) ?? 'en-US';
    const texts = WITHDRAWAL_EMAIL_TEXTS[language];
    const received = receivedStamp(withdrawal.receivedAt, language);
    const values = { merchant: merchant.name, order: orderName, received, name: withdrawal.name };
    const goods = withdrawal.partial
      ? withdrawal.items.map((item) => `${item.quantity} × ${item.title}`).join(', ')
      : texts.wholeOrder;
    const link = new URL(`/${merchant.shop}/login`, deps.publicUrl);
    link.searchParams.set('order_number', orderName);
    link.searchParams.set('email', withdrawal.email);
    const email = renderBrandedEmail({
      language,
      subject: fillTemplate(texts.subject, values),
      ...emailBrandOf(merchant, deps.publicUrl),
      paragraphs: [
        fillTemplate(texts.greetingNamed, values),
        fillTemplate(texts.received, values),
        texts.statement,
      ],
      facts: [
        { label: texts.nameLabel, value: withdrawal.name },
        { label: texts.emailLabel, value: withdrawal.email },
        { label: texts.orderLabel, value: orderName },
        { label: texts.itemsLabel, value: goods },
        { label: texts.receivedLabel, value: received },
      ],
      button: { label: texts.viewOrder, link: link.toString() },
      fallbackLabel: texts.fallback,
      notes: [fillTemplate(texts.next, values), fillTemplate(texts.why, values)],
    });
    await deps.mailer.send({ to: withdrawal.email, ...email, key: `withdrawal-${jobId}` });
    return 'sent';
  }

  deps.jobs.register(WITHDRAWAL_EMAIL_JOB, async (payload, job) => {
    const outcome = await sendAcknowledgement(payload, job.id);
    deps.log.info({ jobId: job.id, withdrawalId: payload.withdrawalId, outcome }, 'withdrawal e-mail');
  });

  return {
    /** The statement step: what the function offers for the signed-in order. */
    async options(session: ShopperSession): Promise<WithdrawalOptions> {
      const { order, settings, window } = await loadOrder(session);
      const received = await repository.listForOrder(order.id);
      const withdrawn = withdrawnUnits(received);
      const returns = await deps.merchants.returnSettings(order.merchantId);
      return {
        available: window.refusal === null,
        refusal: window.refusal,
        periodDays: settings.periodDays,
        endsAt: window.endsAt?.toISOString() ?? null,
        orderName: order.orderName,
        name: [order.firstName, order.lastName].filter(Boolean).join(' '),
        email: order.email,
        items: order.items.map((item) => ({ ...item, withdrawn: withdrawn.get(item.orderItemId) ?? 0 })),
        withdrawals: received.map((row) => viewOf(row, order.orderName)),
        // The next step after withdrawing: the store's return flow where it takes returns (its
        // methods, and its label where it offers one), else its support contact.
        returnGoods: returns?.policy.enabled
          ? { how: 'return_flow' }
          : { how: 'contact', supportEmail: returns?.merchant.supportEmail ?? null },
      };
    },

    /** The 'confirm withdrawal' step: records it once per request id, e-mails and tells the store. */
    async submit(
      session: ShopperSession,
      input: {
        requestId: string;
        name: string;
        email: string;
        items?: { itemId: string; quantity: number }[] | null | undefined;
      },
      language: string,
    ): Promise<Withdrawal> {
      const { order, window } = await loadOrder(session);
      // A retry of a withdrawal already recorded answers it, even once the period has ended since.
      const earlier = (await repository.listForOrder(order.id)).find(
        (row) => row.requestId === input.requestId,
      );
      if (earlier) return viewOf(earlier, order.orderName);
      const choice = checkedChoice(order.items, input.items);
      if (window.refusal !== null) throw new AppError(ERROR_CODES.WITHDRAWAL_NOT_AVAILABLE);

      const row = await deps.db.transaction(async (tx) => {
        const inTx = createWithdrawalsRepository(tx);
        // Under the order's lock, what is already withdrawn is counted and the new row written
        // before another confirmation of this order may count: two at once record one.
        await inTx.lockOrder(order.id);
        const recordedBefore = await inTx.listForOrder(order.id);
        const sameRequest = recordedBefore.find((row) => row.requestId === input.requestId);
        if (sameRequest) return sameRequest;
        const { items, partial } = itemsToWithdraw(order.items, choice, withdrawnUnits(recordedBefore));
        const { row: recorded, created } = await inTx.insertOnce({
          merchantId: order.merchantId,
          orderId: order.id,
          requestId: input.requestId,
          name: input.name,
          email: input.email,
          items,
          partial,
          country: order.country,
          language: matchLanguage(language) ?? 'en-US',
          receivedAt: now(),
        });
        if (!created) return recorded;
        await deps.jobs.enqueue(tx, WITHDRAWAL_EMAIL_JOB, { withdrawalId: recorded.id });
        for (const listener of deps.listeners) {
          await listener(tx, {
            merchantId: order.merchantId,
            withdrawalId: recorded.id,
            orderId: order.id,
            orderName: order.orderName,
            partial: recorded.partial,
            items: recorded.items,
            receivedAt: recorded.receivedAt.toISOString(),
          });
        }
        return recorded;
      });
      return viewOf(row, order.orderName);
    },

    /** The merchant API: the store's withdrawals, newest first. */
    async listForMerchant(
      merchantId: string,
      filter: { since?: string | undefined; orderName?: string | undefined; limit: number },
    ) {
      const rows = await repository.listForMerchant(merchantId, {
        ...(filter.since ? { since: new Date(filter.since) } : {}),
        ...(filter.orderName ? { orderName: filter.orderName } : {}),
        limit: filter.limit,
      });
      return {
        withdrawals: rows.map(({ withdrawal, orderName }) => ({
          ...viewOf(withdrawal, orderName),
          orderId: withdrawal.orderId,
          country: withdrawal.country,
          language: withdrawal.language,
        })),
      };
    },

    /** The merchant API: the function's settings as they apply now (the defaults until changed). */
    settingsOf(merchant: { settings: { withdrawal?: Parameters<typeof withdrawalSettingsOf>[0] } }) {
      const settings = withdrawalSettingsOf(merchant.settings.withdrawal);
      return { ...settings, countries: [...settings.countries] };
    },

    /** The merchant API: turns the function on or off, its period and markets. */
    async changeSettings(
      merchantId: string,
      input: {
        enabled?: boolean | undefined;
        periodDays?: number | undefined;
        countries?: string[] | undefined;
      },
    ) {
      const updated = await deps.merchants.changeMerchant(merchantId, (current) => ({
        settings: {
          ...current.settings,
          withdrawal: {
            ...withdrawalSettingsOf(current.settings.withdrawal),
            countries: [...withdrawalSettingsOf(current.settings.withdrawal).countries],
            ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
          },
        },
      }));
      const settings = withdrawalSettingsOf(updated?.settings.withdrawal);
      return { ...settings, countries: [...settings.countries] };
    },
  };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
