// The steps the claim use-cases are made of: load the order, check a body against the package
// and what other claims hold, write the claim through its state owner, approve against the
// policy's remaining coverage. Inside a transaction only the transaction is queried: PGlite has
// one connection, and a query beside it would wait forever.
import type { ClaimDetail, ClaimReviewBody } from '@rc/contract/claims/calls';
import { defaultIncludeBp } from '@rc/domain/claim-defaults';
import {
  type ClaimStatus,
  claimAmountMinor,
  isDraftEditable,
  needsPoliceReport,
} from '@rc/domain/claim-lifecycle';
import type { IssueType } from '@rc/domain/enums';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { Queryable, Tx } from '../../db/client';
import type { ShopperSession } from '../../gateway/register-call';
import { AppError } from '../../lib/app-error';
import { type ClaimActor, claimNotChangeable } from '../claim-state';
import { merchantOrderWithItems, type OrderWithItems } from '../orders';
import {
  claimable,
  notForThisOrder,
  packageContext,
  throwIfIssueNotAllowed,
  throwIfNotClaimable,
} from './claim-context';
import { newClaimNumber } from './claim-number';
import { claimDetailView } from './claim-view';
import type { ClaimsContext } from './claims-context';
import { type ClaimRow, createClaimsRepository } from './repository';

export type Lines = { itemId: string; quantity: number }[];

/** What a draft, a review or a submission says about the claim. */
export type DraftBody = Omit<ClaimReviewBody, 'items' | 'applicantEmail' | 'attachments'> & {
  items: Lines;
  applicantEmail?: string | null | undefined;
  attachments: string[];
};

export type Evaluation = Awaited<ReturnType<typeof evaluate>>;

/** The order of the session, with everything about it; 401 when it is not the merchant's. */
export function loadOrder(ctx: ClaimsContext, orderId: string, merchantId: string): Promise<OrderWithItems> {
  return merchantOrderWithItems(ctx.orders, orderId, merchantId);
}

export function throwIfPoliceReportMissing(issueType: IssueType, details: ClaimReviewBody['details']): void {
  if (needsPoliceReport(issueType) && !details?.policeReportNumber?.trim()) {
    throw new AppError(ERROR_CODES.THEFT_REPORT_REQUIRED);
  }
}

/** Checks the attachments are the order's and free (or this claim's already). */
export async function throwIfForeignEvidence(
  ctx: ClaimsContext,
  db: Queryable,
  orderId: string,
  ids: readonly string[],
  claimId: string | null,
) {
  const found = await ctx.evidence.forOrder(db, orderId, ids);
  if (
    found.length !== new Set(ids).size ||
    found.some((row) => row.claimId !== null && row.claimId !== claimId)
  ) {
    throw notForThisOrder();
  }
  return found;
}

/** What claims hold here plus what the order's returns hold: a unit in a return cannot be claimed. */
export async function heldWithReturns(
  ctx: ClaimsContext,
  db: Queryable,
  orderId: string,
  held: Map<string, number>,
): Promise<Map<string, number>> {
  const returned = (await ctx.returnHeld?.(db, orderId)) ?? new Map<string, number>();
  const total = new Map(held);
  for (const [itemId, quantity] of returned) total.set(itemId, (total.get(itemId) ?? 0) + quantity);
  return total;
}

/** Everything a review, a submission or a draft checks about the body, and what it comes to. */
export async function evaluate(
  ctx: ClaimsContext,
  db: Queryable,
  order: OrderWithItems,
  body: DraftBody,
  complete: boolean,
) {
  const context = packageContext(order, body.policyId, body.fulfillmentId, ctx.clock());
  throwIfIssueNotAllowed(context, body.issueType);
  const held = await heldWithReturns(
    ctx,
    db,
    order.id,
    await createClaimsRepository(db).heldQuantities(
      order.id,
      context.fulfillment?.id ?? null,
      body.claimId ?? null,
    ),
  );
  const lines = throwIfNotClaimable([...body.items, ...(body.addedItem ?? [])], claimable(context, held));
  if (complete && lines.length === 0) throw new AppError(ERROR_CODES.ITEMS_NOT_CLAIMABLE);
  const priced = lines.map((line) => ({ unitPriceMinor: line.item.unitPriceMinor, quantity: line.quantity }));
  const includeBp =
    body.includeBp ??
    defaultIncludeBp(
      priced.map((line) => ({ priceMinor: line.unitPriceMinor, quantity: line.quantity })),
      context.policy.currency,
    );
  const itemsTotal = priced.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  const amount = claimAmountMinor({
    items: priced,
    includeBp,
    shippingMinor: order.shippingMinor,
    remainingMinor: context.policy.remainingMinor,
  });
  return { context, lines, includeBp, itemsTotal, amount };
}

/** The claim's columns a body sets. */
export function columnsOf(
  body: DraftBody,
  order: OrderWithItems,
  evaluation: { includeBp: boolean; amount: number },
) {
  const email = body.applicantEmail ?? order.email;
  const payment = body.paymentMethod ?? { paymentMethod: 'virtual_card' as const, payAccount: email };
  return {
    issueType: body.issueType,
    policyId: body.policyId,
    fulfillmentId: body.fulfillmentId ?? null,
    applicantEmail: email,
    includeBp: evaluation.includeBp,
    amountMinor: evaluation.amount,
    comment: body.comment ?? null,
    details: body.details ?? {},
    packInfo: body.packInfo ?? {},
    paymentMethod: payment.paymentMethod,
    payAccount: payment.payAccount,
  };
}

/**
 * Creates the claim (a draft) or, given a draft of this order, updates it; its items and evidence
 * replaced. The caller holds the order's lock.
 */
export async function writeClaim(
  ctx: ClaimsContext,
  tx: Tx,
  order: OrderWithItems,
  body: DraftBody,
  evaluation: Evaluation,
  language: string,
): Promise<ClaimRow> {
  let claim: ClaimRow;
  if (body.claimId) {
    const draft = await ctx.state.claimOfLockedOrder(tx, order.id, body.claimId);
    if (!draft) throw notForThisOrder();
    if (!isDraftEditable(draft.status as ClaimStatus)) throw claimNotChangeable();
    claim = await ctx.state.edit(tx, draft, { ...columnsOf(body, order, evaluation), language });
  } else {
    claim = await ctx.state.create(tx, {
      ...columnsOf(body, order, evaluation),
      language,
      claimNumber: newClaimNumber(),
      merchantId: order.merchantId,
      orderId: order.id,
      currency: evaluation.context.policy.currency,
    });
  }
  await ctx.state.replaceItems(
    tx,
    claim,
    evaluation.lines.map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity })),
  );
  await ctx.evidence.replaceForClaim(tx, {
    orderId: order.id,
    claimId: claim.id,
    attachmentIds: body.attachments,
  });
  return claim;
}

/** Approves, taking the amount off the policy's remaining coverage; 409 when not enough is left. */
export async function approveWithCoverage(
  ctx: ClaimsContext,
  tx: Tx,
  claim: ClaimRow,
  change: { actor: ClaimActor; reason: string | null; amountMinor: number },
): Promise<ClaimRow> {
  if (!(await ctx.orders.reserveCoverage(tx, claim.policyId, change.amountMinor))) {
    throw new AppError(ERROR_CODES.NO_COVERAGE_LEFT, { httpStatus: 409 });
  }
  return ctx.state.move(tx, claim, 'approve', {
    actor: change.actor,
    reason: change.reason,
    set: { approvedMinor: change.amountMinor },
  });
}

/** Runs a shopper's change of one claim in a transaction with order and claim locked; answers the detail. */
export async function changeShopperClaim(
  ctx: ClaimsContext,
  session: ShopperSession,
  claimId: string,
  change: (tx: Tx, claim: ClaimRow, order: OrderWithItems) => Promise<ClaimRow>,
): Promise<ClaimDetail> {
  const order = await loadOrder(ctx, session.orderId, session.merchantId);
  return ctx.db.transaction(async (tx) => {
    const claim = await ctx.state.lockClaim(tx, order.id, claimId);
    if (!claim) throw notForThisOrder();
    return claimDetailView(tx, ctx, order, await change(tx, claim, order));
  });
}
