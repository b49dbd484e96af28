// A claim as the shopper and the merchant read it (the contract's ClaimDetail and list rows):
// its items, amount, evidence, payout, timeline and what can be done with it now.
import type { ClaimDetail } from '@rc/contract/claims/calls';
import {
  appealStanding,
  type ClaimStatus,
  canAddEvidence,
  canChangePaymentMethod,
  isDraftEditable,
  nextClaimStatus,
} from '@rc/domain/claim-lifecycle';
import type { IssueType } from '@rc/domain/enums';
import { protectionName } from '@rc/domain/protection-name';
import type { Queryable } from '../../db/client';
import type { ClaimActor } from '../claim-state';
import type { OrderWithItems } from '../orders';
import { orderItemView } from '../orders';
import type { ClaimsContext } from './claims-context';
import { type ClaimEventRow, type ClaimRow, createClaimsRepository } from './repository';

type PayoutRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createClaimsRepository>['payout']>>>;

function payoutView(payout: PayoutRow): ClaimDetail['payout'] {
  return {
    payoutId: payout.id,
    status: payout.status,
    method: payout.method as 'virtual_card' | 'paypal',
    amount: payout.amountMinor,
    currency: payout.currency,
    card: payout.card ? { brand: 'Visa' as const, ...payout.card } : null,
    failureReason: payout.failureReason,
    sentAt: payout.sentAt?.toISOString() ?? null,
  };
}

/** What the shopper can do with a claim in this status. */
function allowedActions(status: ClaimStatus): ClaimDetail['can'] {
  return {
    editDraft: isDraftEditable(status),
    withdraw: nextClaimStatus(status, 'withdraw') !== null,
    addEvidence: canAddEvidence(status),
    changePaymentMethod: canChangePaymentMethod(status),
    cashOut: nextClaimStatus(status, 'requestPayout') !== null,
  };
}

/** When the claim was last refused and whether it was appealed, from its timeline. */
export function appealFacts(events: readonly ClaimEventRow[]): {
  rejectedAt: Date | null;
  appealed: boolean;
} {
  const refusals = events.filter((event) => event.type === 'status_changed' && event.toStatus === 'rejected');
  return {
    rejectedAt: refusals.at(-1)?.at ?? null,
    appealed: events.some((event) => event.type === 'appealed'),
  };
}

/** The claim's detail, read with `db` (the caller's transaction after a write). */
export async function claimDetailView(
  db: Queryable,
  ctx: Pick<ClaimsContext, 'evidence' | 'clock'>,
  order: OrderWithItems,
  claim: ClaimRow,
): Promise<ClaimDetail> {
  const repository = createClaimsRepository(db);
  const lines = await repository.items(claim.id);
  const events = await repository.events(claim.id);
  const payout = await repository.payout(claim.id);
  const attachments = await ctx.evidence.forClaim(db, claim.id);
  const items = new Map(order.items.map((item) => [item.id, item]));
  const status = claim.status as ClaimStatus;
  const facts = appealFacts(events);
  const appeal = appealStanding({
    status,
    ...facts,
    windowDays: status === 'rejected' ? await repository.appealWindowDays(claim.merchantId) : 0,
    now: ctx.clock(),
  });
  return {
    claimId: claim.id,
    claimNumber: claim.claimNumber,
    status,
    statusReason: claim.statusReason,
    issueType: claim.issueType as IssueType,
    protectionName: protectionName({ platform: order.platform, issueType: claim.issueType }),
    policyId: claim.policyId,
    fulfillmentId: claim.fulfillmentId,
    items: lines.flatMap((line) => {
      const item = items.get(line.orderItemId);
      return item ? [orderItemView(item, line.quantity)] : [];
    }),
    currency: claim.currency,
    amount: claim.approvedMinor ?? claim.amountMinor,
    includeBp: claim.includeBp,
    shipping: order.shippingMinor,
    comment: claim.comment,
    details: claim.details,
    packInfo: claim.packInfo,
    attachments,
    paymentMethod:
      claim.paymentMethod && claim.payAccount
        ? { paymentMethod: claim.paymentMethod as 'virtual_card' | 'paypal', payAccount: claim.payAccount }
        : null,
    payout: payout ? payoutView(payout) : null,
    timeline: events.map((event) => ({
      at: event.at.toISOString(),
      type: event.type as ClaimDetail['timeline'][number]['type'],
      status: (event.toStatus as ClaimStatus | null) ?? null,
      actor: event.actor as ClaimActor,
      reason: event.reason,
    })),
    createdAt: claim.createdAt.toISOString(),
    submittedAt: claim.submittedAt?.toISOString() ?? null,
    can: allowedActions(status),
    appeal: { open: appeal.open, until: appeal.until?.toISOString() ?? null, appealed: facts.appealed },
  };
}

/** A row of the order's claim list. */
export function claimListRow(row: ClaimRow & { itemCount: number }) {
  return {
    claimId: row.id,
    claimNumber: row.claimNumber,
    status: row.status as ClaimStatus,
    issueType: row.issueType as IssueType,
    amount: row.approvedMinor ?? row.amountMinor,
    currency: row.currency,
    itemCount: row.itemCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
