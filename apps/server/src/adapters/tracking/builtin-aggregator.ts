// The built-in tracking push (issue 12): our own signed webhook format, for a merchant's carrier
// integration or a relay in front of any aggregator. Signed like Stripe's: `t={unix seconds},
// v1={hex HMAC-SHA-256 of "{t}.{raw body}"}` in X-Tracking-Signature.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  header,
  type ReportedCheckpoint,
  type TrackingAggregator,
  type WebhookVerdict,
  withinWindow,
} from './tracking-aggregator';

export const BUILTIN_SIGNATURE_HEADER = 'x-tracking-signature';

/** The header value for a body signed at `timestamp` (the tests and a merchant's relay use it). */
export function signBuiltinWebhook(secret: string, rawBody: string, timestamp: number): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

function readCheckpoints(value: unknown): ReportedCheckpoint[] | null {
  if (!Array.isArray(value)) return null;
  const out: ReportedCheckpoint[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) return null;
    const c = entry as Record<string, unknown>;
    if (typeof c.status !== 'string' || typeof c.occurredAt !== 'string') return null;
    out.push({
      id: typeof c.id === 'string' ? c.id : null,
      status: c.status,
      occurredAt: c.occurredAt,
      location: typeof c.location === 'string' ? c.location : null,
      message: typeof c.message === 'string' ? c.message : null,
    });
  }
  return out;
}

export function createBuiltinAggregator(options: {
  secret: string | null;
  toleranceSeconds: number;
}): TrackingAggregator {
  return {
    name: 'builtin',
    verifyWebhook(rawBody, headers, now): WebhookVerdict {
      const signature = header(headers, BUILTIN_SIGNATURE_HEADER);
      if (!signature || !options.secret) return { ok: false, reason: 'unsigned' };
      const parts = Object.fromEntries(
        signature.split(',').map((part) => {
          const at = part.indexOf('=');
          return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
        }),
      );
      const timestamp = Number(parts.t);
      if (!Number.isInteger(timestamp) || !parts.v1) return { ok: false, reason: 'unsigned' };
      const expected = signBuiltinWebhook(options.secret, rawBody, timestamp).split('v1=')[1] ?? '';
      if (!safeEqualHex(parts.v1, expected)) return { ok: false, reason: 'bad-signature' };
      const sentAt = new Date(timestamp * 1000);
      if (!withinWindow(sentAt, now, options.toleranceSeconds)) return { ok: false, reason: 'stale' };
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(rawBody) as Record<string, unknown>;
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      const checkpoints = readCheckpoints(body.checkpoints);
      if (typeof body.id !== 'string' || typeof body.trackingNumber !== 'string' || !checkpoints) {
        return { ok: false, reason: 'malformed' };
      }
      return {
        ok: true,
        delivery: {
          eventId: body.id,
          sentAt,
          update: {
            trackingNumber: body.trackingNumber,
            carrier: typeof body.carrier === 'string' ? body.carrier : null,
            estimatedDeliveryAt:
              typeof body.estimatedDeliveryAt === 'string' ? body.estimatedDeliveryAt : null,
            checkpoints,
          },
        },
      };
    },
  };
}
