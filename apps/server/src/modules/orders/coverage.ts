// Whether an order's protection lets the shopper report an issue, and which code answers if not.

import type { CoverageKind } from '@rc/domain/enums';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { protectionNameForCoverage } from '@rc/domain/protection-name';

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
