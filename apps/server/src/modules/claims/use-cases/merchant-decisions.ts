// The merchant's side (merchant API and command): its claims, one claim, and its decision on one
// (approve, optionally for less; reject; ask for evidence).
import type { ClaimDetail } from '@rc/contract/claims/calls';
import { notForThisOrder } from '../claim-context';
import { claimDetailView } from '../claim-view';
import type { ClaimsContext } from '../claims-context';
import { createClaimsRepository } from '../repository';
import { approveWithCoverage, loadOrder } from '../steps';

export type MerchantDecision =
  | { command: 'approve'; amount?: number | null | undefined; note?: string | null | undefined }
  | { command: 'reject' | 'requestEvidence'; reason: string };

export function merchantClaims(
  ctx: ClaimsContext,
  merchantId: string,
  status: string | undefined,
  limit: number,
) {
  return createClaimsRepository(ctx.db).listForMerchant(merchantId, status, limit);
}

export async function merchantClaim(
  ctx: ClaimsContext,
  merchantId: string,
  reference: string,
): Promise<ClaimDetail> {
  const claim = await createClaimsRepository(ctx.db).findForMerchant(merchantId, reference);
  if (!claim) throw notForThisOrder();
  return claimDetailView(ctx.db, ctx, await loadOrder(ctx, claim.orderId, merchantId), claim);
}

export async function decideClaim(
  ctx: ClaimsContext,
  merchantId: string,
  reference: string,
  decision: MerchantDecision,
): Promise<ClaimDetail> {
  const found = await createClaimsRepository(ctx.db).findForMerchant(merchantId, reference);
  if (!found) throw notForThisOrder();
  const order = await loadOrder(ctx, found.orderId, merchantId);
  return ctx.db.transaction(async (tx) => {
    const claim = await ctx.state.lockClaim(tx, order.id, found.id);
    if (!claim) throw notForThisOrder();
    const decided =
      decision.command === 'approve'
        ? await approveWithCoverage(ctx, tx, claim, {
            actor: 'merchant',
            reason: decision.note ?? null,
            amountMinor: Math.min(decision.amount ?? claim.amountMinor, claim.amountMinor),
          })
        : await ctx.state.move(tx, claim, decision.command, { actor: 'merchant', reason: decision.reason });
    return claimDetailView(tx, ctx, order, decided);
  });
}
