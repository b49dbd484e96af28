// The aggregator poll (maintenance), where the provider can be asked (no push): packages and
// return parcels still on their way, the longest unasked first, each round's limit apiece. One
// number the provider fails on is skipped (and asked again next round), not the whole round.
import type { IngestInput } from '../ingest';
import { ingestPackage, ingestReturnParcel } from '../steps';
import type { TrackingContext } from '../tracking-context';

export async function pollAggregator(
  ctx: TrackingContext,
  limit = 50,
): Promise<{ polled: number; failed: number }> {
  const fetchTracking = ctx.aggregator.fetchTracking;
  if (!fetchTracking) return { polled: 0, failed: 0 };
  const { repository } = ctx;
  let polled = 0;
  let failed = 0;
  /** Asks about one number and hands what came back on; touched either way, so the round moves on. */
  const pollOne = async (
    number: { carrierCode: string | null; trackingNumber: string },
    take: (update: IngestInput) => Promise<unknown>,
    touch: () => Promise<unknown>,
  ) => {
    try {
      const update = await fetchTracking(number.carrierCode, number.trackingNumber);
      if (update && update.checkpoints.length + (update.estimatedDeliveryAt ? 1 : 0) > 0) {
        await take({
          source: ctx.aggregator.name,
          unknownStatus: 'skip',
          checkpoints: update.checkpoints,
          ...(update.estimatedDeliveryAt ? { estimatedDeliveryAt: update.estimatedDeliveryAt } : {}),
        });
      }
      polled += 1;
    } catch {
      failed += 1;
    }
    await touch();
  };
  for (const row of await repository.pollablePackages(limit)) {
    await pollOne(
      { carrierCode: row.carrierCode, trackingNumber: row.trackingNumber as string },
      (update) => ingestPackage(ctx, row, update),
      () => repository.update(row.fulfillmentId, {}),
    );
  }
  // Return parcels on their way back, in the same round, with a limit of their own.
  for (const row of await repository.pollableReturnParcels(limit)) {
    await pollOne(
      row,
      (update) => ingestReturnParcel(ctx, row, update),
      () => repository.updateReturnParcel(row.returnId, {}),
    );
  }
  return { polled, failed };
}
