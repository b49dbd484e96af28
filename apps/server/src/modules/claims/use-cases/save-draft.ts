// save-claim-as-draft: creates or updates a draft, resumable from any device. Once per requestId.
import type { ClaimDetail } from '@rc/contract/calls/claims';
import type { ShopperSession } from '../../../gateway/register-call';
import { once } from '../../../lib/idempotency';
import { claimDetailView } from '../claim-view';
import type { ClaimsContext } from '../claims-context';
import { type DraftBody, evaluate, loadOrder, throwIfForeignEvidence, writeClaim } from '../steps';

export async function saveDraft(
  ctx: ClaimsContext,
  session: ShopperSession,
  input: DraftBody & { requestId: string },
  language = 'en-US',
): Promise<ClaimDetail> {
  const { requestId, ...body } = input;
  const order = await loadOrder(ctx, session.orderId, session.merchantId);
  const { value } = await once(ctx.db, `save-claim-as-draft:${order.id}:${requestId}`, body, async (tx) => {
    await ctx.state.lockOrder(tx, order.id);
    const evaluation = await evaluate(ctx, tx, order, body, false);
    await throwIfForeignEvidence(ctx, tx, order.id, body.attachments, body.claimId ?? null);
    const draft = await writeClaim(ctx, tx, order, body, evaluation, language);
    return claimDetailView(tx, ctx.evidence, order, draft);
  });
  return value;
}
