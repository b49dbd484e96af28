// claim-apply-review: what the claim would be (reviewData), without saving anything.
import type { ClaimReviewBody } from '@rc/contract/claims/calls';
import { evidenceComplete, requiredEvidence } from '@rc/domain/claim-lifecycle';
import { protectionName } from '@rc/domain/protection-name';
import type { ShopperSession } from '../../../gateway/register-call';
import { orderItemView } from '../../orders';
import { notForThisOrder } from '../claim-context';
import type { ClaimsContext } from '../claims-context';
import { countKinds } from '../evidence-port';
import { createClaimsRepository } from '../repository';
import { columnsOf, evaluate, loadOrder, throwIfForeignEvidence, throwIfPoliceReportMissing } from '../steps';

export async function reviewClaim(ctx: ClaimsContext, session: ShopperSession, body: ClaimReviewBody) {
  // Load and check: the package, the items still claimable, the police report, the evidence.
  const order = await loadOrder(ctx, session.orderId, session.merchantId);
  // The draft it continues is this order's, like every other object a session names by id.
  if (body.claimId && !(await createClaimsRepository(ctx.db).findInOrder(order.id, body.claimId))) {
    throw notForThisOrder();
  }
  const evaluation = await evaluate(ctx, ctx.db, order, body, true);
  throwIfPoliceReportMissing(body.issueType, body.details);
  const attachments = await throwIfForeignEvidence(
    ctx,
    ctx.db,
    order.id,
    body.attachments,
    body.claimId ?? null,
  );
  // What it comes to.
  const columns = columnsOf(body, order, evaluation);
  return {
    issueType: body.issueType,
    protectionName: protectionName({ platform: order.platform, issueType: body.issueType }),
    currency: evaluation.context.policy.currency,
    items: evaluation.lines.map((line) => orderItemView(line.item, line.quantity)),
    itemsTotal: evaluation.itemsTotal,
    shipping: order.shippingMinor,
    includeBp: evaluation.includeBp,
    amount: evaluation.amount,
    remainSumInsure: evaluation.context.policy.remainingMinor,
    attachments: attachments.map(({ claimId: _claim, ...view }) => view),
    paymentMethod: { paymentMethod: columns.paymentMethod, payAccount: columns.payAccount },
    missingEvidence: evidenceComplete(body.issueType, countKinds(attachments))
      ? []
      : requiredEvidence(body.issueType)
          .filter((requirement) => requirement.min > 0)
          .map((requirement) => requirement.key),
  };
}
