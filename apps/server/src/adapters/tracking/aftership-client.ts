// AfterShip (or an API of its shape, such as a 17TRACK relay) as the tracking aggregator (issue 12):
// its webhooks are signed with `aftership-hmac-sha256` (base64 HMAC-SHA-256 of the raw body) and
// carry `ts`, `event_id` and `msg` (the tracking); numbers are looked up with GET
// /trackings?tracking_numbers=… and the `as-api-key` header.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createOutboundHttp, type OutboundLog } from '../../lib/outbound-http';
import {
  header,
  type ReportedCheckpoint,
  type TrackingAggregator,
  type TrackingUpdate,
  type WebhookVerdict,
  withinWindow,
} from './tracking-aggregator';

export interface AfterShipOptions {
  baseUrl: string;
  apiKey: string | null;
  webhookSecret: string | null;
  toleranceSeconds: number;
  timeoutMs?: number;
  log?: OutboundLog;
}

export const AFTERSHIP_SIGNATURE_HEADER = 'aftership-hmac-sha256';

export function signAfterShipWebhook(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

interface AfterShipCheckpoint {
  checkpoint_time?: string;
  tag?: string;
  subtag?: string;
  message?: string;
  location?: string | null;
  city?: string | null;
  state?: string | null;
  country_region_name?: string | null;
}

interface AfterShipTracking {
  tracking_number?: string;
  slug?: string | null;
  expected_delivery?: string | null;
  checkpoints?: AfterShipCheckpoint[];
}

function placeOf(checkpoint: AfterShipCheckpoint): string | null {
  if (checkpoint.location) return checkpoint.location;
  const parts = [checkpoint.city, checkpoint.state, checkpoint.country_region_name].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** AfterShip's tracking as our update; null when it lacks a number. */
export function updateFromAfterShip(tracking: AfterShipTracking): TrackingUpdate | null {
  if (!tracking.tracking_number) return null;
  const checkpoints: ReportedCheckpoint[] = (tracking.checkpoints ?? [])
    .filter((c) => typeof c.checkpoint_time === 'string' && typeof c.tag === 'string')
    .map((c) => ({
      id: null,
      status: c.tag as string,
      occurredAt: c.checkpoint_time as string,
      location: placeOf(c),
      message: c.message ?? null,
    }));
  return {
    trackingNumber: tracking.tracking_number,
    carrier: tracking.slug ?? null,
    estimatedDeliveryAt: tracking.expected_delivery ?? null,
    checkpoints,
  };
}

export function createAfterShipClient(options: AfterShipOptions): TrackingAggregator {
  // Look-ups are GETs: the outbound client asks again after a 429 or 5xx by itself.
  const http = createOutboundHttp({
    provider: 'aftership',
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? 10_000,
    secrets: [options.apiKey, options.webhookSecret],
    ...(options.log ? { log: options.log } : {}),
  });
  return {
    name: 'aftership',
    verifyWebhook(rawBody, headers, now): WebhookVerdict {
      const signature = header(headers, AFTERSHIP_SIGNATURE_HEADER);
      if (!signature || !options.webhookSecret) return { ok: false, reason: 'unsigned' };
      const expected = Buffer.from(signAfterShipWebhook(options.webhookSecret, rawBody));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        return { ok: false, reason: 'bad-signature' };
      }
      let body: { event_id?: unknown; ts?: unknown; msg?: AfterShipTracking };
      try {
        body = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      const sentAt = new Date(Number(body.ts) * 1000);
      if (Number.isNaN(sentAt.getTime())) return { ok: false, reason: 'malformed' };
      if (!withinWindow(sentAt, now, options.toleranceSeconds)) return { ok: false, reason: 'stale' };
      const update = body.msg ? updateFromAfterShip(body.msg) : null;
      if (typeof body.event_id !== 'string' || !update) return { ok: false, reason: 'malformed' };
      return { ok: true, delivery: { eventId: body.event_id, sentAt, update } };
    },
    async fetchTracking(carrier, trackingNumber) {
      if (!options.apiKey) return null;
      const query = new URLSearchParams({ tracking_numbers: trackingNumber });
      if (carrier) query.set('slug', carrier);
      const response = await http.request({
        method: 'GET',
        url: `trackings?${query}`,
        headers: { 'as-api-key': options.apiKey, accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`AfterShip answered ${response.status}`);
      const json = response.json<{ data?: { trackings?: AfterShipTracking[] } }>();
      if (!json) throw new Error('AfterShip answered without JSON');
      const tracking = json.data?.trackings?.[0];
      return tracking ? updateFromAfterShip(tracking) : null;
    },
  };
}
