// submit-claim: the claim is submitted and the merchant's rules decide what they can at once
// (approve within the remaining coverage, ask for evidence, send to review). Once per requestId.
import type { ClaimDetail, ClaimReviewBody } from '@rc/contract/claims/calls';
import { type ClaimRules, decideOnSubmit } from '@rc/domain/claim-lifecycle';
import type { Tx } from '../../../db/client';
import type { ShopperSession } from '../../../gateway/register-call';
import { once } from '../../../lib/idempotency';
import type { OrderWithItems } from '../../orders';
import { claimDetailView } from '../claim-view';
import type { ClaimsContext } from '../claims-context';
import { countKinds } from '../evidence-port';
import type { ClaimRow } from '../repository';
import {
  type DraftBody,
  type Evaluation,
  evaluate,
  loadOrder,
  throwIfForeignEvidence,
  throwIfPoliceReportMissing,
  writeClaim,
} from '../steps';

/** The rules' decision on a submitted claim, applied; approval without enough coverage left waits for the merchant. */
async function decide(
  ctx: ClaimsContext,
  tx: Tx,
  claim: ClaimRow,
  body: DraftBody,
  evaluation: Evaluation,
  submittedAt: Date,
  rules: ClaimRules,
): Promise<ClaimRow> {
  const decision = decideOnSubmit({
    issueType: body.issueType,
    amountMinor: claim.amountMinor,
    evidence: countKinds(await ctx.evidence.forClaim(tx, claim.id)),
    policyEndsAt: evaluation.context.policy.endsAt,
    submittedAt,
    fulfillmentStatus: evaluation.context.fulfillment?.status ?? null,
    rules,
  });
  if (
    decision.command === 'approve' &&
    (await ctx.orders.reserveCoverage(tx, claim.policyId, claim.amountMinor))
  ) {
    return ctx.state.move(tx, claim, 'approve', {
      actor: 'system',
      reason: decision.reason,
      set: { approvedMinor: claim.amountMinor },
    });
  }
  if (decision.command === 'approve') {
    return ctx.state.move(tx, claim, 'review', { actor: 'system', reason: 'merchant_review' });
  }
  return ctx.state.move(tx, claim, decision.command, { actor: 'system', reason: decision.reason });
}

export async function submitClaim(
  ctx: ClaimsContext,
  session: ShopperSession,
  input: ClaimReviewBody & { requestId: string },
  language = 'en-US',
): Promise<ClaimDetail> {
  const { requestId, ...body } = input;
  // Load and check what needs no lock.
  const order: OrderWithItems = await loadOrder(ctx, session.orderId, session.merchantId);
  throwIfPoliceReportMissing(body.issueType, body.details);
  // Read before the transaction: inside it only the transaction is queried (PGlite has one connection).
  const rules = await ctx.rulesOf(order.merchantId);
  const { value } = await once(ctx.db, `submit-claim:${order.id}:${requestId}`, body, async (tx) => {
    // Check again under the order's lock, write, submit, decide.
    await ctx.state.lockOrder(tx, order.id);
    const evaluation = await evaluate(ctx, tx, order, body, true);
    await throwIfForeignEvidence(ctx, tx, order.id, body.attachments, body.claimId ?? null);
    const written = await writeClaim(ctx, tx, order, body, evaluation, language);
    const submittedAt = ctx.clock();
    const submitted = await ctx.state.move(tx, written, 'submit', { actor: 'shopper', set: { submittedAt } });
    const decided = await decide(ctx, tx, submitted, body, evaluation, submittedAt, rules);
    return claimDetailView(tx, ctx, order, decided);
  });
  return value;
}
