// The merchant API's checkpoints: for a package of one of its orders, and for a return's parcel on
// its way back (with an estimate and the destination's time zone). Unknown statuses are refused.
import { packageStatusOf } from '@rc/domain/tracking-status';
import type { MerchantRow } from '../../merchants';
import type { IngestInput } from '../ingest';
import {
  ingestPackage,
  ingestReturnParcel,
  merchantInput,
  notFound,
  orderOf,
  packageOf,
  summaries,
} from '../steps';
import type { MerchantCheckpoint, TrackingContext } from '../tracking-context';

type CheckpointsInput = Pick<IngestInput, 'estimatedDeliveryAt' | 'destinationTimeZone'> & {
  checkpoints: MerchantCheckpoint[];
};

/**
 * Checkpoints (and estimate) for a package of one of the merchant's orders. `quiet` e-mails
 * nobody (the demo's seeded journeys are history, not news).
 */
export async function merchantCheckpoints(
  ctx: TrackingContext,
  merchant: MerchantRow,
  orderName: string,
  fulfillment: string,
  input: CheckpointsInput,
  options: { quiet?: boolean } = {},
) {
  const found = await ctx.orders.findByName(merchant.id, orderName);
  if (!found) throw notFound();
  const order = await orderOf(ctx, found.id);
  const pkg = packageOf(order, fulfillment);
  const outcome = await ingestPackage(
    ctx,
    { fulfillmentId: pkg.id, orderId: order.id, merchantId: merchant.id, trackingNumber: pkg.trackingNumber },
    merchantInput(input),
    options.quiet,
  );
  const fresh = await orderOf(ctx, order.id);
  const [summary] = await summaries(ctx, fresh, pkg.id);
  if (!summary) throw notFound();
  return { ...summary, added: outcome.added };
}

/** Checkpoints (and estimate) for a return's parcel on its way back. */
export async function merchantReturnCheckpoints(
  ctx: TrackingContext,
  merchant: MerchantRow,
  reference: string,
  input: CheckpointsInput,
) {
  const found = await ctx.returns.find(merchant.id, reference);
  if (!found) throw notFound();
  const parcel = await ctx.repository.returnParcel(found.returnId);
  if (!parcel) throw notFound();
  const outcome = await ingestReturnParcel(
    ctx,
    { returnId: found.returnId, orderId: found.orderId, merchantId: merchant.id },
    merchantInput(input),
  );
  const status = outcome.after ?? 'info_received';
  return {
    returnId: found.returnId,
    returnStatus: outcome.returnStatus ?? 'unknown',
    trackingNumber: parcel.trackingNumber,
    status,
    packageStatus: outcome.after ? packageStatusOf(status) : ('pre_transit' as const),
    lastEventAt: outcome.row.lastEventAt?.toISOString() ?? null,
    added: outcome.added,
  };
}
