// Stripe's webhook (https://docs.stripe.com/webhooks#verify-manually): each event is POSTed with a
// `Stripe-Signature` header `t=<unix seconds>,v1=<hex>[,v1=<hex>…][,v0=…]`, where v1 is the
// HMAC-SHA-256 of `${t}.${raw body}` with the endpoint's signing secret (whsec_…). While a secret is
// being rolled Stripe signs with the old and the new one (two v1 values), and we may hold both
// (STRIPE_WEBHOOK_SECRET with several secrets, comma-separated): any pair that matches passes. The
// comparison is constant-time; a time further than the tolerance from ours is refused (a replay).
// The checkout events are read into the provider-neutral notice the returns module confirms
// (payment-provider.ts), with the session read as the client reads it back.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CheckoutNotice } from './payment-provider';
import { checkoutOfStripeSession } from './stripe-client';

/** Stripe's own default tolerance: five minutes. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

export type StripeSignatureProblem = 'missing' | 'malformed' | 'mismatch' | 'stale';

export type StripeWebhookVerdict =
  | { ok: true; event: StripeEvent }
  | { ok: false; problem: StripeSignatureProblem | 'not_an_event' };

export interface StripeEvent {
  id: string;
  type: string;
  object: Record<string, unknown>;
}

/** The v1 signature of a payload at a time (what Stripe sends; tests sign their events with it). */
export function signStripePayload(secret: string, rawBody: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** A whole `Stripe-Signature` header for a payload, signed with each secret given. */
export function stripeSignatureHeader(
  secrets: readonly string[],
  rawBody: string,
  timestamp: number,
): string {
  return [
    `t=${timestamp}`,
    ...secrets.map((secret) => `v1=${signStripePayload(secret, rawBody, timestamp)}`),
  ].join(',');
}

function parseHeader(header: string): { timestamp: number; signatures: Buffer[] } | null {
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't') {
      if (timestamp !== null || !/^\d{1,12}$/.test(value)) return null;
      timestamp = Number(value);
    } else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) {
      signatures.push(Buffer.from(value.toLowerCase(), 'hex'));
    }
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** Verifies an event as Stripe documents it, then reads it; never throws. */
export function verifyStripeWebhook(
  rawBody: string,
  header: string | string[] | undefined,
  options: { secrets: readonly string[]; now: Date; toleranceSeconds?: number },
): StripeWebhookVerdict {
  if (typeof header !== 'string' || header === '') return { ok: false, problem: 'missing' };
  const parsed = parseHeader(header);
  if (!parsed) return { ok: false, problem: 'malformed' };
  const matches = options.secrets.some((secret) => {
    const expected = Buffer.from(signStripePayload(secret, rawBody, parsed.timestamp), 'hex');
    // Every given signature is compared, so the time taken says nothing about which one matched.
    return parsed.signatures
      .map((given) => given.length === expected.length && timingSafeEqual(given, expected))
      .includes(true);
  });
  if (!matches) return { ok: false, problem: 'mismatch' };
  const tolerance = options.toleranceSeconds ?? STRIPE_WEBHOOK_TOLERANCE_SECONDS;
  if (Math.abs(options.now.getTime() / 1000 - parsed.timestamp) > tolerance) {
    return { ok: false, problem: 'stale' };
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { ok: false, problem: 'not_an_event' };
  }
  const event = body as { id?: unknown; type?: unknown; data?: { object?: unknown } } | null;
  const object = event?.data?.object;
  if (
    typeof event?.id !== 'string' ||
    typeof event.type !== 'string' ||
    object === null ||
    typeof object !== 'object' ||
    Array.isArray(object)
  ) {
    return { ok: false, problem: 'not_an_event' };
  }
  return { ok: true, event: { id: event.id, type: event.type, object: object as Record<string, unknown> } };
}

/** Stripe's checkout events as the returns module's notice; null for any other event. */
export function checkoutNoticeOfStripeEvent(event: StripeEvent): CheckoutNotice | null {
  let kind: CheckoutNotice['kind'];
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired':
      kind = 'changed';
      break;
    case 'checkout.session.async_payment_failed':
      kind = 'failed';
      break;
    default:
      return null;
  }
  if (typeof event.object.id !== 'string') return null;
  return { eventId: event.id, kind, checkout: checkoutOfStripeSession(event.object) };
}
