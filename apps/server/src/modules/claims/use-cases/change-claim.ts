// The shopper's changes to one claim after it exists: withdraw a draft, add evidence while it is
// looked at, change where the payout goes, add items to a draft. Each in a transaction with the
// order and the claim locked, answering the claim's detail.
import type { ClaimDetail } from '@rc/contract/claims/calls';
import {
  type ClaimStatus,
  canAddEvidence,
  canChangePaymentMethod,
  isDraftEditable,
} from '@rc/domain/claim-lifecycle';
import type { IssueType } from '@rc/domain/enums';
import type { ShopperSession } from '../../../gateway/register-call';
import { claimNotChangeable } from '../../claim-state';
import type { ClaimsContext } from '../claims-context';
import { createClaimsRepository } from '../repository';
import { changeShopperClaim, evaluate, type Lines, throwIfForeignEvidence } from '../steps';

/**
 * withdraw-claim-draft. The draft's evidence becomes unused uploads of the order again (the
 * shopper may use them in another claim; the evidence sweep deletes them a day after upload).
 */
export function withdrawDraft(
  ctx: ClaimsContext,
  session: ShopperSession,
  claimId: string,
): Promise<ClaimDetail> {
  return changeShopperClaim(ctx, session, claimId, async (tx, claim, order) => {
    const withdrawn = await ctx.state.move(tx, claim, 'withdraw', { actor: 'shopper' });
    await ctx.evidence.replaceForClaim(tx, { orderId: order.id, claimId: claim.id, attachmentIds: [] });
    return withdrawn;
  });
}

/** edit-claim-material: more evidence while the claim is looked at; action_required goes back to review. */
export function addEvidence(
  ctx: ClaimsContext,
  session: ShopperSession,
  input: { claimId: string; attachments: string[]; comment?: string | null },
): Promise<ClaimDetail> {
  return changeShopperClaim(ctx, session, input.claimId, async (tx, claim, order) => {
    if (!canAddEvidence(claim.status as ClaimStatus)) throw claimNotChangeable();
    await throwIfForeignEvidence(ctx, tx, order.id, input.attachments, claim.id);
    await ctx.evidence.linkToClaim(tx, {
      orderId: order.id,
      claimId: claim.id,
      attachmentIds: input.attachments,
    });
    const withEvidence = await ctx.state.edit(
      tx,
      claim,
      {},
      {
        type: 'evidence_added',
        actor: 'shopper',
        reason: input.comment ?? null,
        data: { attachments: input.attachments.length },
      },
    );
    if (withEvidence.status !== 'action_required') return withEvidence;
    return ctx.state.move(tx, withEvidence, 'addEvidence', { actor: 'shopper', reason: 'evidence_added' });
  });
}

/** edit-payment-method: where the payout goes, until it has gone. */
export function changePaymentMethod(
  ctx: ClaimsContext,
  session: ShopperSession,
  input: { claimId: string; paymentMethod: { paymentMethod: 'virtual_card' | 'paypal'; payAccount: string } },
): Promise<ClaimDetail> {
  return changeShopperClaim(ctx, session, input.claimId, async (tx, claim) => {
    if (!canChangePaymentMethod(claim.status as ClaimStatus)) throw claimNotChangeable();
    return ctx.state.edit(
      tx,
      claim,
      { paymentMethod: input.paymentMethod.paymentMethod, payAccount: input.paymentMethod.payAccount },
      {
        type: 'payment_method_changed',
        actor: 'shopper',
        data: { paymentMethod: input.paymentMethod.paymentMethod },
      },
    );
  });
}

/** add-claim-item: more items of the same package on a draft. */
export function addItems(
  ctx: ClaimsContext,
  session: ShopperSession,
  input: { claimId: string; items: Lines },
): Promise<ClaimDetail> {
  return changeShopperClaim(ctx, session, input.claimId, async (tx, claim, order) => {
    if (!isDraftEditable(claim.status as ClaimStatus)) throw claimNotChangeable();
    const existing = (await createClaimsRepository(tx).items(claim.id)).map((line) => ({
      itemId: line.orderItemId,
      quantity: line.quantity,
    }));
    const evaluation = await evaluate(
      ctx,
      tx,
      order,
      {
        claimId: claim.id,
        policyId: claim.policyId,
        fulfillmentId: claim.fulfillmentId,
        issueType: claim.issueType as IssueType,
        items: [...existing, ...input.items],
        includeBp: null,
        attachments: [],
      },
      true,
    );
    await ctx.state.replaceItems(
      tx,
      claim,
      evaluation.lines.map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity })),
    );
    return ctx.state.edit(
      tx,
      claim,
      { includeBp: evaluation.includeBp, amountMinor: evaluation.amount },
      { type: 'items_added', actor: 'shopper', data: { items: input.items.length } },
    );
  });
}
