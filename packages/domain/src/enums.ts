// The spec's enumerations (section 3) and coverage kinds (section 1), as data plus type guards.

/** Our product name, used wherever the spec writes `{product}` (e.g. `rc_provide_shipping`, `rc-cash-withdraw`). */
export const PRODUCT_SLUG = 'rc';

/** Issue types a shopper can report (spec 1 and 3). */
export const ISSUE_TYPES = [
  'damage',
  'delay',
  'theft',
  'loss',
  'return',
  'extended_warranty',
  'accidental_damage',
  'mechanical_breakdown',
  'noShipped',
  'wrongItem',
  'nad',
] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

/** Shipping modes of a return (spec 3). */
export const SHIPPING_MODES = ['in_store_shipping', 'return_shipping'] as const;
export type ShippingMode = (typeof SHIPPING_MODES)[number];

/** Who provides the return shipping (spec 3); `{product}` is {@link PRODUCT_SLUG}. */
export const RETURN_SHIPPING_PROVIDERS = [
  `${PRODUCT_SLUG}_provide_shipping`,
  'merchant_provide_shipping',
  'customer_provide_shipping',
  'in_store_return',
  'rsi',
] as const;
export type ReturnShippingProvider = (typeof RETURN_SHIPPING_PROVIDERS)[number];

/** How a return is refunded (spec 3). */
export const REFUND_TYPES = [
  'original_payment',
  'store_credit',
  'same_price_variant',
  'anything',
  'group_setting',
] as const;
export type RefundType = (typeof REFUND_TYPES)[number];

/**
 * Kinds of coverage a policy can give (spec 1: "shipping protection, return assurance, extended
 * warranty, accidental damage and similar"); delivery_guarantee is shipping protection sold on shopline.
 */
export const COVERAGE_KINDS = [
  'shipping_protection',
  'delivery_guarantee',
  'return_assurance',
  'extended_warranty',
  'accidental_damage',
] as const;
export type CoverageKind = (typeof COVERAGE_KINDS)[number];

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** True when the value is one of {@link ISSUE_TYPES} (exact spelling, e.g. `noShipped`). */
export function isIssueType(value: unknown): value is IssueType {
  return isOneOf(ISSUE_TYPES, value);
}

/** True when the value is one of {@link SHIPPING_MODES}. */
export function isShippingMode(value: unknown): value is ShippingMode {
  return isOneOf(SHIPPING_MODES, value);
}

/** True when the value is one of {@link RETURN_SHIPPING_PROVIDERS}. */
export function isReturnShippingProvider(value: unknown): value is ReturnShippingProvider {
  return isOneOf(RETURN_SHIPPING_PROVIDERS, value);
}

/** True when the value is one of {@link REFUND_TYPES}. */
export function isRefundType(value: unknown): value is RefundType {
  return isOneOf(REFUND_TYPES, value);
}

/** True when the value is one of {@link COVERAGE_KINDS}. */
export function isCoverageKind(value: unknown): value is CoverageKind {
  return isOneOf(COVERAGE_KINDS, value);
}
