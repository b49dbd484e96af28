// The balance of a return (an exchange for something dearer, fees no refund absorbs), paid by the
// shopper at the payment provider's hosted checkout after the return is opened; the exchange ships
// only once it is paid (the domain refuses shipExchange before). Nothing is charged twice:
// - user/pay-return-balance is once per requestId, and a return has at most one open payment
//   round: asking again answers the same checkout;
// - the provider's checkout is opened with a key fixed per round (`rc-payment-<paymentId>`), so a
//   retry after a lost answer gets the same checkout back;
// - a paid checkout is recorded once, under the payment's lock, as the return's `payBalance`
//   command with the id `payment:<paymentId>` (a repeat is a duplicate and changes nothing);
// - a new round opens only after the last one expired or was refused, for what is still owed.
// A payment that arrives for a return that no longer takes it (cancelled, rejected, completed),
// and the paid balance of a return cancelled or rejected later, is refunded by a durable job
// (`refund-return-balance`) with a key fixed per payment.
import type { ReturnBalance } from '@rc/contract/calls/returns';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { isFinalReturnStatus, type ReturnStatus } from '@rc/domain/return-lifecycle';
import type { Checkout, CheckoutNotice } from '../../../adapters/payment/payment-provider';
import { PaymentRefused } from '../../../adapters/payment/payment-provider';
import type { Tx } from '../../../db/client';
import type { ShopperSession } from '../../../gateway/register-call';
import { AppError } from '../../../lib/app-error';
import { once } from '../../../lib/idempotency';
import type { OrderWithItems } from '../../orders';
import type { ReturnEventListener, ReturnRow } from '../../return-state';
import { createReturnPaymentsRepository, type ReturnPaymentRow } from '../payments-repository';
import { createReturnsRepository } from '../repository';
import type { ReturnsContext } from '../returns-context';
import { notForThisOrder } from '../steps';
import { returnOfSession } from './read-return';

export const REFUND_RETURN_BALANCE_JOB = 'refund-return-balance';

/** What is still owed on a return: the quote's balance less what was paid. */
export function outstandingOf(row: Pick<ReturnRow, 'quote' | 'balancePaidMinor'>): number {
  const due = Number((row.quote as { balanceDueMinor?: unknown }).balanceDueMinor ?? 0);
  return Math.max(0, due - row.balancePaidMinor);
}

function nothingToPay(): AppError {
  return new AppError(ERROR_CODES.RETURN_NOTHING_TO_PAY, { httpStatus: 409 });
}

function paymentUnavailable(): AppError {
  return new AppError(ERROR_CODES.PAYMENT_UNAVAILABLE, { httpStatus: 503 });
}

/** The provider's idempotency key of a payment round, and of its refund. */
export const checkoutKeyOf = (paymentId: string) => `rc-payment-${paymentId}`;
export const refundKeyOf = (paymentId: string) => `rc-refund-${paymentId}`;

function paymentView(payment: ReturnPaymentRow | undefined): ReturnBalance['payment'] {
  if (!payment) return null;
  return {
    paymentId: payment.id,
    status: payment.status as NonNullable<ReturnBalance['payment']>['status'],
    amount: payment.amountMinor,
    checkoutUrl: payment.status === 'open' ? payment.checkoutUrl : null,
    paidAt: payment.paidAt?.toISOString() ?? null,
  };
}

function balanceView(row: ReturnRow, payment: ReturnPaymentRow | undefined): ReturnBalance {
  const due = Number((row.quote as { balanceDueMinor?: unknown }).balanceDueMinor ?? 0);
  return {
    returnId: row.id,
    currency: row.currency,
    balanceDue: due,
    balancePaid: row.balancePaidMinor,
    outstanding: outstandingOf(row),
    payment: paymentView(payment),
  };
}

/** Records a paid checkout once: the payment paid and the return's `payBalance`, or a refund due. */
async function recordPaid(
  ctx: ReturnsContext,
  orderId: string,
  payment: ReturnPaymentRow,
  checkout: Checkout,
) {
  await ctx.db.transaction(async (tx) => {
    const row = await ctx.state.lockReturn(tx, orderId, payment.returnId);
    const payments = createReturnPaymentsRepository(tx);
    const current = await payments.lock(payment.id);
    if (!row || !current || current.status !== 'open') return;
    const paid = {
      paymentReference: checkout.paymentReference,
      amountMinor: checkout.amountPaidMinor || current.amountMinor,
      paidAt: ctx.clock(),
    };
    try {
      await ctx.state.apply(
        tx,
        row,
        { type: 'payBalance', commandId: `payment:${current.id}`, amountMinor: paid.amountMinor },
        'payment',
      );
      await payments.update(current.id, { ...paid, status: 'paid' });
    } catch (error) {
      // The return no longer takes it (cancelled, rejected or settled meanwhile): give it back.
      if (!(error instanceof AppError) || error.code !== ERROR_CODES.RETURN_NOT_CHANGEABLE) throw error;
      await payments.update(current.id, { ...paid, status: 'refund_due' });
      await queueRefund(ctx, tx, row.id);
    }
  });
}

function queueRefund(ctx: ReturnsContext, tx: Tx, returnId: string) {
  return ctx.jobs.enqueue(tx, REFUND_RETURN_BALANCE_JOB, { returnId });
}

/**
 * The one confirmation of a round, whoever brings the news (the read-back when the shopper comes
 * back, the provider's webhook, the sandbox checkout's page, the sweep): a paid checkout is
 * recorded once, an expired one closes the round, an open one changes nothing.
 */
async function applyCheckout(
  ctx: ReturnsContext,
  orderId: string,
  payment: ReturnPaymentRow,
  checkout: Checkout,
): Promise<void> {
  if (checkout.status === 'paid') await recordPaid(ctx, orderId, payment, checkout);
  else if (checkout.status === 'expired') {
    await createReturnPaymentsRepository(ctx.db).closeIfOpen(payment.id, { status: 'expired' });
  }
}

/**
 * Asks the provider about an open payment round: opens its checkout when it has none yet, records
 * it paid, or marks it expired. A provider that cannot be reached leaves the round as it is.
 */
async function settleRound(
  ctx: ReturnsContext,
  order: Pick<OrderWithItems, 'id' | 'merchantId' | 'orderName' | 'email'>,
  row: ReturnRow,
  payment: ReturnPaymentRow,
): Promise<void> {
  if (payment.status !== 'open') return;
  const repository = createReturnPaymentsRepository(ctx.db);
  let checkout: Checkout;
  try {
    if (payment.providerReference) checkout = await ctx.payments.retrieve(payment.providerReference);
    else {
      const settings = await ctx.settingsOf(order.merchantId);
      const shop = settings?.merchant.shop ?? '';
      const page = `/${encodeURIComponent(shop)}/order-details?returnId=${encodeURIComponent(row.id)}`;
      const origin = ctx.payments.returnsToPortalPath ? '' : ctx.publicUrl.replace(/\/$/, '');
      checkout = await ctx.payments.createCheckout({
        idempotencyKey: checkoutKeyOf(payment.id),
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        description: `${settings?.merchant.name ?? ''} · ${order.orderName} · ${row.returnNumber}`,
        successUrl: `${origin}${page}&payment=${encodeURIComponent(payment.id)}`,
        cancelUrl: `${origin}${page}`,
        reference: payment.id,
        customerEmail: order.email,
      });
      await repository.update(payment.id, {
        providerReference: checkout.reference,
        checkoutUrl: checkout.url,
      });
    }
  } catch (error) {
    if (error instanceof PaymentRefused) {
      await repository.closeIfOpen(payment.id, { status: 'failed', failureReason: error.reason });
      return;
    }
    throw error;
  }
  await applyCheckout(ctx, order.id, payment, checkout);
}

export type CheckoutNoticeOutcome = 'recorded' | 'unchanged' | 'unknown_checkout';

/**
 * A provider's own notice about a checkout (Stripe's webhook, the sandbox's page once paid),
 * verified by its adapter: confirmed through the same step as the read-back, so a notice, the
 * shopper coming back and the sweep record one payment between them, once. A notice for a
 * checkout that is none of ours is answered and logged by ids only.
 */
export async function confirmCheckoutNotice(
  ctx: ReturnsContext,
  provider: string,
  notice: CheckoutNotice,
): Promise<CheckoutNoticeOutcome> {
  const repository = createReturnPaymentsRepository(ctx.db);
  const payment = await repository.byCheckout(provider, notice.checkout.reference);
  const row = payment ? await createReturnsRepository(ctx.db).byId(payment.returnId) : undefined;
  if (!payment || !row) {
    ctx.log.info(
      { provider, eventId: notice.eventId, checkout: notice.checkout.reference },
      'payment notice for a checkout that is not a return payment round',
    );
    return 'unknown_checkout';
  }
  if (payment.status !== 'open') return 'unchanged';
  if (notice.kind === 'failed') {
    const closed = await repository.closeIfOpen(payment.id, {
      status: 'failed',
      failureReason: 'payment_failed',
    });
    return closed ? 'recorded' : 'unchanged';
  }
  await applyCheckout(ctx, row.orderId, payment, notice.checkout);
  const after = await repository.byId(payment.id);
  return after?.status === 'open' ? 'unchanged' : 'recorded';
}

/** Rounds left open longer than this are read back by the sweep (the shopper may never come back). */
export const SWEEP_OPEN_AFTER_MS = 15 * 60_000;

/**
 * The sweep (maintenance, app.ts): every round of this instance's provider left open for a while is
 * read back from the provider and confirmed, so a payment is recorded (and the exchange ships)
 * even when neither the shopper nor the provider's notice comes. Returns how many rounds it closed.
 */
export async function sweepOpenPayments(ctx: ReturnsContext, limit = 100): Promise<number> {
  const repository = createReturnPaymentsRepository(ctx.db);
  const before = new Date(ctx.clock().getTime() - SWEEP_OPEN_AFTER_MS);
  let closed = 0;
  for (const payment of await repository.openBefore(ctx.payments.name, before, limit)) {
    const row = await createReturnsRepository(ctx.db).byId(payment.returnId);
    const order = row ? await ctx.orders.findWithItems(row.orderId) : undefined;
    if (!row || !order) continue;
    try {
      await settleRound(ctx, order, row, payment);
    } catch (error) {
      // The provider away: the next sweep asks again.
      ctx.log.warn({ err: error, paymentId: payment.id }, 'payment sweep: provider unavailable');
      continue;
    }
    if ((await repository.byId(payment.id))?.status !== 'open') closed += 1;
  }
  return closed;
}

/** user/get-return-balance: the return's balance and its latest payment, asked of the provider when open. */
export async function getReturnBalance(ctx: ReturnsContext, session: ShopperSession, returnId: string) {
  const { order, row } = await returnOfSession(ctx, session, returnId);
  const repository = createReturnPaymentsRepository(ctx.db);
  const latest = await repository.latest(row.id);
  if (latest?.status === 'open' && latest.providerReference) {
    // Unreachable provider: answer what is known; the shopper's page asks again.
    await settleRound(ctx, order, row, latest).catch((error: unknown) =>
      ctx.log.warn({ err: error, paymentId: latest.id }, 'payment provider unavailable'),
    );
  }
  const now = await returnOfSession(ctx, session, returnId);
  return balanceView(now.row, await repository.latest(row.id));
}

/**
 * user/pay-return-balance: the checkout of what is still owed, opened once per round. Once per
 * requestId; a paid balance answers its payment, a return with nothing owed 100070.
 */
export async function payReturnBalance(
  ctx: ReturnsContext,
  session: ShopperSession,
  input: { returnId: string; requestId: string },
) {
  const { order, row: found } = await returnOfSession(ctx, session, input.returnId);
  const key = `pay-return-balance:${order.id}:${input.requestId}`;
  const { value: paymentId } = await once(ctx.db, key, { returnId: found.id }, async (tx) => {
    const row = await ctx.state.lockReturn(tx, order.id, found.id);
    if (!row) throw notForThisOrder();
    const payments = createReturnPaymentsRepository(tx);
    const latest = await payments.latest(row.id);
    const owed = outstandingOf(row);
    if (owed <= 0 || isFinalReturnStatus(row.status as ReturnStatus)) {
      if (latest && latest.status === 'paid') return latest.id;
      throw nothingToPay();
    }
    if (latest?.status === 'open') return latest.id;
    const created = await payments.insert({
      returnId: row.id,
      round: (latest?.round ?? 0) + 1,
      provider: ctx.payments.name,
      amountMinor: owed,
      currency: row.currency,
      status: 'open',
    });
    return created.id;
  });
  const repository = createReturnPaymentsRepository(ctx.db);
  const payment = await repository.byId(paymentId);
  if (!payment) throw notForThisOrder();
  if (payment.provider !== ctx.payments.name) {
    // Opened with another provider: only that provider can say whether it was paid.
    throw paymentUnavailable();
  }
  try {
    await settleRound(ctx, order, found, payment);
  } catch (error) {
    ctx.log.warn({ err: error, paymentId }, 'payment provider unavailable');
    throw paymentUnavailable();
  }
  const now = await returnOfSession(ctx, session, input.returnId);
  const latest = await repository.byId(paymentId);
  if (latest?.status === 'failed') throw paymentUnavailable();
  return balanceView(now.row, latest);
}

/** The refund job: gives back every paid balance of a return that was cancelled or rejected, once each. */
export async function refundReturnBalance(ctx: ReturnsContext, payload: Record<string, unknown>) {
  const returnId = typeof payload.returnId === 'string' ? payload.returnId : null;
  if (!returnId) return;
  const repository = createReturnPaymentsRepository(ctx.db);
  const row = await createReturnsRepository(ctx.db).byId(returnId);
  if (!row) return;
  const statuses = ['cancelled', 'rejected'].includes(row.status) ? ['paid', 'refund_due'] : ['refund_due'];
  for (const payment of await repository.ofReturn(returnId, statuses)) {
    if (!payment.paymentReference) continue;
    if (payment.provider !== ctx.payments.name) {
      throw new Error(`payment ${payment.id} was made with ${payment.provider}, not ${ctx.payments.name}`);
    }
    const refund = await ctx.payments.refund({
      idempotencyKey: refundKeyOf(payment.id),
      paymentReference: payment.paymentReference,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
    });
    await repository.update(payment.id, { status: 'refunded', refundReference: refund.reference });
  }
}

/** The state owner's listener: a return cancelled or rejected gives its paid balance back (a job). */
export function balanceRefundListener(jobs: Pick<ReturnsContext['jobs'], 'enqueue'>): ReturnEventListener {
  return async (tx, change) => {
    const { event } = change;
    if (event.type !== 'status_changed' || (event.to !== 'cancelled' && event.to !== 'rejected')) return;
    const [paid] = await createReturnPaymentsRepository(tx).ofReturn(change.returnId, ['paid']);
    if (paid) await jobs.enqueue(tx, REFUND_RETURN_BALANCE_JOB, { returnId: change.returnId });
  };
}
