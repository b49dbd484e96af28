// save-claim-as-draft: creates or updates a draft, resumable from any device. Once per requestId.
// An order has at most ORDER_LIMITS.maxOpenDrafts drafts open at once.
import type { ClaimDetail } from '@rc/contract/claims/calls';
import { ORDER_LIMITS } from '@rc/domain/claim-defaults';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { Tx } from '../../../db/client';
import type { ShopperSession } from '../../../gateway/register-call';
import { AppError } from '../../../lib/app-error';
import { once } from '../../../lib/idempotency';
import { claimDetailView } from '../claim-view';
import type { ClaimsContext } from '../claims-context';
import { createClaimsRepository } from '../repository';
import { type DraftBody, evaluate, loadOrder, throwIfForeignEvidence, writeClaim } from '../steps';

/** 409 100022 when the order already has as many open drafts as it may. The caller holds the order's lock. */
export async function throwIfDraftLimitReached(tx: Tx, orderId: string): Promise<void> {
  const max = ORDER_LIMITS.maxOpenDrafts;
  if ((await createClaimsRepository(tx).countOpenDrafts(orderId)) >= max) {
    throw new AppError(ERROR_CODES.DRAFT_LIMIT_REACHED, { httpStatus: 409, params: { max } });
  }
}

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
    // A retry of a saved request never gets here (once answers it), so it is never refused.
    if (!body.claimId) await throwIfDraftLimitReached(tx, order.id);
    const evaluation = await evaluate(ctx, tx, order, body, false);
    await throwIfForeignEvidence(ctx, tx, order.id, body.attachments, body.claimId ?? null);
    const draft = await writeClaim(ctx, tx, order, body, evaluation, language);
    return claimDetailView(tx, ctx, order, draft);
  });
  return value;
}
