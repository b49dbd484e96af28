import { useSearchParams } from 'react-router';
import { OptionsStep } from '../../features/report-issue/components/options-step';
import type { ReportScope } from '../../features/report-issue/issue-scope';
import { useClaimContext } from './claim-context';

/** options: what happened; `?fulfillmentId=` for one package, `?unshipped=1` for items not shipped yet. */
export function Component() {
  const context = useClaimContext();
  const [params] = useSearchParams();
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
