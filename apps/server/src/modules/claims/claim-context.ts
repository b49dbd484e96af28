// What a claim is checked against: the signed-in order, the policy it claims on, the package and
// the items that can still be claimed there. Pure functions over rows loaded beforehand.
import { issueOptions } from '@rc/domain/claim-lifecycle';
import type { IssueType } from '@rc/domain/enums';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { AppError } from '../../lib/app-error';
import type { OrderWithItems } from '../orders';
import { reportablePolicies } from '../orders';

export type ItemRow = OrderWithItems['items'][number];
export type PolicyRow = OrderWithItems['policies'][number] & { itemIds: string[] };
export type FulfillmentRow = OrderWithItems['fulfillments'][number];

export interface PackageContext {
  order: OrderWithItems;
  policy: PolicyRow;
  fulfillment: FulfillmentRow | null;
  /** Covered items in this package (or not shipped yet) and how many of each are in it. */
  lines: { item: ItemRow; quantity: number }[];
}

export function notForThisOrder(): AppError {
  return new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER, { httpStatus: 404 });
}

/** The policy (a reportable one of this order) and the package (of this order) a claim is about. */
export function packageContext(
  order: OrderWithItems,
  policyId: string,
  fulfillmentId: string | null | undefined,
  now: Date,
): PackageContext {
  const policy = reportablePolicies(order, now).find((candidate) => candidate.id === policyId);
  if (!policy) throw notForThisOrder();
  const covered = new Set(policy.itemIds);
  const items = new Map(order.items.map((item) => [item.id, item]));

  if (fulfillmentId) {
    const fulfillment = order.fulfillments.find((candidate) => candidate.id === fulfillmentId);
    if (!fulfillment) throw notForThisOrder();
    if (fulfillment.coverageCanceled) throw new AppError(ERROR_CODES.COVERAGE_CANCELED);
    const lines = fulfillment.items
      .filter((line) => covered.has(line.orderItemId))
      .map((line) => ({ item: items.get(line.orderItemId) as ItemRow, quantity: line.quantity }));
    return { order, policy, fulfillment, lines };
  }

  const shipped = new Map<string, number>();
  for (const fulfillment of order.fulfillments) {
    for (const line of fulfillment.items)
      shipped.set(line.orderItemId, (shipped.get(line.orderItemId) ?? 0) + line.quantity);
  }
  const lines = order.items
    .filter((item) => covered.has(item.id))
    .map((item) => ({ item, quantity: item.quantity - (shipped.get(item.id) ?? 0) }))
    .filter((line) => line.quantity > 0);
  return { order, policy, fulfillment: null, lines };
}

/** The issue types this package (or the unshipped items) allows under the policy's coverage. */
export function throwIfIssueNotAllowed(context: PackageContext, issueType: IssueType): void {
  const allowed = context.fulfillment
    ? issueOptions({
        productCode: context.policy.productCode,
        fulfillments: [context.fulfillment],
        unfulfilledCount: 0,
      }).includes(issueType)
    : issueType === 'noShipped' &&
      issueOptions({
        productCode: context.policy.productCode,
        fulfillments: [],
        unfulfilledCount: context.lines.length,
      }).includes('noShipped');
  if (!allowed) throw new AppError(ERROR_CODES.ISSUE_NOT_ALLOWED);
}

/** How many of each item can still be claimed here, after what other claims hold. */
export function claimable(context: PackageContext, held: ReadonlyMap<string, number>) {
  return context.lines.map(({ item, quantity }) => ({
    item,
    quantity,
    claimableQuantity: Math.max(0, quantity - (held.get(item.id) ?? 0)),
  }));
}

/** Adds up lines of one item and checks each against what can be claimed; answers the merged lines. */
export function throwIfNotClaimable(
  lines: readonly { itemId: string; quantity: number }[],
  available: ReturnType<typeof claimable>,
): { orderItemId: string; quantity: number; item: ItemRow }[] {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.itemId, (wanted.get(line.itemId) ?? 0) + line.quantity);
  const byId = new Map(available.map((entry) => [entry.item.id, entry]));
  const merged = [];
  for (const [itemId, quantity] of wanted) {
    const entry = byId.get(itemId);
    if (!entry || quantity > entry.claimableQuantity) throw new AppError(ERROR_CODES.ITEMS_NOT_CLAIMABLE);
    merged.push({ orderItemId: itemId, quantity, item: entry.item });
  }
  return merged;
}
