// Stripe's webhook for the balance payments (decision 043): `POST /webhooks/payments/stripe`,
// verified with the endpoint's signing secret (STRIPE_WEBHOOK_SECRET, several while rolling it),
// then the checkout events confirmed through the same step as the read-back (balance-rounds.ts), so a
// replayed or duplicated event records nothing more. A bad signature is refused with 400 and
// 100072 (Stripe shows it and retries; nothing is recorded); an event the portal does not use, or
// for a checkout that is none of ours, is acknowledged so Stripe stops sending it.
import { ERROR_CODES } from '@rc/domain/error-codes';
import { STRIPE_PROVIDER } from '../../../adapters/payment/stripe-client';
import { checkoutNoticeOfStripeEvent, verifyStripeWebhook } from '../../../adapters/payment/stripe-webhook';
import { AppError } from '../../../lib/app-error';
import { createReturnPaymentsRepository } from '../payments-repository';
import { createReturnsRepository } from '../repository';
import type { ReturnsContext } from '../returns-context';
import { type CheckoutNoticeOutcome, confirmCheckoutNotice } from './balance-rounds';

export interface PaymentWebhookAnswer {
  received: true;
  /** What the event did: `ignored` for an event type the portal does not use. */
  outcome: CheckoutNoticeOutcome | 'ignored';
}

export async function receiveStripeWebhook(
  ctx: ReturnsContext,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<PaymentWebhookAnswer> {
  // Not configured: there is no such endpoint here.
  if (ctx.stripeWebhookSecrets.length === 0) {
    throw new AppError(ERROR_CODES.UNKNOWN_CALL, { httpStatus: 404 });
  }
  const verdict = verifyStripeWebhook(rawBody, headers['stripe-signature'], {
    secrets: ctx.stripeWebhookSecrets,
    now: ctx.clock(),
  });
  if (!verdict.ok) {
    if (verdict.problem === 'not_an_event') {
      throw new AppError(ERROR_CODES.INVALID_INPUT, {
        httpStatus: 400,
        data: { fields: [{ path: '', problem: 'not a Stripe event' }] },
      });
    }
    ctx.log.warn({ problem: verdict.problem }, 'stripe webhook refused: signature');
    throw new AppError(ERROR_CODES.PAYMENT_WEBHOOK_SIGNATURE_INVALID, {
      httpStatus: 400,
      data: { problem: verdict.problem },
    });
  }
  const notice = checkoutNoticeOfStripeEvent(verdict.event);
  if (!notice) return { received: true, outcome: 'ignored' };
  return { received: true, outcome: await confirmCheckoutNotice(ctx, STRIPE_PROVIDER, notice) };
}

/**
 * Who a provider's checkout is paid to (the return's store, the shopper's language, the order's
 * country), for the checkout's own page: the sandbox's page is the store's (issue 23).
 */
export async function checkoutPayee(ctx: ReturnsContext, provider: string, reference: string) {
  const payment = await createReturnPaymentsRepository(ctx.db).byCheckout(provider, reference);
  const row = payment ? await createReturnsRepository(ctx.db).byId(payment.returnId) : undefined;
  // The amount is written as the shopper's language writes the order's currency.
  return row ? { merchantId: row.merchantId, language: row.language, country: null } : undefined;
}
