// The built-in sandbox checkout's page (the payment provider's hosted checkout when no real one is
// configured): the link is the checkout's only key, so whoever has it may pay (no session), as at
// a real provider. The form posts back to the same address; a paid checkout sends the shopper to
// the return's page, which reads the payment back. Request logs stay below info here, so the token
// does not end up in the access log.
import type { FastifyInstance } from 'fastify';
import { SANDBOX_CHECKOUT_PATH, type SandboxCheckout } from '../../adapters/payment/sandbox-checkout';
import {
  renderSandboxCheckoutGone,
  renderSandboxCheckoutPage,
  SANDBOX_CHECKOUT_PAGE_HEADERS,
} from '../../adapters/payment/sandbox-checkout-page';
import { answerOk } from '../../gateway/answer';
import type { ReturnsService } from './service';

export function sandboxCheckoutRoutes(
  app: FastifyInstance,
  sandbox: Pick<SandboxCheckout, 'forPage' | 'pay'>,
) {
  void app.register(async (scope) => {
    // The page's form is a plain HTML form: its body is form-encoded (only here).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get<{ Params: { token: string } }>(
      `${SANDBOX_CHECKOUT_PATH}/:token`,
      { logLevel: 'warn' },
      async (request, reply) => {
        const checkout = await sandbox.forPage(request.params.token);
        reply.headers(SANDBOX_CHECKOUT_PAGE_HEADERS);
        if (!checkout) return reply.code(404).send(renderSandboxCheckoutGone('not_found'));
        if (checkout.state === 'paid') return reply.redirect(checkout.successUrl, 303);
        if (checkout.state === 'expired') {
          return reply.code(410).send(renderSandboxCheckoutGone('expired', checkout.cancelUrl));
        }
        return reply.send(
          renderSandboxCheckoutPage({
            ...checkout,
            action: `${SANDBOX_CHECKOUT_PATH}/${request.params.token}`,
          }),
        );
      },
    );

    scope.post<{ Params: { token: string }; Body: Record<string, string> | undefined }>(
      `${SANDBOX_CHECKOUT_PATH}/:token`,
      { logLevel: 'warn' },
      async (request, reply) => {
        const card = typeof request.body?.card === 'string' ? request.body.card.slice(0, 40) : '';
        const outcome = await sandbox.pay(request.params.token, card);
        reply.headers(SANDBOX_CHECKOUT_PAGE_HEADERS);
        switch (outcome.outcome) {
          case 'paid':
            return reply.redirect(outcome.successUrl, 303);
          case 'expired':
            return reply.code(410).send(renderSandboxCheckoutGone('expired', outcome.cancelUrl));
          case 'not_found':
            return reply.code(404).send(renderSandboxCheckoutGone('not_found'));
          default:
            return reply.code(402).send(
              renderSandboxCheckoutPage({
                ...outcome.checkout,
                action: `${SANDBOX_CHECKOUT_PATH}/${request.params.token}`,
                error: outcome.outcome,
              }),
            );
        }
      },
    );
  });
}

/** Where Stripe's webhook endpoint points (docs/operations.md). */
export const STRIPE_WEBHOOK_PATH = '/webhooks/payments/stripe';

/**
 * Stripe's webhook: the signature covers the bytes as sent, so this scope keeps the body as text
 * for the use-case (payment-webhook.ts), which verifies it before reading it.
 */
export function paymentWebhookRoutes(
  app: FastifyInstance,
  returns: { payments: Pick<ReturnsService['payments'], 'stripeWebhook'> },
) {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 512 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      return answerOk(reply, await returns.payments.stripeWebhook(rawBody, request.headers));
    });
  });
}
