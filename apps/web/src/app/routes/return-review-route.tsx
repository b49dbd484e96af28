import { ReturnReviewStep } from '../../features/start-return/components/return-review-step';
import { useSignedInUser } from '../use-signed-in-user';

/** return-review: the return checked and quoted by the server, the balance, Submit. */
export function Component() {
  const userInfo = useSignedInUser();
  return (
    <main id="main">
      <ReturnReviewStep userInfo={userInfo} />
    </main>
  );
}
