// A protection claim's life (spec section 4 statuses; the spec does not show the transitions, so
// they are ours): what each status allows, what the rules decide at submission, what evidence each
// issue type needs and what it pays.
//
// draft ─submit→ submitted ─(rules)→ accepted | rejected | action_required | under_review
// under_review ─approve→ accepted, ─reject→ rejected, ─requestEvidence→ action_required
// action_required ─addEvidence→ under_review
// accepted ─requestPayout→ sending_payout ─payoutSent→ payout_sent, ─payoutFailed→ payout_failed
// payout_failed ─requestPayout→ sending_payout (a retry pays with the same payout, never twice)
// draft ─withdraw→ withdrawn, ─expire→ expired
// rejected ─appeal→ under_review (once, within the merchant's window: appealStanding)

import type { IssueType } from './enums';

export const CLAIM_STATUSES = [
  'draft',
  'submitted',
  'under_review',
  'action_required',
  'accepted',
  'rejected',
  'withdrawn',
  'expired',
  'sending_payout',
  'payout_sent',
  'payout_failed',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_COMMANDS = [
  'submit',
  'withdraw',
  'expire',
  'review',
  'approve',
  'reject',
  'requestEvidence',
  'addEvidence',
  'requestPayout',
  'payoutSent',
  'payoutFailed',
  'appeal',
] as const;
export type ClaimCommand = (typeof CLAIM_COMMANDS)[number];

const TRANSITIONS: Readonly<Record<ClaimStatus, Partial<Record<ClaimCommand, ClaimStatus>>>> = {
  draft: { submit: 'submitted', withdraw: 'withdrawn', expire: 'expired' },
  submitted: {
    review: 'under_review',
    approve: 'accepted',
    reject: 'rejected',
    requestEvidence: 'action_required',
  },
  under_review: { approve: 'accepted', reject: 'rejected', requestEvidence: 'action_required' },
  action_required: { addEvidence: 'under_review', approve: 'accepted', reject: 'rejected' },
  accepted: { requestPayout: 'sending_payout' },
  rejected: { appeal: 'under_review' },
  withdrawn: {},
  expired: {},
  sending_payout: { payoutSent: 'payout_sent', payoutFailed: 'payout_failed' },
  payout_sent: {},
  payout_failed: { requestPayout: 'sending_payout' },
};

/** True when the value is a claim status. */
export function isClaimStatus(value: unknown): value is ClaimStatus {
  return typeof value === 'string' && (CLAIM_STATUSES as readonly string[]).includes(value);
}

/** The status a command leads to from a status, or null when the command is not allowed there. */
export function nextClaimStatus(status: ClaimStatus, command: ClaimCommand): ClaimStatus | null {
  return TRANSITIONS[status][command] ?? null;
}

/** Statuses no command leaves. */
export function isFinalClaimStatus(status: ClaimStatus): boolean {
  return Object.keys(TRANSITIONS[status]).length === 0;
}

/**
 * The statuses the shopper is e-mailed about: each one asks for an action or gives an answer.
 * Not the ones the shopper just caused and sees on screen (draft, submitted on its way to a
 * decision, withdrawn, sending_payout), nor a draft's expiry.
 */
export const EMAILED_CLAIM_STATUSES = [
  'under_review',
  'action_required',
  'accepted',
  'rejected',
  'payout_sent',
  'payout_failed',
] as const satisfies readonly ClaimStatus[];
export type EmailedClaimStatus = (typeof EMAILED_CLAIM_STATUSES)[number];

/** True when reaching this status sends the shopper an e-mail. */
export function isEmailedClaimStatus(status: string): status is EmailedClaimStatus {
  return (EMAILED_CLAIM_STATUSES as readonly string[]).includes(status);
}

/** The shopper may still change the items, details and evidence freely only in a draft. */
export function isDraftEditable(status: ClaimStatus): boolean {
  return status === 'draft';
}

/** The shopper may add evidence while the claim is being looked at or when asked for more. */
export function canAddEvidence(status: ClaimStatus): boolean {
  return status === 'submitted' || status === 'under_review' || status === 'action_required';
}

/** The payout method can change until the money has gone out (not on a refused claim). */
export function canChangePaymentMethod(status: ClaimStatus): boolean {
  return !isFinalClaimStatus(status) && status !== 'sending_payout' && status !== 'rejected';
}

/** Days a shopper has to appeal a refusal when the merchant has not set its own window. */
export const DEFAULT_APPEAL_WINDOW_DAYS = 30;
/** The longest window a merchant may set (0 turns appeals off). */
export const MAX_APPEAL_WINDOW_DAYS = 365;

export type AppealStanding =
  | { open: true; until: Date }
  | { open: false; why: 'not_rejected' | 'already_appealed' | 'appeals_off'; until: null }
  | { open: false; why: 'window_closed'; until: Date };

/**
 * Whether a refused claim may be appealed now: once per claim (a claim refused again after its
 * appeal stays refused), within `windowDays` of the refusal; a window of 0 turns appeals off.
 */
export function appealStanding({
  status,
  rejectedAt,
  appealed,
  windowDays,
  now,
}: {
  status: ClaimStatus;
  rejectedAt: Date | null;
  appealed: boolean;
  windowDays: number;
  now: Date;
}): AppealStanding {
  if (status !== 'rejected' || rejectedAt === null) return { open: false, why: 'not_rejected', until: null };
  if (appealed) return { open: false, why: 'already_appealed', until: null };
  if (windowDays <= 0) return { open: false, why: 'appeals_off', until: null };
  const until = new Date(rejectedAt.getTime() + windowDays * 86_400_000);
  return now.getTime() <= until.getTime()
    ? { open: true, until }
    : { open: false, why: 'window_closed', until };
}

/** Fulfillment states in which each issue type can be reported (our rules; spec 1 lists the types). */
const ISSUE_FULFILLMENT_STATES: Readonly<Record<IssueType, readonly string[]>> = {
  damage: ['delivered'],
  theft: ['delivered'],
  wrongItem: ['delivered'],
  nad: ['delivered'],
  delay: ['pre_transit', 'in_transit', 'shipped'],
  loss: ['in_transit', 'shipped', 'un_delivered', 'exception'],
  noShipped: [],
  return: ['delivered'],
  extended_warranty: ['delivered'],
  mechanical_breakdown: ['delivered'],
  accidental_damage: ['delivered'],
};

/** Issue types each coverage kind covers. */
export const COVERAGE_ISSUES: Readonly<Record<string, readonly IssueType[]>> = {
  shipping_protection: ['damage', 'delay', 'theft', 'loss', 'noShipped', 'wrongItem', 'nad'],
  delivery_guarantee: ['damage', 'delay', 'theft', 'loss', 'noShipped', 'wrongItem', 'nad'],
  return_assurance: ['return'],
  extended_warranty: ['extended_warranty', 'mechanical_breakdown'],
  accidental_damage: ['accidental_damage'],
};

/** True when a package in this state (with coverage not canceled) can carry this issue type. */
export function fulfillmentAllows(
  issueType: IssueType,
  fulfillment: { status: string; coverageCanceled: boolean },
) {
  return !fulfillment.coverageCanceled && ISSUE_FULFILLMENT_STATES[issueType].includes(fulfillment.status);
}

/**
 * The issue types the options screen offers (spec 2 "options"): those the policy's coverage kind
 * covers and some package's state allows; 'noShipped' when items are not shipped yet.
 */
export function issueOptions({
  productCode,
  fulfillments,
  unfulfilledCount,
}: {
  productCode: string;
  fulfillments: ReadonlyArray<{ status: string; coverageCanceled: boolean }>;
  unfulfilledCount: number;
}): IssueType[] {
  return (COVERAGE_ISSUES[productCode] ?? []).filter((issueType) =>
    issueType === 'noShipped'
      ? unfulfilledCount > 0
      : fulfillments.some((fulfillment) => fulfillmentAllows(issueType, fulfillment)),
  );
}

export interface EvidenceRequirement {
  /** i18n key suffix of what to show, e.g. 'damage_photos'. */
  key: string;
  kind: 'image' | 'image-or-video';
  /** At least this many files. */
  min: number;
}

const EVIDENCE: Readonly<Partial<Record<IssueType, readonly EvidenceRequirement[]>>> = {
  damage: [{ key: 'damage_photos', kind: 'image', min: 1 }],
  wrongItem: [{ key: 'received_item_photos', kind: 'image', min: 1 }],
  nad: [{ key: 'item_condition_photos', kind: 'image', min: 1 }],
  theft: [{ key: 'delivery_spot_photos', kind: 'image', min: 0 }],
  extended_warranty: [{ key: 'fault_photos_or_video', kind: 'image-or-video', min: 1 }],
  mechanical_breakdown: [{ key: 'fault_photos_or_video', kind: 'image-or-video', min: 1 }],
  accidental_damage: [{ key: 'damage_photos_or_video', kind: 'image-or-video', min: 1 }],
};

/** What evidence an issue type needs (the get-required-document call). */
export function requiredEvidence(issueType: IssueType): readonly EvidenceRequirement[] {
  return EVIDENCE[issueType] ?? [];
}

/** True when the files meet every requirement of the issue type. */
export function evidenceComplete(issueType: IssueType, files: { images: number; videos: number }): boolean {
  return requiredEvidence(issueType).every((requirement) =>
    requirement.kind === 'image'
      ? files.images >= requirement.min
      : files.images + files.videos >= requirement.min,
  );
}

/** A theft claim needs a police or incident report number (code 200010 when missing). */
export function needsPoliceReport(issueType: IssueType): boolean {
  return issueType === 'theft';
}

/**
 * What a claim pays, in minor units: the claimed items at the price paid, plus the order's
 * shipping when the extra coverage (includeBp) is on, never more than the policy has left.
 */
export function claimAmountMinor({
  items,
  includeBp,
  shippingMinor,
  remainingMinor,
}: {
  items: ReadonlyArray<{ unitPriceMinor: number; quantity: number }>;
  includeBp: boolean;
  shippingMinor: number;
  remainingMinor: number;
}): number {
  const itemsTotal = items.reduce((sum, item) => sum + item.unitPriceMinor * item.quantity, 0);
  return Math.max(0, Math.min(remainingMinor, itemsTotal + (includeBp ? shippingMinor : 0)));
}

/** Per-merchant decision rules; what they cannot decide waits for the merchant. */
export interface ClaimRules {
  /** Approve delay claims on a package still on its way at once. */
  autoApproveDelay: boolean;
  /** Approve damage claims up to this amount (minor units) with the required photos at once; 0 turns it off. */
  autoApproveDamageUpToMinor: number;
}

export const DEFAULT_CLAIM_RULES: ClaimRules = { autoApproveDelay: true, autoApproveDamageUpToMinor: 5000 };

export type SubmissionDecision =
  | { command: 'approve'; reason: 'delay_auto_approved' | 'low_value_damage_auto_approved' }
  | { command: 'reject'; reason: 'outside_coverage_window' }
  | { command: 'requestEvidence'; reason: 'evidence_missing' }
  | { command: 'review'; reason: 'merchant_review' };

/** The rules' decision when a claim is submitted (the merchant decides what they leave to review). */
export function decideOnSubmit({
  issueType,
  amountMinor,
  evidence,
  policyEndsAt,
  submittedAt,
  fulfillmentStatus,
  rules,
}: {
  issueType: IssueType;
  amountMinor: number;
  evidence: { images: number; videos: number };
  policyEndsAt: Date;
  submittedAt: Date;
  fulfillmentStatus: string | null;
  rules: ClaimRules;
}): SubmissionDecision {
  if (submittedAt.getTime() > policyEndsAt.getTime())
    return { command: 'reject', reason: 'outside_coverage_window' };
  if (!evidenceComplete(issueType, evidence))
    return { command: 'requestEvidence', reason: 'evidence_missing' };
  if (issueType === 'delay' && rules.autoApproveDelay && fulfillmentStatus !== 'delivered') {
    return { command: 'approve', reason: 'delay_auto_approved' };
  }
  if (
    issueType === 'damage' &&
    rules.autoApproveDamageUpToMinor > 0 &&
    amountMinor <= rules.autoApproveDamageUpToMinor
  ) {
    return { command: 'approve', reason: 'low_value_damage_auto_approved' };
  }
  return { command: 'review', reason: 'merchant_review' };
}
