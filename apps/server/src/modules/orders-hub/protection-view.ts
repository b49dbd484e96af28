// An order's protection as the hub names it (spec 1): the coverage kind of each policy (shipping
// protection sold on shopline is the Delivery Guarantee), its spec name, and which one is the
// order's main protection.
import { type CoverageKind, isCoverageKind } from '@rc/domain/enums';
import { PROTECTION_NAME_KEYS, protectionNameForCoverage } from '@rc/domain/protection-name';

/** Kinds whose protection is the order's main one, in that order. */
const MAIN_KINDS: readonly CoverageKind[] = ['delivery_guarantee', 'shipping_protection'];

/** The coverage kind of a policy: shipping protection sold on shopline is the Delivery Guarantee (spec 1). */
export function coverageKindOf(productCode: string, platform: string | null | undefined): CoverageKind {
  const kind = isCoverageKind(productCode) ? productCode : 'shipping_protection';
  const onShopline = platform?.trim().toLowerCase() === 'shopline';
  return kind === 'shipping_protection' && onShopline ? 'delivery_guarantee' : kind;
}

export function protectionNameOf(productCode: string, platform: string | null | undefined) {
  const name = protectionNameForCoverage(coverageKindOf(productCode, platform));
  return { name, nameKey: PROTECTION_NAME_KEYS[name] };
}

/** The main protection first: the shipping one (or the Delivery Guarantee), else the first active. */
export function mainProtection<P extends { productCode: string; status: string }>(
  protections: readonly P[],
  platform: string | null,
): P | null {
  const rank = (protection: P) => {
    const kind = MAIN_KINDS.indexOf(coverageKindOf(protection.productCode, platform));
    return (protection.status === 'active' ? 0 : 10) + (kind === -1 ? 5 : kind);
  };
  return [...protections].sort((a, b) => rank(a) - rank(b))[0] ?? null;
}
