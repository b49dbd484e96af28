// Retention (jobs/retention-sweep.ts, TRACKING_RETENTION_DAYS): a parcel's checkpoints once its
// last scan is `days` old, webhook receipts after a day (the replay window is at most an hour).
import type { TrackingContext } from '../tracking-context';

export async function pruneTracking(
  ctx: TrackingContext,
  days: number,
): Promise<{ events: number; receipts: number }> {
  const now = ctx.clock().getTime();
  return ctx.repository.prune(new Date(now - days * 86_400_000), new Date(now - 86_400_000));
}
