// The built-in sandbox checkout's page (the payment provider's hosted checkout when no real one is
// configured): the link is the checkout's only key, so whoever has it may pay (no session), as at
// a real provider. The form posts back to the same address; a paid checkout sends the shopper to
// the return's page, which reads the payment back. Request logs stay below info here, so the token
// does not end up in the access log.
import { resolveLanguage } from '@rc/domain/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CheckoutTextsOf } from '../../adapters/payment/checkout-texts';
import { SANDBOX_CHECKOUT_PATH, type SandboxCheckout } from '../../adapters/payment/sandbox-checkout';
import {
  type CheckoutPageContext,
  type CheckoutStore,
  renderSandboxCheckoutGone,
  renderSandboxCheckoutPage,
  SANDBOX_CHECKOUT_PAGE_HEADERS,
} from '../../adapters/payment/sandbox-checkout-page';
import { answerOk, requestLanguage } from '../../gateway/answer';
import type { ReturnsService } from './service';

/** What the checkout's page needs besides the checkout: its store, its words, the store's font file. */
export interface CheckoutPageDeps {
  /** The store, language and country the checkout is paid for (the return's), when known. */
  storeOf(reference: string): Promise<{ store: CheckoutStore | null; language: string | null }>;
  texts: CheckoutTextsOf;
  /** The shipped font file of a store's font list (`/assets/…`), or null. */
  fontFileOf(fontFamily: string | null): { family: string; href: string } | null;
}

export function sandboxCheckoutRoutes(
  app: FastifyInstance,
  sandbox: Pick<SandboxCheckout, 'forPage' | 'pay'>,
  pages: CheckoutPageDeps,
) {
  /** The page's context: the store's brand, the language chosen on the page, else the return's, else the browser's. */
  async function contextOf(
    request: FastifyRequest<{ Querystring: { lang?: string } }>,
    reference: string | null,
  ): Promise<CheckoutPageContext> {
    const payee = reference ? await pages.storeOf(reference) : { store: null, language: null };
    const chosen = typeof request.query.lang === 'string' ? request.query.lang : undefined;
    const language = resolveLanguage([chosen, payee.language, requestLanguage(request)]);
    return {
      language,
      texts: pages.texts(language),
      store: payee.store,
      fontFile: pages.fontFileOf(payee.store?.fontFamily ?? null),
    };
  }

  function send(
    reply: FastifyReply,
    status: number,
    context: CheckoutPageContext,
    page: { html: string; csp: string },
  ) {
    return reply
      .code(status)
      .headers(SANDBOX_CHECKOUT_PAGE_HEADERS)
      .header('content-security-policy', page.csp)
      .header('content-language', context.language)
      .send(page.html);
  }

  /** The form posts back here, keeping the language chosen on the page. */
  const actionOf = (token: string, context: CheckoutPageContext, chosen: boolean) =>
    `${SANDBOX_CHECKOUT_PATH}/${token}${chosen ? `?lang=${context.language}` : ''}`;

  void app.register(async (scope) => {
    // The page's form is a plain HTML form: its body is form-encoded (only here).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get<{ Params: { token: string }; Querystring: { lang?: string } }>(
      `${SANDBOX_CHECKOUT_PATH}/:token`,
      { logLevel: 'warn' },
      async (request, reply) => {
        const checkout = await sandbox.forPage(request.params.token);
        const context = await contextOf(request, checkout?.reference ?? null);
        if (!checkout) return send(reply, 404, context, renderSandboxCheckoutGone('not_found', context));
        if (checkout.state === 'paid')
          return reply.headers(SANDBOX_CHECKOUT_PAGE_HEADERS).redirect(checkout.successUrl, 303);
        if (checkout.state === 'expired') {
          return send(reply, 410, context, renderSandboxCheckoutGone('expired', context, checkout.cancelUrl));
        }
        const action = actionOf(request.params.token, context, request.query.lang !== undefined);
        return send(reply, 200, context, renderSandboxCheckoutPage({ ...checkout, action }, context));
      },
    );

    scope.post<{
      Params: { token: string };
      Querystring: { lang?: string };
      Body: Record<string, string> | undefined;
    }>(`${SANDBOX_CHECKOUT_PATH}/:token`, { logLevel: 'warn' }, async (request, reply) => {
      const card = typeof request.body?.card === 'string' ? request.body.card.slice(0, 40) : '';
      const outcome = await sandbox.pay(request.params.token, card);
      if (outcome.outcome === 'paid') {
        return reply.headers(SANDBOX_CHECKOUT_PAGE_HEADERS).redirect(outcome.successUrl, 303);
      }
      const reference =
        outcome.outcome === 'declined' || outcome.outcome === 'invalid_card'
          ? outcome.checkout.reference
          : null;
      const context = await contextOf(request, reference);
      switch (outcome.outcome) {
        case 'expired':
          return send(reply, 410, context, renderSandboxCheckoutGone('expired', context, outcome.cancelUrl));
        case 'not_found':
          return send(reply, 404, context, renderSandboxCheckoutGone('not_found', context));
        default:
          return send(
            reply,
            402,
            context,
            renderSandboxCheckoutPage(
              {
                ...outcome.checkout,
                action: actionOf(request.params.token, context, request.query.lang !== undefined),
                error: outcome.outcome,
              },
              context,
            ),
          );
      }
    });
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
