// The sweep of abandoned drafts (run with the other maintenance, app.ts): a draft untouched for
// ORDER_LIMITS.draftExpiryDays expires (the shopper sees it as expired), and its evidence becomes
// unused uploads of the order, which the evidence sweep deletes with their files.
import type { ClaimsContext } from '../claims-context';
import { createClaimsRepository } from '../repository';

const BATCH = 200;

/** Expires drafts untouched for `days`, in batches; answers how many. */
export async function expireAbandonedDrafts(ctx: ClaimsContext, days: number): Promise<number> {
  let expired = 0;
  for (let batch = 0; batch < 20; batch += 1) {
    const stale = await createClaimsRepository(ctx.db).staleDrafts(days, BATCH);
    for (const draft of stale) {
      if (await expireOne(ctx, draft)) expired += 1;
    }
    if (stale.length < BATCH) break;
  }
  return expired;
}

/** Expires one draft unless it changed since it was found (saved again, submitted, withdrawn). */
async function expireOne(
  ctx: ClaimsContext,
  found: { id: string; orderId: string; updatedAt: Date },
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const claim = await ctx.state.lockClaim(tx, found.orderId, found.id);
    if (claim?.status !== 'draft' || claim.updatedAt.getTime() !== found.updatedAt.getTime()) return false;
    await ctx.state.move(tx, claim, 'expire', { actor: 'system' });
    await ctx.evidence.replaceForClaim(tx, { orderId: found.orderId, claimId: found.id, attachmentIds: [] });
    return true;
  });
}
