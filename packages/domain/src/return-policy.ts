// The merchant's return policy (issue 11; spec 1 "start a return or exchange", spec 3 shipping
// modes, return shipping providers and refund types): a typed value with defaults, its checks,
// the reasons a shopper picks, the decision flow per item and reason, the resolutions and
// methods offered, and what Return Assurance covers. The spec shows none of this beyond the
// enumerations; the shape is ours (decision 023).

import { PRODUCT_SLUG, type RefundType, type ReturnShippingProvider, type ShippingMode } from './enums';

/**
 * How the shopper is made whole, named by the spec's refund types (section 3):
 * - `original_payment`: money back to the original payment;
 * - `store_credit`: store credit, with the policy's bonus on top;
 * - `same_price_variant`: an exchange for another variant of the same product (instantly where
 *   the merchant allows: shipped before the item is back);
 * - `anything`: an exchange for another product, the price difference refunded or paid.
 * The spec's fifth refund type, `group_setting`, is not a resolution but where the choice comes
 * from: the decision rule that matches the item (its `resolutions`), see {@link refundTypesOffered}.
 */
export const RETURN_RESOLUTIONS = [
  'original_payment',
  'store_credit',
  'same_price_variant',
  'anything',
] as const satisfies readonly RefundType[];
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];

/** Resolutions that send the shopper another item. */
export const EXCHANGE_RESOLUTIONS = [
  'same_price_variant',
  'anything',
] as const satisfies readonly ReturnResolution[];

/** True when the value is one of {@link RETURN_RESOLUTIONS}. */
export function isReturnResolution(value: unknown): value is ReturnResolution {
  return typeof value === 'string' && (RETURN_RESOLUTIONS as readonly string[]).includes(value);
}

/** True when the resolution sends the shopper another item instead of money. */
export function isExchangeResolution(resolution: ReturnResolution): boolean {
  return resolution === 'same_price_variant' || resolution === 'anything';
}

/**
 * What the rules decide for an item and its reason (the call user/get-return-item-decision-flow):
 * approve it (send it back), leave it to the merchant's review, refuse it, or refund it and let
 * the shopper keep the item (a returnless refund).
 */
export const RETURN_DECISIONS = ['approve', 'review', 'reject', 'keep'] as const;
export type ReturnDecision = (typeof RETURN_DECISIONS)[number];

/**
 * The ways back (spec 3: shipping modes `in_store_shipping`, `return_shipping`; providers
 * `{product}_provide_shipping`, `merchant_provide_shipping`, `customer_provide_shipping`,
 * `in_store_return`, `rsi`). Each method is one mode with one provider:
 * - `prepaid_label`: a label the portal makes (PDF with QR code and barcode);
 * - `qr_drop_off`: the same label as a QR code shown at a drop-off point, nothing to print;
 * - `merchant_label`: the merchant's own label;
 * - `ship_yourself`: the shopper ships with a carrier of their choice and adds the tracking later;
 * - `assured_label`: `rsi`, return shipping insurance: a label paid by the order's Return
 *   Assurance whoever pays postage otherwise; offered only on orders that have it;
 * - `in_store`: brought to a store.
 */
export const RETURN_METHODS = {
  prepaid_label: { mode: 'return_shipping', provider: `${PRODUCT_SLUG}_provide_shipping`, label: 'pdf' },
  qr_drop_off: { mode: 'return_shipping', provider: `${PRODUCT_SLUG}_provide_shipping`, label: 'qr' },
  merchant_label: { mode: 'return_shipping', provider: 'merchant_provide_shipping', label: 'merchant' },
  ship_yourself: { mode: 'return_shipping', provider: 'customer_provide_shipping', label: 'none' },
  assured_label: { mode: 'return_shipping', provider: 'rsi', label: 'pdf' },
  in_store: { mode: 'in_store_shipping', provider: 'in_store_return', label: 'none' },
} as const satisfies Record<
  string,
  { mode: ShippingMode; provider: ReturnShippingProvider; label: 'pdf' | 'qr' | 'merchant' | 'none' }
>;
export type ReturnMethodId = keyof typeof RETURN_METHODS;
export const RETURN_METHOD_IDS = Object.keys(RETURN_METHODS) as ReturnMethodId[];

/** True when the value is one of the {@link RETURN_METHODS}. */
export function isReturnMethodId(value: unknown): value is ReturnMethodId {
  return typeof value === 'string' && Object.hasOwn(RETURN_METHODS, value);
}

/** True when the method comes with a label somebody pays postage for (ours, the merchant's or rsi). */
export function methodHasPaidLabel(method: ReturnMethodId): boolean {
  return RETURN_METHODS[method].label !== 'none';
}

/** True when a parcel travels by carrier, so tracking can be added (everything but in-store). */
export function methodShips(method: ReturnMethodId): boolean {
  return RETURN_METHODS[method].mode === 'return_shipping';
}

/** Items picked by the merchant's product ids or product tags (tags compare ignoring case). */
export interface ItemSelector {
  productIds: readonly string[];
  tags: readonly string[];
}

/** What the policy needs to know of an order item. */
export interface PolicyItem {
  productId: string | null;
  tags: readonly string[];
  unitPriceMinor: number;
}

export interface ReturnSubReason {
  /** Stable code; the web shows `t('returnReason.<reason>.<code>')`, else `label`. */
  code: string;
  label: string;
  requiresPhoto: boolean;
  requiresNote: boolean;
}

export interface ReturnReason {
  /** Stable code; the web shows `t('returnReason.<code>')`, else `label`. */
  code: string;
  label: string;
  requiresPhoto: boolean;
  requiresNote: boolean;
  /** When not empty, the shopper must pick one of them. */
  subReasons: readonly ReturnSubReason[];
}

/**
 * One step of the decision flow: when every condition given holds, the decision applies (first
 * matching rule wins, else the policy's `defaultDecision`). `resolutions`, when given, narrows
 * what the matching items are offered: the spec's `group_setting` refund type.
 */
export interface ReturnDecisionRule {
  when: {
    reasons?: readonly string[];
    subReasons?: readonly string[];
    productIds?: readonly string[];
    tags?: readonly string[];
    /** Unit price at least this (minor units). */
    minUnitPriceMinor?: number;
    /** Unit price at most this (minor units). */
    maxUnitPriceMinor?: number;
  };
  decision: ReturnDecision;
  resolutions?: readonly ReturnResolution[];
}

export interface ReturnFees {
  /** A flat fee per return, in minor units of the order's currency. */
  returnFeeMinor: number;
  /** Who pays the postage of a label the portal or the merchant provides. */
  postagePaidBy: 'merchant' | 'shopper';
  /** Percent (0-100, two decimals at most) of a refunded or credited item's price kept by the merchant. */
  restockingFeePercent: number;
  /** An exchange-only return pays no return fee and no postage, and exchanged items no restocking fee. */
  waiveForExchanges: boolean;
}

export interface ResolutionSettings {
  originalPayment: boolean;
  storeCredit: {
    enabled: boolean /** Percent (0-100, two decimals at most) added to the credit. */;
    bonusPercent: number;
  };
  /** Exchange for another variant of the same product; `instant` ships it before the item is back. */
  sameProductVariant: { enabled: boolean; instant: boolean };
  /** Exchange for another product, the price difference refunded or paid. */
  anotherProduct: boolean;
  /** Refunds (or credits) without the item coming back, where the decision flow says `keep`. */
  keepItem: boolean;
}

export interface ReturnMethodSetting {
  method: ReturnMethodId;
  /** The label's postage in minor units when it is flat; the server may quote it from the carrier instead. */
  postageMinor: number;
}

/**
 * What the order's Return Assurance (spec 1, the protection for returns) pays in the shopper's
 * place, up to what is left of that policy. It applies to a return that holds at least one
 * assured item: the parcel's postage and the return fee are the return's, the restocking fee is
 * covered on the assured items only.
 */
export interface ReturnAssuranceCover {
  postage: boolean;
  returnFee: boolean;
  restockingFee: boolean;
}

export interface ReturnPolicy {
  enabled: boolean;
  /** Days to start a return, counted from delivery, or from fulfilment when there is no delivery date. */
  windowDays: number;
  /** Items that cannot be returned at all. */
  finalSale: ItemSelector;
  /** Items that can only be exchanged. */
  exchangeOnly: ItemSelector;
  reasons: readonly ReturnReason[];
  rules: readonly ReturnDecisionRule[];
  /** The decision when no rule matches. */
  defaultDecision: ReturnDecision;
  fees: ReturnFees;
  resolutions: ResolutionSettings;
  methods: readonly ReturnMethodSetting[];
  returnAssurance: ReturnAssuranceCover;
}

function reason(
  code: string,
  label: string,
  needs: { photo?: boolean; note?: boolean } = {},
  subReasons: readonly ReturnSubReason[] = [],
): ReturnReason {
  return { code, label, requiresPhoto: needs.photo ?? false, requiresNote: needs.note ?? false, subReasons };
}

function subReason(
  code: string,
  label: string,
  needs: { photo?: boolean; note?: boolean } = {},
): ReturnSubReason {
  return { code, label, requiresPhoto: needs.photo ?? false, requiresNote: needs.note ?? false };
}

/** The reasons a merchant starts with: what the large return portals offer, photos where a defect is claimed. */
export const DEFAULT_RETURN_REASONS: readonly ReturnReason[] = [
  reason('size_fit', 'Size or fit', {}, [
    subReason('too_small', 'Too small'),
    subReason('too_large', 'Too large'),
    subReason('fit_other', 'Did not fit well'),
  ]),
  reason('changed_mind', 'Changed my mind'),
  reason('not_as_described', 'Not as described', { photo: true }),
  reason('damaged_or_defective', 'Damaged or defective', {}, [
    subReason('arrived_damaged', 'Arrived damaged', { photo: true }),
    subReason('stopped_working', 'Stopped working', { note: true }),
  ]),
  reason('wrong_item', 'Wrong item received', { photo: true }),
  reason('arrived_late', 'Arrived too late'),
  reason('other', 'Other', { note: true }),
];

/**
 * The policy a merchant has until it sets its own: returns open for 30 days, no fees (a merchant
 * opts in to charging), every resolution but keep-the-item, every method but the merchant's own
 * label (which needs the merchant's labels) and in-store (which needs stores), everything sent
 * back approved at once, Return Assurance covering postage and fees.
 */
export const DEFAULT_RETURN_POLICY: ReturnPolicy = {
  enabled: true,
  windowDays: 30,
  finalSale: { productIds: [], tags: ['final-sale'] },
  exchangeOnly: { productIds: [], tags: ['exchange-only'] },
  reasons: DEFAULT_RETURN_REASONS,
  rules: [],
  defaultDecision: 'approve',
  fees: { returnFeeMinor: 0, postagePaidBy: 'merchant', restockingFeePercent: 0, waiveForExchanges: true },
  resolutions: {
    originalPayment: true,
    storeCredit: { enabled: true, bonusPercent: 0 },
    sameProductVariant: { enabled: true, instant: false },
    anotherProduct: true,
    keepItem: false,
  },
  methods: [
    { method: 'prepaid_label', postageMinor: 0 },
    { method: 'qr_drop_off', postageMinor: 0 },
    { method: 'ship_yourself', postageMinor: 0 },
    { method: 'assured_label', postageMinor: 0 },
  ],
  returnAssurance: { postage: true, returnFee: true, restockingFee: true },
};

/** What a merchant may set: any part of the policy, nested groups merged key by key. */
export interface ReturnPolicyOverrides
  extends Partial<Omit<ReturnPolicy, 'fees' | 'resolutions' | 'returnAssurance'>> {
  fees?: Partial<ReturnFees>;
  resolutions?: Partial<Omit<ResolutionSettings, 'storeCredit' | 'sameProductVariant'>> & {
    storeCredit?: Partial<ResolutionSettings['storeCredit']>;
    sameProductVariant?: Partial<ResolutionSettings['sameProductVariant']>;
  };
  returnAssurance?: Partial<ReturnAssuranceCover>;
}

/** The merchant's settings over the defaults; lists (reasons, rules, methods, selectors) replace the default's whole. */
export function returnPolicy(overrides: ReturnPolicyOverrides = {}): ReturnPolicy {
  const base = DEFAULT_RETURN_POLICY;
  const resolutions = overrides.resolutions ?? {};
  return {
    ...base,
    ...overrides,
    fees: { ...base.fees, ...overrides.fees },
    resolutions: {
      ...base.resolutions,
      ...resolutions,
      storeCredit: { ...base.resolutions.storeCredit, ...resolutions.storeCredit },
      sameProductVariant: { ...base.resolutions.sameProductVariant, ...resolutions.sameProductVariant },
    },
    returnAssurance: { ...base.returnAssurance, ...overrides.returnAssurance },
  };
}

export type ReturnPolicyProblem =
  | 'window_days_invalid'
  | 'return_fee_invalid'
  | 'restocking_fee_invalid'
  | 'bonus_percent_invalid'
  | 'no_reasons'
  | 'duplicate_reason'
  | 'duplicate_sub_reason'
  | 'no_resolutions'
  | 'no_methods'
  | 'duplicate_method'
  | 'unknown_method'
  | 'postage_invalid'
  | 'rule_unknown_reason'
  | 'rule_decision_invalid'
  | 'rule_resolution_invalid';

/** Longest return window we accept: a year. */
export const MAX_RETURN_WINDOW_DAYS = 365;

function isAmount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/** A percentage from 0 to 100 with at most two decimals (so it is a whole number of basis points). */
export function isPercent(value: number): boolean {
  return (
    Number.isFinite(value) && value >= 0 && value <= 100 && Number.isInteger(Number((value * 100).toFixed(6)))
  );
}

function hasDuplicates(values: readonly string[]): boolean {
  return new Set(values).size !== values.length;
}

/** What is wrong with a policy, each problem once, in a fixed order; [] when it can be used. */
export function returnPolicyProblems(policy: ReturnPolicy): ReturnPolicyProblem[] {
  const problems: ReturnPolicyProblem[] = [];
  const add = (problem: ReturnPolicyProblem, when: boolean) => {
    if (when && !problems.includes(problem)) problems.push(problem);
  };
  add(
    'window_days_invalid',
    !Number.isInteger(policy.windowDays) ||
      policy.windowDays < 1 ||
      policy.windowDays > MAX_RETURN_WINDOW_DAYS,
  );
  add('return_fee_invalid', !isAmount(policy.fees.returnFeeMinor));
  add('restocking_fee_invalid', !isPercent(policy.fees.restockingFeePercent));
  add('bonus_percent_invalid', !isPercent(policy.resolutions.storeCredit.bonusPercent));
  add('no_reasons', policy.reasons.length === 0);
  const codes = policy.reasons.map((item) => item.code);
  add('duplicate_reason', hasDuplicates(codes));
  for (const item of policy.reasons)
    add('duplicate_sub_reason', hasDuplicates(item.subReasons.map((sub) => sub.code)));
  add('no_resolutions', allowedResolutions(policy).length === 0);
  add('no_methods', policy.methods.length === 0);
  add('duplicate_method', hasDuplicates(policy.methods.map((setting) => setting.method)));
  for (const setting of policy.methods) {
    add('unknown_method', !isReturnMethodId(setting.method));
    add('postage_invalid', !isAmount(setting.postageMinor));
  }
  for (const rule of policy.rules) {
    add(
      'rule_unknown_reason',
      (rule.when.reasons ?? []).some((code) => !codes.includes(code)),
    );
    add('rule_decision_invalid', !(RETURN_DECISIONS as readonly string[]).includes(rule.decision));
    add(
      'rule_resolution_invalid',
      (rule.resolutions ?? []).some((resolution) => !isReturnResolution(resolution)),
    );
  }
  return problems;
}

/** The resolutions the policy allows at all, in {@link RETURN_RESOLUTIONS} order. */
export function allowedResolutions(policy: ReturnPolicy): ReturnResolution[] {
  const { resolutions } = policy;
  const enabled: Record<ReturnResolution, boolean> = {
    original_payment: resolutions.originalPayment,
    store_credit: resolutions.storeCredit.enabled,
    same_price_variant: resolutions.sameProductVariant.enabled,
    anything: resolutions.anotherProduct,
  };
  return RETURN_RESOLUTIONS.filter((resolution) => enabled[resolution]);
}

/** True when the item is picked by the selector (its product id, or one of its tags ignoring case). */
export function selectsItem(selector: ItemSelector, item: Pick<PolicyItem, 'productId' | 'tags'>): boolean {
  if (item.productId !== null && selector.productIds.includes(item.productId)) return true;
  const tags = new Set(selector.tags.map((tag) => tag.trim().toLowerCase()));
  return item.tags.some((tag) => tags.has(tag.trim().toLowerCase()));
}

/** Final-sale items cannot be returned. */
export function isFinalSale(policy: ReturnPolicy, item: Pick<PolicyItem, 'productId' | 'tags'>): boolean {
  return selectsItem(policy.finalSale, item);
}

/** Exchange-only items can only be exchanged (never refunded or credited). */
export function isExchangeOnly(policy: ReturnPolicy, item: Pick<PolicyItem, 'productId' | 'tags'>): boolean {
  return selectsItem(policy.exchangeOnly, item);
}

/** A reason of the policy by its code, or null. */
export function findReturnReason(policy: ReturnPolicy, code: string): ReturnReason | null {
  return policy.reasons.find((item) => item.code === code) ?? null;
}

export type ReasonProblem =
  | 'unknown_reason'
  | 'sub_reason_required'
  | 'unknown_sub_reason'
  | 'photo_required'
  | 'note_required';

/**
 * Whether a reason as given is complete: a known reason, a known sub-reason when it has any,
 * a photo when the reason or the sub-reason needs one, a note (not only spaces) when either needs one.
 */
export function reasonProblem(
  policy: ReturnPolicy,
  given: { reason: string; subReason?: string | null; note?: string | null; photos: number },
): ReasonProblem | null {
  const found = findReturnReason(policy, given.reason);
  if (found === null) return 'unknown_reason';
  let sub: ReturnSubReason | null = null;
  if (found.subReasons.length > 0) {
    if (!given.subReason) return 'sub_reason_required';
    sub = found.subReasons.find((item) => item.code === given.subReason) ?? null;
    if (sub === null) return 'unknown_sub_reason';
  } else if (given.subReason) {
    return 'unknown_sub_reason';
  }
  if ((found.requiresPhoto || sub?.requiresPhoto === true) && given.photos < 1) return 'photo_required';
  if ((found.requiresNote || sub?.requiresNote === true) && (given.note ?? '').trim() === '')
    return 'note_required';
  return null;
}

function ruleMatches(
  rule: ReturnDecisionRule,
  item: PolicyItem,
  reasonCode: string,
  subReasonCode: string | null,
): boolean {
  const { when } = rule;
  if (when.reasons && !when.reasons.includes(reasonCode)) return false;
  if (when.subReasons && (subReasonCode === null || !when.subReasons.includes(subReasonCode))) return false;
  if (when.productIds || when.tags) {
    if (!selectsItem({ productIds: when.productIds ?? [], tags: when.tags ?? [] }, item)) return false;
  }
  if (when.minUnitPriceMinor !== undefined && item.unitPriceMinor < when.minUnitPriceMinor) return false;
  if (when.maxUnitPriceMinor !== undefined && item.unitPriceMinor > when.maxUnitPriceMinor) return false;
  return true;
}

export interface ItemDecision {
  decision: ReturnDecision;
  /** Index of the rule that decided in `policy.rules`, or null for the default. */
  rule: number | null;
  /** The resolutions offered for the item: the policy's, narrowed by the rule and by exchange-only. */
  resolutions: ReturnResolution[];
}

/**
 * The decision flow for one item and reason (user/get-return-item-decision-flow). `keep` becomes
 * `approve` when the policy does not allow keep-the-item refunds, and an item that can only be
 * exchanged is never kept (keeping it and getting another would be a free item).
 */
export function decideReturnItem(
  policy: ReturnPolicy,
  item: PolicyItem,
  reasonCode: string,
  subReasonCode: string | null = null,
): ItemDecision {
  const index = policy.rules.findIndex((rule) => ruleMatches(rule, item, reasonCode, subReasonCode));
  const rule = index === -1 ? null : (policy.rules[index] as ReturnDecisionRule);
  const resolutions = refundTypesOffered(policy, item, rule);
  let decision = rule?.decision ?? policy.defaultDecision;
  if (
    decision === 'keep' &&
    (!policy.resolutions.keepItem || !resolutions.some((r) => !isExchangeResolution(r)))
  ) {
    decision = 'approve';
  }
  return { decision, rule: index === -1 ? null : index, resolutions };
}

/**
 * The resolutions offered for an item: what the policy allows, only exchanges for exchange-only
 * items, and only those the matching rule lists when it lists any (spec `group_setting`).
 */
export function refundTypesOffered(
  policy: ReturnPolicy,
  item: Pick<PolicyItem, 'productId' | 'tags'>,
  rule: ReturnDecisionRule | null = null,
): ReturnResolution[] {
  const exchangeOnly = isExchangeOnly(policy, item);
  return allowedResolutions(policy).filter(
    (resolution) =>
      (!exchangeOnly || isExchangeResolution(resolution)) &&
      (rule?.resolutions === undefined || rule.resolutions.includes(resolution)),
  );
}

/**
 * The methods a return can use: the policy's, without `assured_label` (rsi) when no item of the
 * return is assured, and none at all when every item is kept (nothing travels).
 */
export function returnMethodsFor(
  policy: ReturnPolicy,
  { hasReturnAssurance, everyItemKept }: { hasReturnAssurance: boolean; everyItemKept: boolean },
): ReturnMethodSetting[] {
  if (everyItemKept) return [];
  return policy.methods.filter((setting) => setting.method !== 'assured_label' || hasReturnAssurance);
}
