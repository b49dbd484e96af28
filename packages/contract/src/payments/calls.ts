// The payment provider's notices to the portal (decision 043): Stripe's signed webhook.
import { ERROR_CODES } from '@rc/domain/error-codes';
import { z } from 'zod';
import { defineApiCall } from '../define-call';

/** Where Stripe's webhook endpoint points (docs/operations.md). */
export const STRIPE_WEBHOOK_PATH = '/webhooks/payments/stripe';

export const stripeWebhook = defineApiCall({
  name: 'stripe-webhook',
  surface: 'merchant',
  tag: 'provider-webhooks',
  method: 'POST',
  path: STRIPE_WEBHOOK_PATH,
  auth: 'public',
  summary:
    'Stripe\'s events for the balance payments, signed with the endpoint\'s secret (`STRIPE_WEBHOOK_SECRET`, several while rolling it) in `Stripe-Signature: t={unix seconds},v1={hex HMAC-SHA-256 of "{t}.{raw body}"}`, 5 minutes of tolerance. `checkout.session.completed` and `checkout.session.async_payment_succeeded` confirm a checkout through the same step as the read-back; other events are acknowledged and ignored. A bad signature answers 400 with 100072 (nothing recorded); without a configured secret the endpoint does not exist (404).',
  request: z.looseObject({}).meta({
    description:
      "Stripe's event (`id`, `type`, `data.object` the checkout session), read only once its signature over the bytes as sent is verified.",
  }),
  body: 'signed',
  response: z.object({
    received: z.literal(true),
    outcome: z.enum(['recorded', 'unchanged', 'unknown_checkout', 'ignored']).meta({
      description:
        '`recorded` (the payment is now paid), `unchanged` (already recorded), `unknown_checkout` (none of ours) or `ignored` (an event the portal does not use).',
    }),
  }),
  statuses: { 200: 'Received.' },
  errors: [
    ERROR_CODES.PAYMENT_WEBHOOK_SIGNATURE_INVALID,
    ERROR_CODES.INVALID_INPUT,
    ERROR_CODES.UNKNOWN_CALL,
  ],
});
