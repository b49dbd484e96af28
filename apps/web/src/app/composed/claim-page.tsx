// A claim's page (issue-details?claimId=…) as the app puts it together: the claim page feature,
// with getting paid (the payout panel) and continuing a draft (the report of an issue) passed in,
// since no feature imports another.
import { ClaimDetails } from '../../features/claim-page/components/claim-details';
import { PayoutPanel } from '../../features/get-paid/components/payout-panel';
import { useResumeDraft } from '../../features/report-issue/use-resume-draft';
import type { ClaimContext } from '../../lib/claim-context';

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
