// A claim's page (issue-details?claimId=…) as the app puts it together: the claim page feature,
// with getting paid (the payout panel) and continuing a draft (the report of an issue) passed in,
// since no feature imports another. Live: the order's event stream refreshes the claim when its
// status changes (issue 12), polling only when the stream cannot run.
import { claimDetailQuery } from '../../api/get-claim-detail';
import { ClaimDetails } from '../../features/claim-page/components/claim-details';
import { PayoutPanel } from '../../features/get-paid/components/payout-panel';
import { useResumeDraft } from '../../features/report-issue/use-resume-draft';
import type { ClaimContext } from '../../lib/claim-context';
import { type LiveChange, useLiveRefresh } from '../../lib/live-updates';

/** The keys a change refreshes on this claim's page: none for another claim, a package or a return. */
export function claimKeysOf(claimId: string, change: LiveChange) {
  return change.type === 'claim' && change.claimId === claimId ? [claimDetailQuery(claimId).queryKey] : [];
}

export function ClaimPage({
  context,
  claimId,
  justSubmitted,
}: {
  context: ClaimContext;
  claimId: string;
  justSubmitted?: boolean;
}) {
  const { open } = useResumeDraft(context.subPath);
  const key = claimDetailQuery(claimId).queryKey;
  useLiveRefresh((change) => claimKeysOf(claimId, change), [key]);
  return (
    <ClaimDetails
      context={context}
      claimId={claimId}
      justSubmitted={justSubmitted}
      resumeDraft={open}
      payout={(detail) => <PayoutPanel detail={detail} subPath={context.subPath} />}
    />
  );
}
