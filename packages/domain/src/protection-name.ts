// The protection name shown to the shopper (spec section 1): 'Delivery Guarantee' for shopline
// delay/damage/theft/loss; 'Return Assurance' for returns; 'Product Protection' for warranty or
// accidental damage; otherwise 'Shipping Protection'.
// mechanical_breakdown is a warranty issue, so it reads 'Product Protection' too.

import type { CoverageKind } from './enums';

export type ProtectionName =
  | 'Delivery Guarantee'
  | 'Return Assurance'
  | 'Product Protection'
  | 'Shipping Protection';

/** i18n key of each protection name, for the web to translate. */
export const PROTECTION_NAME_KEYS: Readonly<Record<ProtectionName, string>> = {
  'Delivery Guarantee': 'protection.delivery_guarantee',
  'Return Assurance': 'protection.return_assurance',
  'Product Protection': 'protection.product_protection',
  'Shipping Protection': 'protection.shipping_protection',
};

const DELIVERY_GUARANTEE_PLATFORM = 'shopline';
const DELIVERY_ISSUES: readonly string[] = ['delay', 'damage', 'theft', 'loss'];
const WARRANTY_ISSUES: readonly string[] = ['extended_warranty', 'mechanical_breakdown'];

export interface ProtectionContext {
  platform?: string | null;
  issueType?: string | null;
}

/** The coverage kind an issue is claimed under (platform compared case-insensitively). */
export function coverageKindForIssue({ platform, issueType }: ProtectionContext): CoverageKind {
  if (issueType === 'return') return 'return_assurance';
  if (issueType === 'accidental_damage') return 'accidental_damage';
  if (issueType != null && WARRANTY_ISSUES.includes(issueType)) return 'extended_warranty';
  const onShopline = platform?.trim().toLowerCase() === DELIVERY_GUARANTEE_PLATFORM;
  if (onShopline && issueType != null && DELIVERY_ISSUES.includes(issueType)) return 'delivery_guarantee';
  return 'shipping_protection';
}

/** The name shown for a coverage kind. */
export function protectionNameForCoverage(kind: CoverageKind): ProtectionName {
  switch (kind) {
    case 'delivery_guarantee':
      return 'Delivery Guarantee';
    case 'return_assurance':
      return 'Return Assurance';
    case 'extended_warranty':
    case 'accidental_damage':
      return 'Product Protection';
    case 'shipping_protection':
      return 'Shipping Protection';
  }
}

/** The protection name shown for an issue on a platform (spec section 1). */
export function protectionName(context: ProtectionContext): ProtectionName {
  return protectionNameForCoverage(coverageKindForIssue(context));
}
