import { AddDimensionsStep } from '../../features/report-issue/components/add-dimensions-step';
import { useClaimContext } from './claim-context';

/** add-dimensions: the package's condition, weight and size. */
export function Component() {
  const context = useClaimContext();
  return (
    <main id="main">
      <AddDimensionsStep context={context} />
    </main>
  );
}
