// Claims of the signed-in shopper: what can be claimed, review, drafts, submission with the
// rules' decision, evidence and payment changes, the detail with its timeline; and the merchant's
// decisions. Every write runs in one transaction that locks the order (so two requests cannot
// claim the same unit twice) and records each change as an event. Inside a transaction only the
// transaction is queried: PGlite has one connection, and a query beside it would wait forever.
import type { ClaimDetail, ClaimReviewBody } from '@rc/contract/calls/claims';
import type { OrderItem } from '@rc/contract/shared-schemas';
import { defaultIncludeBp } from '@rc/domain/claim-defaults';
import {
  type ClaimCommand,
  type ClaimRules,
  type ClaimStatus,
  canAddEvidence,
  canChangePaymentMethod,
  claimAmountMinor,
  decideOnSubmit,
  evidenceComplete,
  isDraftEditable,
  needsPoliceReport,
  nextClaimStatus,
  requiredEvidence,
} from '@rc/domain/claim-lifecycle';
import type { IssueType } from '@rc/domain/enums';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { protectionName } from '@rc/domain/protection-name';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client';
import { orders, policies } from '../../db/schema';
import { AppError } from '../../gateway/app-error';
import type { ShopperSession } from '../../gateway/register-call';
import { once } from '../../lib/idempotency';
import type { OrdersRepository, OrderWithItems } from '../orders/repository';
import {
  claimable,
  type ItemRow,
  notForThisOrder,
  packageContext,
  throwIfIssueNotAllowed,
  throwIfNotClaimable,
} from './claim-context';
import { newClaimNumber } from './claim-number';
import { countKinds, type EvidencePort } from './evidence-port';
import { type ClaimRow, createClaimsRepository } from './repository';
import type { ClaimStatusListener } from './status-listener';

type Actor = 'shopper' | 'merchant' | 'system';
type Lines = { itemId: string; quantity: number }[];
type DraftBody = Omit<ClaimReviewBody, 'items' | 'applicantEmail' | 'attachments'> & {
  items: Lines;
  applicantEmail?: string | null | undefined;
  attachments: string[];
};

export interface ClaimsDeps {
  db: Db;
  orders: OrdersRepository;
  evidence: EvidencePort;
  /** The merchant's decision rules (its settings), defaulting to the domain's. */
  rulesOf(merchantId: string): Promise<ClaimRules>;
  /** Told of every status change, inside its transaction (the shopper's e-mails). */
  statusChanged?: ClaimStatusListener;
  clock?: () => Date;
}

function itemView(item: ItemRow, quantity: number): OrderItem {
  return {
    itemId: item.id,
    productId: item.productId,
    variantId: item.variantId,
    title: item.title,
    variantTitle: item.variantTitle,
    sku: item.sku,
    imageUrl: item.imageUrl,
    quantity,
    unitPrice: item.unitPriceMinor,
  };
}

function notChangeable(): AppError {
  return new AppError(ERROR_CODES.CLAIM_NOT_CHANGEABLE, { httpStatus: 409 });
}

function throwIfPoliceReportMissing(issueType: IssueType, details: ClaimReviewBody['details']): void {
  if (needsPoliceReport(issueType) && !details?.policeReportNumber?.trim()) {
    throw new AppError(ERROR_CODES.THEFT_REPORT_REQUIRED);
  }
}

export function createClaimsService(deps: ClaimsDeps) {
  const clock = deps.clock ?? (() => new Date());

  async function loadOrder(orderId: string, merchantId: string): Promise<OrderWithItems> {
    const order = await deps.orders.findWithItems(orderId);
    if (!order || order.merchantId !== merchantId)
      throw new AppError(ERROR_CODES.NOT_SIGNED_IN, { httpStatus: 401 });
    return order;
  }

  /** Serialises the order's claim writes: two requests cannot claim the same unit at once. */
  async function lockOrder(tx: Tx, orderId: string): Promise<void> {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  }

  async function lockedClaim(tx: Tx, orderId: string, claimId: string): Promise<ClaimRow> {
    const claim = await createClaimsRepository(tx).findForUpdate(orderId, claimId);
    if (!claim) throw notForThisOrder();
    return claim;
  }

  async function transition(
    tx: Tx,
    claim: ClaimRow,
    command: ClaimCommand,
    actor: Actor,
    reason: string | null,
    extra: Partial<ClaimRow> = {},
  ): Promise<ClaimRow> {
    const next = nextClaimStatus(claim.status as ClaimStatus, command);
    if (!next) throw notChangeable();
    const repository = createClaimsRepository(tx);
    const updated = await repository.update(claim.id, { ...extra, status: next, statusReason: reason });
    await repository.addEvent({
      claimId: claim.id,
      type: 'status_changed',
      fromStatus: claim.status,
      toStatus: next,
      actor,
      reason,
    });
    await deps.statusChanged?.(tx, { claimId: claim.id, status: next, actor, reason });
    return updated;
  }

  /** Takes the approved amount off the policy's remaining sum; false when not enough is left. */
  async function reserveCoverage(tx: Tx, policyId: string, amountMinor: number): Promise<boolean> {
    const [row] = await tx
      .update(policies)
      .set({ remainingMinor: sql`${policies.remainingMinor} - ${amountMinor}` })
      .where(and(eq(policies.id, policyId), gte(policies.remainingMinor, amountMinor)))
      .returning({ id: policies.id });
    return Boolean(row);
  }

  /** Checks the attachments are the order's and free (or this claim's already). */
  async function throwIfForeignEvidence(
    db: Queryable,
    orderId: string,
    ids: readonly string[],
    claimId: string | null,
  ) {
    const found = await deps.evidence.forOrder(db, orderId, ids);
    if (
      found.length !== new Set(ids).size ||
      found.some((row) => row.claimId !== null && row.claimId !== claimId)
    ) {
      throw notForThisOrder();
    }
    return found;
  }

  /** Everything a review, a submission or a draft checks about the body, and what it comes to. */
  async function evaluate(db: Queryable, order: OrderWithItems, body: DraftBody, complete: boolean) {
    const context = packageContext(order, body.policyId, body.fulfillmentId, clock());
    throwIfIssueNotAllowed(context, body.issueType);
    const held = await createClaimsRepository(db).heldQuantities(
      order.id,
      context.fulfillment?.id ?? null,
      body.claimId ?? null,
    );
    const lines = throwIfNotClaimable([...body.items, ...(body.addedItem ?? [])], claimable(context, held));
    if (complete && lines.length === 0) throw new AppError(ERROR_CODES.ITEMS_NOT_CLAIMABLE);
    const priced = lines.map((line) => ({
      unitPriceMinor: line.item.unitPriceMinor,
      quantity: line.quantity,
    }));
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
  function columnsOf(
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

  /** Creates the claim or, given a draft of this order, updates it; items and evidence replaced. */
  async function writeClaim(
    tx: Tx,
    order: OrderWithItems,
    body: DraftBody,
    evaluation: Awaited<ReturnType<typeof evaluate>>,
    language: string,
  ) {
    const repository = createClaimsRepository(tx);
    let claim: ClaimRow;
    if (body.claimId) {
      const draft = await lockedClaim(tx, order.id, body.claimId);
      if (!isDraftEditable(draft.status as ClaimStatus)) throw notChangeable();
      claim = await repository.update(draft.id, { ...columnsOf(body, order, evaluation), language });
    } else {
      claim = await repository.insert({
        ...columnsOf(body, order, evaluation),
        language,
        claimNumber: newClaimNumber(),
        merchantId: order.merchantId,
        orderId: order.id,
        status: 'draft',
        currency: evaluation.context.policy.currency,
      });
      await repository.addEvent({ claimId: claim.id, type: 'created', toStatus: 'draft', actor: 'shopper' });
    }
    await repository.replaceItems(
      claim.id,
      evaluation.lines.map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity })),
    );
    await deps.evidence.replaceForClaim(tx, {
      orderId: order.id,
      claimId: claim.id,
      attachmentIds: body.attachments,
    });
    return claim;
  }

  async function detail(db: Queryable, order: OrderWithItems, claim: ClaimRow): Promise<ClaimDetail> {
    const repository = createClaimsRepository(db);
    const lines = await repository.items(claim.id);
    const events = await repository.events(claim.id);
    const payout = await repository.payout(claim.id);
    const attachments = await deps.evidence.forClaim(db, claim.id);
    const items = new Map(order.items.map((item) => [item.id, item]));
    const status = claim.status as ClaimStatus;
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
        return item ? [itemView(item, line.quantity)] : [];
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
      payout: payout
        ? {
            payoutId: payout.id,
            status: payout.status,
            method: payout.method as 'virtual_card' | 'paypal',
            amount: payout.amountMinor,
            currency: payout.currency,
            card: payout.card ? { brand: 'Visa' as const, ...payout.card } : null,
            failureReason: payout.failureReason,
            sentAt: payout.sentAt?.toISOString() ?? null,
          }
        : null,
      timeline: events.map((event) => ({
        at: event.at.toISOString(),
        type: event.type as ClaimDetail['timeline'][number]['type'],
        status: (event.toStatus as ClaimStatus | null) ?? null,
        actor: event.actor as Actor,
        reason: event.reason,
      })),
      createdAt: claim.createdAt.toISOString(),
      submittedAt: claim.submittedAt?.toISOString() ?? null,
      can: {
        editDraft: isDraftEditable(status),
        withdraw: nextClaimStatus(status, 'withdraw') !== null,
        addEvidence: canAddEvidence(status),
        changePaymentMethod: canChangePaymentMethod(status),
        cashOut: nextClaimStatus(status, 'requestPayout') !== null,
      },
    };
  }

  /** Runs a shopper's write on one claim in a transaction with the order locked; answers the detail. */
  async function onClaim(
    session: ShopperSession,
    claimId: string,
    change: (tx: Tx, claim: ClaimRow, order: OrderWithItems) => Promise<ClaimRow>,
  ): Promise<ClaimDetail> {
    const order = await loadOrder(session.orderId, session.merchantId);
    return deps.db.transaction(async (tx) => {
      await lockOrder(tx, order.id);
      const claim = await lockedClaim(tx, order.id, claimId);
      return detail(tx, order, await change(tx, claim, order));
    });
  }

  /** Approves within a transaction, taking the amount off the policy; answers the updated claim. */
  async function approve(tx: Tx, claim: ClaimRow, actor: Actor, reason: string | null, amountMinor: number) {
    if (!(await reserveCoverage(tx, claim.policyId, amountMinor))) {
      throw new AppError(ERROR_CODES.NO_COVERAGE_LEFT, { httpStatus: 409 });
    }
    return transition(tx, claim, 'approve', actor, reason, { approvedMinor: amountMinor });
  }

  return {
    /** get-protected-item: a package's (or the unshipped) covered items and how many can still be claimed. */
    async protectedItems(
      session: ShopperSession,
      input: { policyId?: string | null; fulfillmentId?: string | null; claimId?: string | null },
    ) {
      const order = await loadOrder(session.orderId, session.merchantId);
      const policyId = input.policyId ?? order.policies.find((policy) => policy.items.length > 0)?.id;
      if (!policyId) throw notForThisOrder();
      const context = packageContext(order, policyId, input.fulfillmentId, clock());
      const held = await createClaimsRepository(deps.db).heldQuantities(
        order.id,
        context.fulfillment?.id ?? null,
        input.claimId ?? null,
      );
      const fulfillment = context.fulfillment;
      return {
        fulfillment: fulfillment
          ? {
              fulfillmentId: fulfillment.id,
              status: fulfillment.status,
              carrier: fulfillment.carrier,
              trackingNumber: fulfillment.trackingNumber,
              trackingUrl: fulfillment.trackingUrl,
              shippedAt: fulfillment.shippedAt?.toISOString() ?? null,
              deliveredAt: fulfillment.deliveredAt?.toISOString() ?? null,
              coverageCanceled: fulfillment.coverageCanceled,
              items: context.lines.map((line) => itemView(line.item, line.quantity)),
            }
          : null,
        items: claimable(context, held).map((entry) => ({
          ...itemView(entry.item, entry.quantity),
          claimableQuantity: entry.claimableQuantity,
        })),
      };
    },

    /** claim-apply-review: what the claim would be (reviewData), without saving anything. */
    async review(session: ShopperSession, body: ClaimReviewBody) {
      const order = await loadOrder(session.orderId, session.merchantId);
      const evaluation = await evaluate(deps.db, order, body, true);
      throwIfPoliceReportMissing(body.issueType, body.details);
      const attachments = await throwIfForeignEvidence(
        deps.db,
        order.id,
        body.attachments,
        body.claimId ?? null,
      );
      const columns = columnsOf(body, order, evaluation);
      return {
        issueType: body.issueType,
        protectionName: protectionName({ platform: order.platform, issueType: body.issueType }),
        currency: evaluation.context.policy.currency,
        items: evaluation.lines.map((line) => itemView(line.item, line.quantity)),
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
    },

    /** submit-claim: the claim is submitted and the rules decide what they can. Once per requestId. */
    async submit(
      session: ShopperSession,
      input: ClaimReviewBody & { requestId: string },
      language = 'en-US',
    ): Promise<ClaimDetail> {
      const { requestId, ...body } = input;
      const order = await loadOrder(session.orderId, session.merchantId);
      throwIfPoliceReportMissing(body.issueType, body.details);
      const rules = await deps.rulesOf(order.merchantId);
      const { value } = await once(deps.db, `submit-claim:${order.id}:${requestId}`, body, async (tx) => {
        await lockOrder(tx, order.id);
        const evaluation = await evaluate(tx, order, body, true);
        await throwIfForeignEvidence(tx, order.id, body.attachments, body.claimId ?? null);
        let claim = await writeClaim(tx, order, body, evaluation, language);
        const now = clock();
        claim = await transition(tx, claim, 'submit', 'shopper', null, { submittedAt: now });
        const evidence = countKinds(await deps.evidence.forClaim(tx, claim.id));
        const decision = decideOnSubmit({
          issueType: body.issueType,
          amountMinor: claim.amountMinor,
          evidence,
          policyEndsAt: evaluation.context.policy.endsAt,
          submittedAt: now,
          fulfillmentStatus: evaluation.context.fulfillment?.status ?? null,
          rules,
        });
        if (
          decision.command === 'approve' &&
          (await reserveCoverage(tx, claim.policyId, claim.amountMinor))
        ) {
          claim = await transition(tx, claim, 'approve', 'system', decision.reason, {
            approvedMinor: claim.amountMinor,
          });
        } else {
          // Approval without enough coverage left waits for the merchant.
          const command = decision.command === 'approve' ? 'review' : decision.command;
          claim = await transition(
            tx,
            claim,
            command,
            'system',
            decision.command === 'approve' ? 'merchant_review' : decision.reason,
          );
        }
        return detail(tx, order, claim);
      });
      return value;
    },

    /** save-claim-as-draft: creates or updates a draft, resumable from any device. Once per requestId. */
    async saveDraft(
      session: ShopperSession,
      input: DraftBody & { requestId: string },
      language = 'en-US',
    ): Promise<ClaimDetail> {
      const { requestId, ...body } = input;
      const order = await loadOrder(session.orderId, session.merchantId);
      const { value } = await once(
        deps.db,
        `save-claim-as-draft:${order.id}:${requestId}`,
        body,
        async (tx) => {
          await lockOrder(tx, order.id);
          const evaluation = await evaluate(tx, order, body, false);
          await throwIfForeignEvidence(tx, order.id, body.attachments, body.claimId ?? null);
          return detail(tx, order, await writeClaim(tx, order, body, evaluation, language));
        },
      );
      return value;
    },

    /** withdraw-claim-draft. */
    withdrawDraft: (session: ShopperSession, claimId: string) =>
      onClaim(session, claimId, (tx, claim) => transition(tx, claim, 'withdraw', 'shopper', null)),

    /** edit-claim-material: more evidence while the claim is looked at; action_required goes back to review. */
    addEvidence: (
      session: ShopperSession,
      input: { claimId: string; attachments: string[]; comment?: string | null },
    ) =>
      onClaim(session, input.claimId, async (tx, claim, order) => {
        if (!canAddEvidence(claim.status as ClaimStatus)) throw notChangeable();
        await throwIfForeignEvidence(tx, order.id, input.attachments, claim.id);
        await deps.evidence.linkToClaim(tx, {
          orderId: order.id,
          claimId: claim.id,
          attachmentIds: input.attachments,
        });
        await createClaimsRepository(tx).addEvent({
          claimId: claim.id,
          type: 'evidence_added',
          actor: 'shopper',
          reason: input.comment ?? null,
          data: { attachments: input.attachments.length },
        });
        if (claim.status === 'action_required')
          return transition(tx, claim, 'addEvidence', 'shopper', 'evidence_added');
        return claim;
      }),

    /** edit-payment-method: where the payout goes, until it has gone. */
    changePaymentMethod: (
      session: ShopperSession,
      input: {
        claimId: string;
        paymentMethod: { paymentMethod: 'virtual_card' | 'paypal'; payAccount: string };
      },
    ) =>
      onClaim(session, input.claimId, async (tx, claim) => {
        if (!canChangePaymentMethod(claim.status as ClaimStatus)) throw notChangeable();
        const repository = createClaimsRepository(tx);
        await repository.addEvent({
          claimId: claim.id,
          type: 'payment_method_changed',
          actor: 'shopper',
          data: { paymentMethod: input.paymentMethod.paymentMethod },
        });
        return repository.update(claim.id, {
          paymentMethod: input.paymentMethod.paymentMethod,
          payAccount: input.paymentMethod.payAccount,
        });
      }),

    /** add-claim-item: more items of the same package on a draft. */
    addItems: (session: ShopperSession, input: { claimId: string; items: Lines }) =>
      onClaim(session, input.claimId, async (tx, claim, order) => {
        if (!isDraftEditable(claim.status as ClaimStatus)) throw notChangeable();
        const repository = createClaimsRepository(tx);
        const existing = (await repository.items(claim.id)).map((line) => ({
          itemId: line.orderItemId,
          quantity: line.quantity,
        }));
        const evaluation = await evaluate(
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
        await repository.replaceItems(
          claim.id,
          evaluation.lines.map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity })),
        );
        await repository.addEvent({
          claimId: claim.id,
          type: 'items_added',
          actor: 'shopper',
          data: { items: input.items.length },
        });
        return repository.update(claim.id, {
          includeBp: evaluation.includeBp,
          amountMinor: evaluation.amount,
        });
      }),

    /** get-claim-detail. */
    async detail(session: ShopperSession, claimId: string): Promise<ClaimDetail> {
      const order = await loadOrder(session.orderId, session.merchantId);
      const claim = await createClaimsRepository(deps.db).findInOrder(order.id, claimId);
      if (!claim) throw notForThisOrder();
      return detail(deps.db, order, claim);
    },

    /** get-claim-list: newest first, drafts included. */
    async list(session: ShopperSession) {
      const rows = await createClaimsRepository(deps.db).listForOrder(session.orderId);
      return {
        claims: rows.map((row) => ({
          claimId: row.id,
          claimNumber: row.claimNumber,
          status: row.status as ClaimStatus,
          issueType: row.issueType as IssueType,
          amount: row.approvedMinor ?? row.amountMinor,
          currency: row.currency,
          itemCount: row.itemCount,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        })),
      };
    },

    /** The merchant's decisions (merchant API and command). */
    merchant: {
      async list(merchantId: string, status: string | undefined, limit: number) {
        return createClaimsRepository(deps.db).listForMerchant(merchantId, status, limit);
      },

      async get(merchantId: string, reference: string): Promise<ClaimDetail> {
        const claim = await createClaimsRepository(deps.db).findForMerchant(merchantId, reference);
        if (!claim) throw notForThisOrder();
        return detail(deps.db, await loadOrder(claim.orderId, merchantId), claim);
      },

      async decide(
        merchantId: string,
        reference: string,
        decision:
          | { command: 'approve'; amount?: number | null | undefined; note?: string | null | undefined }
          | { command: 'reject' | 'requestEvidence'; reason: string },
      ): Promise<ClaimDetail> {
        const found = await createClaimsRepository(deps.db).findForMerchant(merchantId, reference);
        if (!found) throw notForThisOrder();
        const order = await loadOrder(found.orderId, merchantId);
        return deps.db.transaction(async (tx) => {
          await lockOrder(tx, order.id);
          const claim = await lockedClaim(tx, order.id, found.id);
          if (decision.command === 'approve') {
            const amount = Math.min(decision.amount ?? claim.amountMinor, claim.amountMinor);
            return detail(tx, order, await approve(tx, claim, 'merchant', decision.note ?? null, amount));
          }
          return detail(
            tx,
            order,
            await transition(tx, claim, decision.command, 'merchant', decision.reason),
          );
        });
      },
    },
  };
}

export type ClaimsService = ReturnType<typeof createClaimsService>;
