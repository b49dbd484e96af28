// The outside world of package tracking (issue 12): an aggregator that pushes signed webhooks
// and, where a provider has no push, answers when asked about one number.

/** A checkpoint as a provider reports it, before our domain names its status. */
export interface ReportedCheckpoint {
  id: string | null;
  status: string;
  /** ISO 8601 with the scan's offset when the provider gives it. */
  occurredAt: string;
  location: string | null;
  message: string | null;
}

/** What one webhook delivery or one poll says about one tracking number. */
export interface TrackingUpdate {
  trackingNumber: string;
  carrier: string | null;
  estimatedDeliveryAt: string | null;
  checkpoints: ReportedCheckpoint[];
}

/** A verified delivery: the provider's event id and the update it carries. */
export interface WebhookDelivery {
  eventId: string;
  /** When the provider signed or sent it (for the replay window). */
  sentAt: Date;
  update: TrackingUpdate;
}

export type WebhookVerdict =
  | { ok: true; delivery: WebhookDelivery }
  | { ok: false; reason: 'unsigned' | 'bad-signature' | 'stale' | 'malformed' };

export interface TrackingAggregator {
  /** The provider's name as it appears in the webhook path. */
  readonly name: string;
  /** Checks a delivery's signature and time against the raw body, then reads it. */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
  ): WebhookVerdict;
  /** Asks the provider about one number (null when it has no pull API, like the built-in one). */
  fetchTracking?(carrier: string | null, trackingNumber: string): Promise<TrackingUpdate | null>;
}

export function header(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** True when `sentAt` is within `toleranceSeconds` of `now`, either way. */
export function withinWindow(sentAt: Date, now: Date, toleranceSeconds: number): boolean {
  return Math.abs(now.getTime() - sentAt.getTime()) <= toleranceSeconds * 1000;
}
