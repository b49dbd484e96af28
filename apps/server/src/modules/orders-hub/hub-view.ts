// One order as the hub shows it (decision 036): products with images, packages with their
// tracking summary and what is left to claim in each, protection by its spec name, claims and
// returns, the actions the order allows and the first thing to do. Pure: every row is read before.
import type { HubOrder } from '@rc/contract/calls/orders-hub';
import { orderIdLabelFor } from '@rc/domain/channels';
import { type ClaimStatus, issueOptions, nextClaimStatus } from '@rc/domain/claim-lifecycle';
import type { IssueType } from '@rc/domain/enums';
import { orderEligibility, type ReturnableItem } from '@rc/domain/return-eligibility';
import { type ReturnStatus, returnStatusDisplay } from '@rc/domain/return-lifecycle';
import { isReturnMethodId, methodShips, type ReturnPolicy } from '@rc/domain/return-policy';
import { statusDisplay } from '@rc/domain/status-display';
import type { DelaySettings } from '@rc/domain/tracking-delay';
import { RELEASED_STATUSES } from '../claim-state';
import { commentView } from '../comments';
import { effectiveStatus, type OrderWithItems, orderItemView, reportablePolicies } from '../orders';
import { summaryOf } from '../tracking';
import { nextStepOf } from './next-step';
import { mainProtection, protectionNameOf } from './protection-view';
import type { CommentRow, HubClaimRow, HubReturnRow, PackageTrackingRow } from './repository';

/** Claims waiting for a decision: what the hub counts as pending. */
const PENDING: readonly string[] = ['submitted', 'under_review', 'action_required'];

export interface HubContext {
  signedInOrderId: string;
  /** The session's e-mail (normalized): its comments are the editable ones. */
  email: string;
  now: Date;
  delay: DelaySettings;
  /** The store's platform, when an order names none (shopline sells the Delivery Guarantee). */
  platform: string | null;
  returnPolicy: ReturnPolicy;
  catalog: { products: { productId: string; tags: string[] }[] } | null;
}

export interface OrderRows {
  claims: readonly HubClaimRow[];
  returns: readonly HubReturnRow[];
  tracking: readonly PackageTrackingRow[];
  comments: readonly CommentRow[];
}

/** The policies a shopper can still report on; none when the order's protection is over. */
function reportable(order: OrderWithItems, now: Date) {
  try {
    return reportablePolicies(order, now);
  } catch {
    return [];
  }
}

function returnableItems(order: OrderWithItems, catalog: HubContext['catalog']): ReturnableItem[] {
  const latest = (dates: readonly (Date | null)[]) => {
    const known = dates.filter((date): date is Date => date !== null).map((date) => new Date(date).getTime());
    return known.length > 0 ? new Date(Math.max(...known)) : null;
  };
  return order.items.map((item) => {
    const packages = order.fulfillments.filter((pkg) =>
      pkg.items.some((line) => line.orderItemId === item.id),
    );
    return {
      orderItemId: item.id,
      productId: item.productId,
      variantId: item.variantId,
      tags: catalog?.products.find((product) => product.productId === item.productId)?.tags ?? [],
      unitPriceMinor: item.unitPriceMinor,
      quantity: item.quantity,
      deliveredAt: latest(packages.map((pkg) => pkg.deliveredAt)),
      fulfilledAt: latest(packages.map((pkg) => pkg.shippedAt)),
    };
  });
}

/** Units of each item (per package: key `fulfillmentId|itemId`, unshipped: `-|itemId`) held by claims. */
function heldByClaims(claims: readonly HubClaimRow[]) {
  const byPackage = new Map<string, number>();
  const byItem = new Map<string, number>();
  for (const claim of claims) {
    if (RELEASED_STATUSES.includes(claim.status)) continue;
    for (const line of claim.items) {
      const key = `${claim.fulfillmentId ?? '-'}|${line.orderItemId}`;
      byPackage.set(key, (byPackage.get(key) ?? 0) + line.quantity);
      byItem.set(line.orderItemId, (byItem.get(line.orderItemId) ?? 0) + line.quantity);
    }
  }
  return { byPackage, byItem };
}

export function hubOrderView(order: OrderWithItems, rows: OrderRows, context: HubContext): HubOrder {
  const { now } = context;
  const platform = order.platform ?? context.platform;
  const policies = reportable(order, now);
  const covered = new Set(policies.flatMap((policy) => policy.itemIds));
  const held = heldByClaims(rows.claims);
  const trackingOf = new Map(rows.tracking.map((row) => [row.fulfillmentId, row]));

  const packages = order.fulfillments.map((pkg) => {
    const summary = summaryOf(order, pkg, trackingOf.get(pkg.id), context.delay, now);
    const coveredLines = pkg.items.filter((line) => covered.has(line.orderItemId));
    const claimableQuantity = pkg.coverageCanceled
      ? 0
      : coveredLines.reduce(
          (sum, line) =>
            sum + Math.max(0, line.quantity - (held.byPackage.get(`${pkg.id}|${line.orderItemId}`) ?? 0)),
          0,
        );
    const issues = policies
      .filter((policy) => policy.itemIds.some((id) => coveredLines.some((line) => line.orderItemId === id)))
      .flatMap((policy) =>
        issueOptions({
          productCode: policy.productCode,
          fulfillments: [{ status: summary.packageStatus, coverageCanceled: pkg.coverageCanceled }],
          unfulfilledCount: 0,
        }),
      );
    return {
      fulfillmentId: pkg.id,
      status: summary.status,
      packageStatus: summary.packageStatus,
      statusDisplay: statusDisplay(summary.packageStatus),
      carrier: summary.carrier,
      trackingNumber: summary.trackingNumber,
      estimatedDeliveryAt: summary.estimatedDeliveryAt,
      lastEventAt: summary.lastEventAt,
      shippedAt: pkg.shippedAt ? new Date(pkg.shippedAt).toISOString() : null,
      deliveredAt: pkg.deliveredAt ? new Date(pkg.deliveredAt).toISOString() : null,
      delay: summary.delay,
      coverageCanceled: pkg.coverageCanceled,
      itemIds: pkg.items.map((line) => line.orderItemId),
      itemCount: pkg.items.reduce((sum, line) => sum + line.quantity, 0),
      claimableQuantity,
      pendingClaimCount: rows.claims.filter(
        (claim) => claim.fulfillmentId === pkg.id && PENDING.includes(claim.status),
      ).length,
      canReportIssue: claimableQuantity > 0 && issues.length > 0,
      canTrack: summary.trackingNumber !== null,
    };
  });

  const shipped = new Map<string, number>();
  const firstPackage = new Map<string, string>();
  for (const pkg of order.fulfillments) {
    for (const line of pkg.items) {
      shipped.set(line.orderItemId, (shipped.get(line.orderItemId) ?? 0) + line.quantity);
      if (!firstPackage.has(line.orderItemId)) firstPackage.set(line.orderItemId, pkg.id);
    }
  }
  const unfulfilled = order.items.filter((item) => item.quantity - (shipped.get(item.id) ?? 0) > 0);
  const unshippedClaimable = unfulfilled.some(
    (item) =>
      covered.has(item.id) &&
      item.quantity - (shipped.get(item.id) ?? 0) - (held.byPackage.get(`-|${item.id}`) ?? 0) > 0 &&
      policies.some(
        (policy) =>
          policy.itemIds.includes(item.id) &&
          issueOptions({ productCode: policy.productCode, fulfillments: [], unfulfilledCount: 1 }).includes(
            'noShipped' as IssueType,
          ),
      ),
  );

  const comments = rows.comments.map((row) => commentView(row, context.email));
  const products = order.items.map((item) => ({
    ...orderItemView(item, item.quantity),
    lineTotal: item.unitPriceMinor * item.quantity,
    fulfillmentId: firstPackage.get(item.id) ?? null,
    claimableQuantity: covered.has(item.id)
      ? Math.max(0, item.quantity - (held.byItem.get(item.id) ?? 0))
      : 0,
    comments: comments.filter((comment) => comment.itemId === item.id),
  }));

  const protections = order.policies.map((policy) => ({
    ...protectionNameOf(policy.productCode, platform),
    policyId: policy.id,
    productCode: policy.productCode,
    status: effectiveStatus(policy, now),
    coveredUntil: new Date(policy.endsAt).toISOString(),
    currency: policy.currency,
    sumInsured: policy.sumInsuredMinor,
    remaining: policy.remainingMinor,
  }));

  const claims = rows.claims.map((claim) => {
    const status = claim.status as ClaimStatus;
    return {
      claimId: claim.id,
      claimNumber: claim.claimNumber,
      status,
      statusDisplay: statusDisplay(status),
      issueType: claim.issueType as IssueType,
      fulfillmentId: claim.fulfillmentId,
      currency: claim.currency,
      amount: claim.approvedMinor ?? claim.amountMinor,
      itemCount: claim.items.reduce((sum, line) => sum + line.quantity, 0),
      createdAt: claim.createdAt.toISOString(),
      updatedAt: claim.updatedAt.toISOString(),
      actionRequired: status === 'action_required',
      canGetPaid: nextClaimStatus(status, 'requestPayout') !== null,
    };
  });

  const returns = rows.returns.map((row) => {
    const status = row.status as ReturnStatus;
    const method = isReturnMethodId(row.method) ? row.method : null;
    return {
      returnId: row.id,
      returnNumber: row.returnNumber,
      status,
      statusDisplay: returnStatusDisplay(status),
      itemCount: row.lines.reduce((sum, line) => sum + line.quantity, 0),
      currency: row.currency,
      refund: row.lines.reduce((sum, line) => sum + line.dueRefundMinor, 0),
      storeCredit: row.lines.reduce((sum, line) => sum + line.dueCreditMinor + line.dueBonusMinor, 0),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      canAddTracking:
        method !== null &&
        methodShips(method) &&
        ['to_return', 'return_shipped', 'return_received'].includes(status),
      waitsForTracking: method === 'ship_yourself' && status === 'to_return',
    };
  });

  const claimed = Object.fromEntries(held.byItem);
  const returnable = orderEligibility({
    policy: context.returnPolicy,
    items: returnableItems(order, context.catalog),
    returns: rows.returns.map((row) => ({
      status: row.status as ReturnStatus,
      lines: row.lines as never,
    })),
    claimedQuantities: claimed,
    now,
  }).some((item) => item.returnableQuantity > 0);

  const actions = {
    reportIssue: packages.some((pkg) => pkg.canReportIssue) || unshippedClaimable,
    returnOrExchange: returnable,
    track: packages.some((pkg) => pkg.canTrack),
    getPaid: claims.some((claim) => claim.canGetPaid),
  };
  const main = mainProtection(protections, platform);

  return {
    orderId: order.id,
    orderName: order.orderName,
    channel: order.channel,
    orderIdLabel: orderIdLabelFor(order.channel),
    signedIn: order.id === context.signedInOrderId,
    placedAt: new Date(order.placedAt).toISOString(),
    currency: order.currency,
    total: order.items.reduce((sum, item) => sum + item.unitPriceMinor * item.quantity, 0),
    products,
    unfulfilledItemIds: unfulfilled.map((item) => item.id),
    packages,
    protection: main,
    protections,
    claims,
    returns: returns.map(({ waitsForTracking: _waits, ...view }) => view),
    pendingClaimCount: claims.filter((claim) => PENDING.includes(claim.status)).length,
    actions,
    nextStep: nextStepOf({ claims, returns, packages, actions }),
    comments: comments.filter((comment) => comment.itemId === null),
  };
}
