import { UploadStep } from '../../features/report-issue/components/upload-step';
import { useClaimContext } from './claim-context';

/** upload: photos and videos as evidence. */
export function Component() {
  const context = useClaimContext();
  return (
    <main id="main">
      <UploadStep context={context} />
    </main>
  );
}
