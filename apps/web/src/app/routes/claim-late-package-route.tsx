import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LatePackageClaim } from '../../features/report-issue/components/late-package-claim';
import { useClaimFlowStore } from '../../features/report-issue/stores/claim-flow-store';
import { NotFoundPage } from '../pages/not-found';
import { useClaimContext } from './claim-context';

/**
 * late-package?fulfillmentId=…&step=items|payout|review: a late or lost package's claim in three
 * steps (issue 23), from the tracking page's 'File a delay claim' and the orders hub. `?start=1`
 * begins a fresh claim (the links come from pages that do not load the report's store).
 */
export function Component() {
  const context = useClaimContext();
  const [params] = useSearchParams();
  useState(() => {
    if (params.get('start') === '1') useClaimFlowStore.getState().start();
  });
  const fulfillmentId = params.get('fulfillmentId');
  if (!fulfillmentId) return <NotFoundPage />;
  return (
    <main id="main">
      <LatePackageClaim context={context} fulfillmentId={fulfillmentId} />
    </main>
  );
}
