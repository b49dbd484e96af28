// The built-in sandbox checkout's page (the payment provider's hosted checkout when no real one is
// configured): the link is the checkout's only key, so whoever has it may pay (no session), as at
// a real provider. The form posts back to the same address; a paid checkout sends the shopper to
// the return's page, which reads the payment back. Request logs stay below info here, so the token
// does not end up in the access log.
import { stripeWebhook } from '@rc/contract/payments/calls';
import { SANDBOX_CHECKOUT_PATH, sandboxCheckoutPage, sandboxCheckoutPay } from '@rc/contract/payments/pages';
import { resolveLanguage } from '@rc/domain/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CheckoutTextsOf } from '../../adapters/payment/checkout-texts';
import type { SandboxCheckout } from '../../adapters/payment/sandbox-checkout';
import {
  type CheckoutPageContext,
  type CheckoutStore,
  renderSandboxCheckoutGone,
  renderSandboxCheckoutPage,
  SANDBOX_CHECKOUT_PAGE_HEADERS,
} from '../../adapters/payment/sandbox-checkout-page';
import { requestLanguage } from '../../gateway/answer';
import { type Gate, registerCall } from '../../gateway/register-call';
import { registerPage } from '../../gateway/register-page';
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
    request: FastifyRequest,
    chosen: string | undefined,
    reference: string | null,
  ): Promise<CheckoutPageContext> {
    const payee = reference ? await pages.storeOf(reference) : { store: null, language: null };
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

  /** Whether the address names a language (chosen on the page), whatever its value. */
  const langInAddress = (request: FastifyRequest) =>
    (request.query as { lang?: unknown } | undefined)?.lang !== undefined;

  /** The form posts back here, keeping the language chosen on the page. */
  const actionOf = (token: string, context: CheckoutPageContext, chosen: boolean) =>
    `${SANDBOX_CHECKOUT_PATH}/${token}${chosen ? `?lang=${context.language}` : ''}`;

  // The page's form is a plain HTML form: its record says so, and only its route reads form bodies.
  registerPage(
    app,
    sandboxCheckoutPage,
    async ({ params, query, request, reply }) => {
      const checkout = await sandbox.forPage(params.token);
      const context = await contextOf(request, query.lang, checkout?.reference ?? null);
      if (!checkout) return send(reply, 404, context, renderSandboxCheckoutGone('not_found', context));
      if (checkout.state === 'paid')
        return reply.headers(SANDBOX_CHECKOUT_PAGE_HEADERS).redirect(checkout.successUrl, 303);
      if (checkout.state === 'expired') {
        return send(reply, 410, context, renderSandboxCheckoutGone('expired', context, checkout.cancelUrl));
      }
      const action = actionOf(params.token, context, langInAddress(request));
      return send(reply, 200, context, renderSandboxCheckoutPage({ ...checkout, action }, context));
    },
    { logLevel: 'warn' },
  );

  registerPage(
    app,
    sandboxCheckoutPay,
    async ({ params, query, form, request, reply }) => {
      const card = typeof form.card === 'string' ? form.card.slice(0, 40) : '';
      const outcome = await sandbox.pay(params.token, card);
      if (outcome.outcome === 'paid') {
        return reply.headers(SANDBOX_CHECKOUT_PAGE_HEADERS).redirect(outcome.successUrl, 303);
      }
      const reference =
        outcome.outcome === 'declined' || outcome.outcome === 'invalid_card'
          ? outcome.checkout.reference
          : null;
      const context = await contextOf(request, query.lang, reference);
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
                action: actionOf(params.token, context, langInAddress(request)),
                error: outcome.outcome,
              },
              context,
            ),
          );
      }
    },
    { logLevel: 'warn' },
  );
}

/**
 * Stripe's webhook: the signature covers the bytes as sent, so its record's body is 'signed' and
 * the gateway hands them to the use-case (payment-webhook.ts), which verifies them before reading.
 */
export function paymentWebhookRoutes(
  app: FastifyInstance,
  gate: Gate,
  returns: { payments: Pick<ReturnsService['payments'], 'stripeWebhook'> },
) {
  registerCall(
    app,
    gate,
    stripeWebhook,
    ({ rawBody, request }) => returns.payments.stripeWebhook(rawBody, request.headers),
    { bodyLimit: 512 * 1024 },
  );
}
