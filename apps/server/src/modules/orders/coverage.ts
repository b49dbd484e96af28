// Whether an order's protection lets the shopper report an issue, and which code answers if not.

import type { CoverageKind } from '@rc/domain/enums';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { protectionNameForCoverage } from '@rc/domain/protection-name';
import { AppError } from '../../lib/app-error';

export interface CoveragePolicy {
  id: string;
  productCode: string;
  status: string;
  endsAt: Date;
  itemIds: readonly string[];
}

export type EffectiveStatus = 'active' | 'expired' | 'canceled';

/** A policy past its end date is expired whatever the merchant last reported. */
export function effectiveStatus(
  policy: Pick<CoveragePolicy, 'status' | 'endsAt'>,
  now: Date,
): EffectiveStatus {
  if (policy.status === 'canceled') return 'canceled';
  if (policy.status === 'expired' || policy.endsAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

export type CoverageCheck<P> =
  | { ok: true; reportable: P[] }
  | { ok: false; code: number; params?: Record<string, string> };

/**
 * Active policies that cover items make the order reportable. Otherwise: active but covering
 * nothing (or no policy at all) answers 200006, all canceled 2000003, all expired 2000002.
 */
export function checkCoverage<P extends CoveragePolicy>(policies: readonly P[], now: Date): CoverageCheck<P> {
  const active = policies.filter((policy) => effectiveStatus(policy, now) === 'active');
  const reportable = active.filter((policy) => policy.itemIds.length > 0);
  if (reportable.length > 0) return { ok: true, reportable };
  if (active.length === 0 && policies.some((policy) => effectiveStatus(policy, now) === 'canceled')) {
    return { ok: false, code: ERROR_CODES.PROTECTION_CANCELED };
  }
  if (active.length === 0 && policies.length > 0) return { ok: false, code: ERROR_CODES.PROTECTION_EXPIRED };
  const kind = (active[0]?.productCode ?? 'shipping_protection') as CoverageKind;
  return { ok: false, code: ERROR_CODES.NO_COVERED_ITEMS, params: { type: protectionNameForCoverage(kind) } };
}

export interface CoveragePackage {
  coverageCanceled: boolean;
  lines: readonly { orderItemId: string; quantity: number }[];
}

/**
 * True when every covered unit sits in a package whose coverage the merchant canceled: nothing is
 * left to report, and the shopper is warned with 200020 instead of signed in.
 */
export function allCoverageCanceled(
  coveredItemIds: ReadonlySet<string>,
  items: readonly { id: string; quantity: number }[],
  packages: readonly CoveragePackage[],
): boolean {
  const canceledUnits = new Map<string, number>();
  for (const pack of packages) {
    if (!pack.coverageCanceled) continue;
    for (const line of pack.lines) {
      canceledUnits.set(line.orderItemId, (canceledUnits.get(line.orderItemId) ?? 0) + line.quantity);
    }
  }
  if (canceledUnits.size === 0) return false;
  const covered = items.filter((item) => coveredItemIds.has(item.id));
  return covered.length > 0 && covered.every((item) => (canceledUnits.get(item.id) ?? 0) >= item.quantity);
}

/** A policy as the order holds it: the items it covers as lines. */
export type OrderPolicy = Omit<CoveragePolicy, 'itemIds'> & { items: readonly { orderItemId: string }[] };

/** What the order-level checks need of an order. */
export interface CoverageOrder {
  items: readonly { id: string; quantity: number }[];
  policies: readonly OrderPolicy[];
  fulfillments: readonly { coverageCanceled: boolean; items: CoveragePackage['lines'] }[];
}

/** The order's policies, each with the ids of the items it covers. */
export function withItemIds<P extends { items: readonly { orderItemId: string }[] }>(policy: P) {
  return { ...policy, itemIds: policy.items.map((item) => item.orderItemId) };
}

/**
 * The policies a shopper can report on; otherwise the AppError saying why not (expired, canceled,
 * nothing covered: spec 8).
 */
export function reportablePolicies<P extends OrderPolicy>(order: { policies: readonly P[] }, now: Date) {
  const check = checkCoverage(
    order.policies.map((policy) => withItemIds(policy)),
    now,
  );
  if (!check.ok) throw new AppError(check.code, check.params ? { params: check.params } : {});
  return check.reportable;
}

/**
 * The check every way in and query-related-policy-with-check share: something is reportable and
 * not every covered unit sits in a package whose coverage the merchant canceled (200020).
 */
export function throwIfNothingToReport(order: CoverageOrder, now: Date): void {
  const covered = new Set(reportablePolicies(order, now).flatMap((policy) => policy.itemIds));
  const packages = order.fulfillments.map((fulfillment) => ({
    coverageCanceled: fulfillment.coverageCanceled,
    lines: fulfillment.items,
  }));
  if (allCoverageCanceled(covered, order.items, packages)) throw new AppError(ERROR_CODES.COVERAGE_CANCELED);
}
