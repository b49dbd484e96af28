// A late or lost package in one short flow (issue 23, decision 052's sibling in the report): the
// claim's type and the package's items are chosen from the start, and nothing is asked that a
// parcel which has not arrived cannot have (no photos, no condition, weight or size; the claims'
// rules ask no evidence for delay or loss). Three steps: what happened and the items, how to be
// paid, check and submit. The claim itself is the report's: the same store, review body,
// claim-apply-review and submit-claim.
import { isEmail } from '@rc/domain/validation';
import { type ClaimableItem, chosenLines, maxClaimable } from './choose-items';
import type { IssueChoice } from './issue-scope';
import type { ClaimFlowData } from './stores/claim-flow-store';

/** The issue types this flow files: a package late on its way, or lost on it. */
export const LATE_PACKAGE_TYPES = ['delay', 'loss'] as const;
export type LatePackageType = (typeof LATE_PACKAGE_TYPES)[number];

export const LATE_PACKAGE_STEPS = ['items', 'payout', 'review'] as const;
export type LatePackageStep = (typeof LATE_PACKAGE_STEPS)[number];

/** The delay and loss choices the package's state and the order's policies allow, delay first. */
export function latePackageChoices(choices: readonly IssueChoice[]): IssueChoice[] {
  return LATE_PACKAGE_TYPES.flatMap((type) => choices.filter((choice) => choice.issueType === type));
}

/** The step from the address (`?step=`), the first one for anything else. */
export function latePackageStep(value: string | null): LatePackageStep {
  return (LATE_PACKAGE_STEPS as readonly string[]).includes(value ?? '')
    ? (value as LatePackageStep)
    : 'items';
}

/** 'Step n of 3'. */
export function latePackagePosition(step: LatePackageStep): { current: number; total: number } {
  return { current: LATE_PACKAGE_STEPS.indexOf(step) + 1, total: LATE_PACKAGE_STEPS.length };
}

/** The step after this one (the review submits). */
export function nextLatePackageStep(step: LatePackageStep): LatePackageStep {
  return LATE_PACKAGE_STEPS[
    Math.min(LATE_PACKAGE_STEPS.indexOf(step) + 1, LATE_PACKAGE_STEPS.length - 1)
  ] as LatePackageStep;
}

/**
 * The flow as it starts for the package: the first type on offer, the policy it is claimed on, and
 * every item of the package at all it may claim (the shopper lowers a quantity if only part is late).
 */
export function startLatePackage(
  fulfillmentId: string,
  choice: IssueChoice,
  items: readonly ClaimableItem[],
): Partial<ClaimFlowData> {
  const quantities = Object.fromEntries(items.map((item) => [item.itemId, maxClaimable(item, {})]));
  const { lines, selectedItems } = chosenLines(items, quantities);
  return {
    type: choice.issueType,
    currentPolicy: choice.policyId,
    selectedFulfillmentId: fulfillmentId,
    items: lines,
    selectedItems,
  };
}

/** True when the flow in the store is this package's late-package claim (a reload keeps its place). */
export function isLatePackageFlow(flow: ClaimFlowData, fulfillmentId: string): boolean {
  return (
    flow.selectedFulfillmentId === fulfillmentId &&
    (LATE_PACKAGE_TYPES as readonly string[]).includes(flow.type ?? '') &&
    flow.attachments.length === 0
  );
}

export type LatePackageProblem = 'type' | 'items' | 'payAccount';

/** What keeps a step from going on, or null when it may. */
export function latePackageProblem(
  step: LatePackageStep,
  flow: ClaimFlowData,
  applicantEmail: string,
): LatePackageProblem | null {
  if (!flow.type || !(LATE_PACKAGE_TYPES as readonly string[]).includes(flow.type)) return 'type';
  if (!flow.items.some((line) => line.quantity > 0)) return 'items';
  if (step === 'items') return null;
  const payAccount = (flow.paymentInfo?.payAccount ?? applicantEmail).trim();
  if (!isEmail(payAccount)) return 'payAccount';
  return null;
}
