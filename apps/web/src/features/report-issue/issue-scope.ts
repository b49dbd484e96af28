// What a report can be about: the issue types each active policy offers for the order's packages
// (the domain's issueOptions), narrowed to the package or the unshipped items the shopper started
// from; and the packages a chosen issue type can be reported for.
import type { Fulfillment, Policy } from '@rc/contract/shared-schemas';
import { fulfillmentAllows, issueOptions } from '@rc/domain/claim-lifecycle';
import type { IssueType } from '@rc/domain/enums';

export interface PolicyItems {
  fulfillments: Fulfillment[];
  unfulfilledList: unknown[];
}

/** Where the report started: a package, the unshipped items, or the whole order. */
export type ReportScope =
  | { kind: 'package'; fulfillmentId: string }
  | { kind: 'unshipped' }
  | { kind: 'order' };

export interface IssueChoice {
  issueType: IssueType;
  policyId: string;
}

/** Policies a shopper can report on now. */
export function activePolicies(policies: readonly Policy[]): Policy[] {
  return policies.filter((policy) => policy.status === 'active');
}

/** The issue types on offer, each with the policy it is claimed on (the first policy that offers it). */
export function issueChoices(
  entries: ReadonlyArray<{ policy: Policy; items: PolicyItems }>,
  scope: ReportScope,
): IssueChoice[] {
  const choices: IssueChoice[] = [];
  for (const { policy, items } of entries) {
    const fulfillments =
      scope.kind === 'package'
        ? items.fulfillments.filter((fulfillment) => fulfillment.fulfillmentId === scope.fulfillmentId)
        : scope.kind === 'unshipped'
          ? []
          : items.fulfillments;
    const unfulfilledCount = scope.kind === 'package' ? 0 : items.unfulfilledList.length;
    for (const issueType of issueOptions({
      productCode: policy.productCode,
      fulfillments,
      unfulfilledCount,
    })) {
      if (!choices.some((choice) => choice.issueType === issueType))
        choices.push({ issueType, policyId: policy.policyId });
    }
  }
  return choices;
}

/** The scope's package when its coverage was canceled (it offers nothing: warning 200020). */
export function canceledPackage(
  entries: ReadonlyArray<{ items: PolicyItems }>,
  scope: ReportScope,
): Fulfillment | null {
  if (scope.kind !== 'package') return null;
  for (const { items } of entries) {
    const found = items.fulfillments.find((fulfillment) => fulfillment.fulfillmentId === scope.fulfillmentId);
    if (found?.coverageCanceled) return found;
  }
  return null;
}

/** The packages an issue type can be reported for. */
export function packagesFor(issueType: IssueType, fulfillments: readonly Fulfillment[]): Fulfillment[] {
  return fulfillments.filter((fulfillment) => fulfillmentAllows(issueType, fulfillment));
}
