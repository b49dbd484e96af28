// A real payment provider: Stripe (https://docs.stripe.com/api), hosted Checkout Sessions in
// `payment` mode for the balance of a return, read back to learn whether they were paid, and
// refunds of their PaymentIntent. Requests are form-encoded with the secret key as a Bearer token;
// every POST carries an Idempotency-Key, which Stripe answers with the first result for 24 hours,
// so a retried checkout or refund never charges or refunds twice.
//
// Classification: 400, 402 and 404 are refusals (PaymentRefused: nothing happened); a network
// error, a timeout, 401/403, 409 (the same key in flight), 429 and 5xx are transient
// (PaymentUnavailable): ask again later with the same key.

import { createOutboundHttp, type OutboundLog, type OutboundResponse } from '../../lib/outbound-http';
import {
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  PaymentRefused,
  type RefundRequest,
} from './payment-provider';

export const STRIPE_PROVIDER = 'stripe';

export interface StripeOptions {
  /** https://api.stripe.com (tests point it at a local server speaking Stripe's API). */
  baseUrl: string;
  /** sk_test_… or sk_live_… (or a restricted key with Checkout Sessions and Refunds write access). */
  secretKey: string;
  timeoutMs?: number;
  /** Tries after the first on 429, 5xx or a dropped connection (default 2). */
  retries?: number;
  log?: OutboundLog;
}

/** A failure whose outcome is unknown: ask again with the same key. */
export class PaymentUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentUnavailable';
  }
}

interface StripeSession {
  id?: string;
  url?: string | null;
  status?: string | null;
  payment_status?: string | null;
  amount_total?: number | null;
  payment_intent?: string | { id?: string } | null;
}

const REFUSED = new Set([400, 402, 404]);

/** Stripe's form encoding: nested keys in brackets (line_items[0][price_data][currency]). */
export function stripeForm(params: Record<string, unknown>, prefix = '', out = new URLSearchParams()) {
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const name = prefix ? `${prefix}[${key}]` : key;
    if (Array.isArray(value)) {
      value.forEach((entry, index) => {
        if (entry !== null && typeof entry === 'object') {
          stripeForm(entry as Record<string, unknown>, `${name}[${index}]`, out);
        } else out.append(`${name}[${index}]`, String(entry));
      });
    } else if (typeof value === 'object') stripeForm(value as Record<string, unknown>, name, out);
    else out.append(name, String(value));
  }
  return out;
}

function errorOf(json: unknown): { type: string; message: string } {
  const error = (json as { error?: { type?: unknown; message?: unknown } } | null)?.error;
  return {
    type: typeof error?.type === 'string' ? error.type : 'unknown',
    message: typeof error?.message === 'string' ? error.message.slice(0, 300) : 'no message',
  };
}

/** A Checkout Session (as answered, or as a webhook event carries it) as the portal reads a checkout. */
export function checkoutOfStripeSession(json: unknown): Checkout {
  const session = json as StripeSession | null;
  if (!session?.id) throw new PaymentUnavailable('stripe: an answer without a checkout session id');
  const intent = session.payment_intent;
  const paymentReference = typeof intent === 'string' ? intent : (intent?.id ?? null);
  const paid = session.payment_status === 'paid';
  const status: Checkout['status'] = paid ? 'paid' : session.status === 'expired' ? 'expired' : 'open';
  return {
    reference: session.id,
    url: status === 'open' ? (session.url ?? null) : null,
    status,
    amountPaidMinor: paid ? Number(session.amount_total ?? 0) : 0,
    paymentReference,
  };
}

export function createStripeClient(options: StripeOptions) {
  // Every POST carries our key, so the client may send it again after a 429 or 5xx (Stripe replays
  // the first result); reads are safe to repeat anyway.
  const http = createOutboundHttp({
    provider: STRIPE_PROVIDER,
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? 20_000,
    ...(options.retries !== undefined ? { retries: options.retries } : {}),
    idempotencyHeader: 'Idempotency-Key',
    secrets: [options.secretKey],
    ...(options.log ? { log: options.log } : {}),
  });

  async function call(method: 'GET' | 'POST', path: string, form?: URLSearchParams, key?: string) {
    let response: OutboundResponse;
    try {
      response = await http.request({
        method,
        url: path,
        headers: { authorization: `Bearer ${options.secretKey}`, accept: 'application/json' },
        ...(form ? { form } : {}),
        ...(key ? { idempotencyKey: key } : {}),
      });
    } catch (error) {
      throw new PaymentUnavailable(`stripe: ${error instanceof Error ? error.message : error}`);
    }
    const json = response.json();
    if (response.status === 200) return json;
    const { type, message } = errorOf(json);
    if (REFUSED.has(response.status)) {
      throw new PaymentRefused(type, `stripe answered ${response.status} (${type}): ${message}`);
    }
    throw new PaymentUnavailable(`stripe answered ${response.status} (${type}): ${message}`);
  }

  return {
    name: STRIPE_PROVIDER,

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const form = stripeForm({
        mode: 'payment',
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        client_reference_id: request.reference,
        customer_email: request.customerEmail ?? undefined,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amountMinor,
              product_data: { name: request.description },
            },
          },
        ],
        metadata: { rc_payment_id: request.reference },
        payment_intent_data: { metadata: { rc_payment_id: request.reference } },
      });
      return checkoutOfStripeSession(
        await call('POST', '/v1/checkout/sessions', form, request.idempotencyKey),
      );
    },

    async retrieve(reference: string): Promise<Checkout> {
      return checkoutOfStripeSession(
        await call('GET', `/v1/checkout/sessions/${encodeURIComponent(reference)}`),
      );
    },

    async refund(request: RefundRequest): Promise<{ reference: string }> {
      const form = stripeForm({
        payment_intent: request.paymentReference,
        amount: request.amountMinor,
        metadata: { rc_refund_key: request.idempotencyKey },
      });
      const json = (await call('POST', '/v1/refunds', form, request.idempotencyKey)) as {
        id?: string;
        status?: string;
      } | null;
      if (!json?.id) throw new PaymentUnavailable('stripe: a refund answer without an id');
      if (json.status === 'failed' || json.status === 'canceled') {
        throw new PaymentRefused('refund_failed', `stripe refund ${json.id} is ${json.status}`);
      }
      return { reference: json.id };
    },
  } satisfies PaymentProvider;
}
