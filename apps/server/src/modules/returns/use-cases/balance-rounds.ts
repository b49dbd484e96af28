// Settling a round of a return's balance payment (pay-balance.ts): whoever brings the news (the
// read-back when the shopper comes back, the provider's notice, the sandbox checkout's page, the
// sweep), the round's checkout is opened once (a key fixed per round), a paid checkout is recorded
// once under the payment's lock as the return's `payBalance`, an expired one closes the round, and
// a payment the return no longer takes is given back (refund-balance.ts).
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { Checkout, CheckoutNotice } from '../../../adapters/payment/payment-provider';
import { PaymentRefused } from '../../../adapters/payment/payment-provider';
import { AppError } from '../../../lib/app-error';
import type { OrderWithItems } from '../../orders';
import type { ReturnRow } from '../../return-state';
import { createReturnPaymentsRepository, type ReturnPaymentRow } from '../payments-repository';
import { createReturnsRepository } from '../repository';
import type { ReturnsContext } from '../returns-context';
import { queueRefund } from './refund-balance';

/** The provider's idempotency key of a payment round. */
export const checkoutKeyOf = (paymentId: string) => `rc-payment-${paymentId}`;

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
export async function settleRound(
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
