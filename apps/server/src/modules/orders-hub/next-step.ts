// The hub's "next step" of an order (decision 036): the first thing the shopper has to do, most
// urgent first, from the views of its claims, returns and packages. Pure.
import type { HubOrder } from '@rc/contract/calls/orders-hub';

type Pieces = {
  claims: readonly { claimId: string; status: string; actionRequired: boolean; canGetPaid: boolean }[];
  returns: readonly { returnId: string; waitsForTracking: boolean }[];
  packages: readonly {
    fulfillmentId: string;
    canReportIssue: boolean;
    canTrack: boolean;
    packageStatus: string;
    delay: { delayed: boolean; claimable: boolean };
  }[];
  actions: { reportIssue: boolean };
};

const step = (
  kind: NonNullable<HubOrder['nextStep']>['kind'],
  ids: { claimId?: string; returnId?: string; fulfillmentId?: string },
) => ({
  kind,
  claimId: ids.claimId ?? null,
  returnId: ids.returnId ?? null,
  fulfillmentId: ids.fulfillmentId ?? null,
});

/**
 * The first thing to do, most urgent first: a claim the store waits on (action required), money
 * to collect, a draft to finish, a return's tracking to add, a package in trouble to report,
 * a package on its way to follow.
 */
export function nextStepOf({ claims, returns, packages }: Pieces): HubOrder['nextStep'] {
  const actionRequired = claims.find((claim) => claim.actionRequired);
  if (actionRequired) return step('claim_action_required', { claimId: actionRequired.claimId });
  const payable = claims.find((claim) => claim.canGetPaid);
  if (payable) return step('get_paid', { claimId: payable.claimId });
  const draft = claims.find((claim) => claim.status === 'draft');
  if (draft) return step('continue_draft', { claimId: draft.claimId });
  const waiting = returns.find((item) => item.waitsForTracking);
  if (waiting) return step('add_return_tracking', { returnId: waiting.returnId });
  const trouble = packages.find(
    (pkg) =>
      pkg.canReportIssue &&
      ((pkg.delay.delayed && pkg.delay.claimable) ||
        ['exception', 'un_delivered'].includes(pkg.packageStatus)),
  );
  if (trouble) return step('report_issue', { fulfillmentId: trouble.fulfillmentId });
  const moving = packages.find(
    (pkg) => pkg.canTrack && ['shipped', 'in_transit', 'pre_transit'].includes(pkg.packageStatus),
  );
  if (moving) return step('track_package', { fulfillmentId: moving.fulfillmentId });
  return null;
}
