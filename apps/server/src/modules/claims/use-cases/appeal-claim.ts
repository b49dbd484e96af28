// appeal-claim (issue 15): a refused claim goes back to review once, within the merchant's window,
// with the shopper's note and new evidence; the merchant then decides again with its usual calls.
import type { ClaimDetail } from '@rc/contract/claims/calls';
import { appealStanding, type ClaimStatus } from '@rc/domain/claim-lifecycle';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { ShopperSession } from '../../../gateway/register-call';
import { AppError } from '../../../lib/app-error';
import { appealFacts } from '../claim-view';
import type { ClaimsContext } from '../claims-context';
import { createClaimsRepository } from '../repository';
import { changeShopperClaim, heldWithReturns, throwIfForeignEvidence } from '../steps';

export function appealClaim(
  ctx: ClaimsContext,
  session: ShopperSession,
  input: { claimId: string; requestId: string; note: string; attachments: string[] },
): Promise<ClaimDetail> {
  return changeShopperClaim(ctx, session, input.claimId, async (tx, claim, order) => {
    const repository = createClaimsRepository(tx);
    const events = await repository.events(claim.id);
    const earlier = events.find((event) => event.type === 'appealed');
    // The same request again (a retry after a lost answer) answers the claim as it is.
    if (earlier && earlier.data.requestId === input.requestId) return claim;
    // Another order's files answer as files that exist nowhere, whatever the claim's standing.
    await throwIfForeignEvidence(ctx, tx, order.id, input.attachments, claim.id);
    const facts = appealFacts(events);
    const standing = appealStanding({
      status: claim.status as ClaimStatus,
      rejectedAt: facts.rejectedAt,
      appealed: facts.appealed,
      windowDays: await repository.appealWindowDays(claim.merchantId),
      now: ctx.clock(),
    });
    if (!standing.open) {
      throw standing.why === 'window_closed'
        ? new AppError(ERROR_CODES.APPEAL_WINDOW_CLOSED, { httpStatus: 409 })
        : new AppError(ERROR_CODES.APPEAL_NOT_POSSIBLE, { httpStatus: 409 });
    }
    // A refusal released the claim's items: another claim (or a return) may hold them since.
    const lines = (await repository.items(claim.id)).map((line) => ({
      itemId: line.orderItemId,
      quantity: line.quantity,
    }));
    const held = await heldWithReturns(
      ctx,
      tx,
      order.id,
      await repository.heldQuantities(order.id, claim.fulfillmentId, claim.id),
    );
    const ordered = new Map(order.items.map((item) => [item.id, item.quantity]));
    if (
      lines.some((line) => line.quantity + (held.get(line.itemId) ?? 0) > (ordered.get(line.itemId) ?? 0))
    ) {
      throw new AppError(ERROR_CODES.ITEMS_NOT_CLAIMABLE, { httpStatus: 409 });
    }
    await ctx.evidence.linkToClaim(tx, {
      orderId: order.id,
      claimId: claim.id,
      attachmentIds: input.attachments,
    });
    const appealed = await ctx.state.edit(
      tx,
      claim,
      {},
      {
        type: 'appealed',
        actor: 'shopper',
        reason: input.note,
        data: { requestId: input.requestId, attachments: input.attachments.length },
      },
    );
    return ctx.state.move(tx, appealed, 'appeal', { actor: 'shopper', reason: 'appeal' });
  });
}
