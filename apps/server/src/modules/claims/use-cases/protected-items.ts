// get-protected-item: a package's (or the unshipped) covered items and how many of each can still
// be claimed.
import type { ShopperSession } from '../../../gateway/register-call';
import { orderItemView } from '../../orders';
import { claimable, notForThisOrder, packageContext } from '../claim-context';
import type { ClaimsContext } from '../claims-context';
import { createClaimsRepository } from '../repository';
import { heldWithReturns, loadOrder } from '../steps';

export async function protectedItems(
  ctx: ClaimsContext,
  session: ShopperSession,
  input: { policyId?: string | null; fulfillmentId?: string | null; claimId?: string | null },
) {
  const order = await loadOrder(ctx, session.orderId, session.merchantId);
  const policyId = input.policyId ?? order.policies.find((policy) => policy.items.length > 0)?.id;
  if (!policyId) throw notForThisOrder();
  const context = packageContext(order, policyId, input.fulfillmentId, ctx.clock());
  const claims = createClaimsRepository(ctx.db);
  // The draft being continued is this order's, like every other object a session names by id.
  if (input.claimId && !(await claims.findInOrder(order.id, input.claimId))) throw notForThisOrder();
  const held = await heldWithReturns(
    ctx,
    ctx.db,
    order.id,
    await claims.heldQuantities(order.id, context.fulfillment?.id ?? null, input.claimId ?? null),
  );
  const fulfillment = context.fulfillment;
  return {
    fulfillment: fulfillment
      ? {
          fulfillmentId: fulfillment.id,
          status: fulfillment.status,
          carrier: fulfillment.carrier,
          trackingNumber: fulfillment.trackingNumber,
          trackingUrl: fulfillment.trackingUrl,
          shippedAt: fulfillment.shippedAt?.toISOString() ?? null,
          deliveredAt: fulfillment.deliveredAt?.toISOString() ?? null,
          coverageCanceled: fulfillment.coverageCanceled,
          items: context.lines.map((line) => orderItemView(line.item, line.quantity)),
        }
      : null,
    items: claimable(context, held).map((entry) => ({
      ...orderItemView(entry.item, entry.quantity),
      claimableQuantity: entry.claimableQuantity,
    })),
  };
}
