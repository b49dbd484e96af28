import type { OutboundLog } from '../../lib/outbound-http';
import { createAfterShipClient } from './aftership-client';
import { createBuiltinAggregator } from './builtin-aggregator';
import type { TrackingAggregator } from './tracking-aggregator';

export interface TrackingAggregatorSettings {
  provider: 'builtin' | 'aftership';
  webhookSecret: string | null;
  toleranceSeconds: number;
  aftership: { baseUrl: string; apiKey: string | null };
  log?: OutboundLog;
}

/** The configured aggregator; the built-in one works without any outside service. */
export function createTrackingAggregator(settings: TrackingAggregatorSettings): TrackingAggregator {
  if (settings.provider === 'aftership') {
    return createAfterShipClient({
      baseUrl: settings.aftership.baseUrl,
      apiKey: settings.aftership.apiKey,
      webhookSecret: settings.webhookSecret,
      toleranceSeconds: settings.toleranceSeconds,
      ...(settings.log ? { log: settings.log } : {}),
    });
  }
  return createBuiltinAggregator({
    secret: settings.webhookSecret,
    toleranceSeconds: settings.toleranceSeconds,
  });
}
