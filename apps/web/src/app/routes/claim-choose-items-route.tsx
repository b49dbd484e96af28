import { ChooseItemsStep } from '../../features/report-issue/components/choose-items-step';
import { useClaimContext } from './claim-context';

/** choose-items: the items and how many of each. */
export function Component() {
  const context = useClaimContext();
  return (
    <main id="main">
      <ChooseItemsStep context={context} />
    </main>
  );
}
