// get-claim-detail and get-claim-list of the signed-in order.
import type { ClaimDetail } from '@rc/contract/claims/calls';
import type { ShopperSession } from '../../../gateway/register-call';
import { notForThisOrder } from '../claim-context';
import { claimDetailView, claimListRow } from '../claim-view';
import type { ClaimsContext } from '../claims-context';
import { createClaimsRepository } from '../repository';
import { loadOrder } from '../steps';

export async function claimDetail(
  ctx: ClaimsContext,
  session: ShopperSession,
  claimId: string,
): Promise<ClaimDetail> {
  const order = await loadOrder(ctx, session.orderId, session.merchantId);
  const claim = await createClaimsRepository(ctx.db).findInOrder(order.id, claimId);
  if (!claim) throw notForThisOrder();
  return claimDetailView(ctx.db, ctx, order, claim);
}

/** Newest first, drafts included. */
export async function claimList(ctx: ClaimsContext, session: ShopperSession) {
  const rows = await createClaimsRepository(ctx.db).listForOrder(session.orderId);
  return { claims: rows.map(claimListRow) };
}
