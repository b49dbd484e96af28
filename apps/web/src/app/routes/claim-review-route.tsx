import { ReviewStep } from '../../features/report-issue/components/review-step';
import { useClaimContext } from './claim-context';

/** review: the claim as the server sees it, then Submit. */
export function Component() {
  const context = useClaimContext();
  return (
    <main id="main">
      <ReviewStep context={context} />
    </main>
  );
}
