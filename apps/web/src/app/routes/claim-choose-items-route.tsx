import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../components/ui/spinner';
import { ChooseItemsStep } from '../../features/report-issue/components/choose-items-step';
import { useClaimContext } from './claim-context';

// choose-items is a common route of claims and of returns (spec 2): `?flow=return` is the return's
// step, loaded only then, so a claim's step carries none of the return's code.
const ReturnChooseItems = lazy(() => import('./return-choose-items-route'));

/** choose-items: the items and how many of each (a claim), or why each goes back (a return). */
export function Component() {
  const [params] = useSearchParams();
  if (params.get('flow') === 'return')
    return (
      <Suspense fallback={<PageLoading />}>
        <ReturnChooseItems />
      </Suspense>
    );
  return <ClaimChooseItems />;
}

function ClaimChooseItems() {
  const context = useClaimContext();
  return (
    <main id="main">
      <ChooseItemsStep context={context} />
    </main>
  );
}
