import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { IssueDetailsStep } from '../../features/report-issue/components/issue-details-step';
import { ClaimPage } from '../composed/claim-page';
import { useClaimContext } from './claim-context';

/**
 * issue-details: with `?claimId=` the claim's details page (spec 2 "Other routes"); without it the
 * report's step that asks what happened.
 */
export function Component() {
  const context = useClaimContext();
  const [params] = useSearchParams();
  const location = useLocation();
  const claimId = params.get('claimId');
  const navigate = useNavigate();
  // The notice belongs to the moment of submitting: kept here, then dropped from the history
  // entry, so a reload or a later visit does not show it again.
  const [submitted] = useState(() => Boolean((location.state as { submitted?: boolean } | null)?.submitted));
  useEffect(() => {
    if (location.state) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location.pathname, location.search, location.state, navigate]);
  return (
    <main id="main">
      {claimId ? (
        <ClaimPage key={claimId} context={context} claimId={claimId} justSubmitted={submitted} />
      ) : (
        <IssueDetailsStep context={context} />
      )}
    </main>
  );
}
