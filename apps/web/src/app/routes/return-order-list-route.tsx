import { ReturnList } from '../../features/return-page/components/return-list';
import { useSignedInUser } from '../use-signed-in-user';
// The close icon and sign-out forget a return in progress from here too.
import '../../features/start-return/stores/forget-return-flow';

/** order-list: the order's returns. */
export function Component() {
  const userInfo = useSignedInUser();
  return (
    <main id="main">
      <ReturnList userInfo={userInfo} />
    </main>
  );
}
