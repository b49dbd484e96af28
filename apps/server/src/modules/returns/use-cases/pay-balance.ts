// The balance of a return (an exchange for something dearer, fees no refund absorbs), paid by the
// shopper at the payment provider's hosted checkout after the return is opened; the exchange ships
// only once it is paid (the domain refuses shipExchange before). The shopper's two calls are here;
// how a round is settled (once, whoever brings the news) is in balance-rounds.ts, the refund of a
// balance the return no longer takes in refund-balance.ts. Nothing is charged twice:
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
import type { ShopperSession } from '../../../gateway/register-call';
import { AppError } from '../../../lib/app-error';
import { once } from '../../../lib/idempotency';
import type { ReturnRow } from '../../return-state';
import { createReturnPaymentsRepository, type ReturnPaymentRow } from '../payments-repository';
import type { ReturnsContext } from '../returns-context';
import { notForThisOrder } from '../steps';
import { settleRound } from './balance-rounds';
import { returnOfSession } from './read-return';

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
