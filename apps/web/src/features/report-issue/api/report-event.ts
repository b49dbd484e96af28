import { callGateway } from '../../../lib/gateway';

/**
 * Tells the store where shoppers are in the report (report-event, spec 7). Fire and forget: a
 * failure here never stands in the shopper's way.
 */
export function reportEvent(
  event: string,
  data: Record<string, string | number | boolean | null> = {},
): void {
  void callGateway('report-event', { event, data });
}
