import { SelectItemsStep } from '../../features/report-issue/components/select-items-step';
import { useClaimContext } from './claim-context';

/** select-items: which package (or the items not shipped yet). */
export function Component() {
  const context = useClaimContext();
  return (
    <main id="main">
      <SelectItemsStep context={context} />
    </main>
  );
}
