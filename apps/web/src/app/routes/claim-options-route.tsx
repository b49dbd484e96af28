import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { OptionsStep } from '../../features/report-issue/components/options-step';
import type { ReportScope } from '../../features/report-issue/issue-scope';
import { useClaimFlowStore } from '../../features/report-issue/stores/claim-flow-store';
import { useClaimContext } from './claim-context';

/**
 * options: what happened; `?fulfillmentId=` for one package, `?unshipped=1` for items not shipped
 * yet; `?start=1` begins a fresh report (links from pages that do not load the report's store,
 * such as the tracking page's delay claim).
 */
export function Component() {
  const context = useClaimContext();
  const [params] = useSearchParams();
  useState(() => {
    if (params.get('start') === '1') useClaimFlowStore.getState().start();
  });
  const fulfillmentId = params.get('fulfillmentId');
  const scope: ReportScope = fulfillmentId
    ? { kind: 'package', fulfillmentId }
    : params.get('unshipped') === '1'
      ? { kind: 'unshipped' }
      : { kind: 'order' };
  return (
    <main id="main">
      <OptionsStep key={params.toString()} context={context} scope={scope} />
    </main>
  );
}
