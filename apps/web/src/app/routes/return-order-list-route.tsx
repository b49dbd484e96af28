import { ReturnList } from '../../features/return-page/components/return-list';
import { useSignedInUser } from '../use-signed-in-user';

/** order-list: the order's returns. */
export function Component() {
  const userInfo = useSignedInUser();
  return (
    <main id="main">
      <ReturnList userInfo={userInfo} />
    </main>
  );
}
