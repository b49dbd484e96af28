import { CommentsStep } from '../../features/report-issue/components/comments-step';
import { useClaimContext } from './claim-context';

/** comments: anything else the store should know. */
export function Component() {
  const context = useClaimContext();
  return (
    <main id="main">
      <CommentsStep context={context} />
    </main>
  );
}
