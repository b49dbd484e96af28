import { ReturnMethodStep } from '../../features/start-return/components/return-method-step';
import { useSignedInUser } from '../use-signed-in-user';

/** return-method: how the items travel back. */
export function Component() {
  const userInfo = useSignedInUser();
  return (
    <main id="main">
      <ReturnMethodStep userInfo={userInfo} />
    </main>
  );
}
