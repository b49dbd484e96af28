// The reads of tracking: `query-package-status`, `user/get-tracking-detail` (a package, or a
// return's parcel) and the merchant API's tracking of an order.
import type { TrackingDetail } from '@rc/contract/calls/tracking';
import type { ShopperSession } from '../../../gateway/register-call';
import type { MerchantRow } from '../../merchants';
import { returnParcelDetail } from '../return-parcels';
import { detail, notFound, orderOf, packageOf, settingsOf, summaries } from '../steps';
import type { TrackingContext } from '../tracking-context';

/** query-package-status: every package of the session's order (or the one asked for). */
export async function packageStatuses(
  ctx: TrackingContext,
  session: ShopperSession,
  fulfillmentId: string | null | undefined,
) {
  const order = await orderOf(ctx, session.orderId);
  if (fulfillmentId) packageOf(order, fulfillmentId);
  return { packages: await summaries(ctx, order, fulfillmentId) };
}

/**
 * user/get-tracking-detail: one package of the session's order, or the parcel of one of its
 * returns; another order's is not found, as one that exists nowhere.
 */
export async function trackingDetail(
  ctx: TrackingContext,
  session: ShopperSession,
  input: { fulfillmentId?: string | undefined; returnId?: string | undefined },
): Promise<TrackingDetail> {
  const { repository } = ctx;
  if (input.returnId) {
    const parcel = await repository.returnParcel(input.returnId);
    if (!parcel || parcel.orderId !== session.orderId) throw notFound();
    const [events, cursor] = await Promise.all([
      repository.eventsOfReturn(parcel.returnId),
      repository.latestSeq(session.orderId),
    ]);
    return returnParcelDetail(parcel, events, cursor, await settingsOf(ctx, parcel.merchantId), ctx.clock());
  }
  const order = await orderOf(ctx, session.orderId);
  const pkg = order.fulfillments.find((candidate) => candidate.id === input.fulfillmentId);
  if (!pkg) throw notFound();
  return detail(ctx, order, pkg);
}

/** The merchant API: every package of one of its orders, as the shopper's tracking page shows it. */
export async function merchantTracking(ctx: TrackingContext, merchant: MerchantRow, orderName: string) {
  const found = await ctx.orders.findByName(merchant.id, orderName);
  if (!found) throw notFound();
  const order = await orderOf(ctx, found.id);
  const packages: TrackingDetail[] = [];
  for (const pkg of order.fulfillments) packages.push(await detail(ctx, order, pkg));
  return { orderName: order.orderName, packages };
}
