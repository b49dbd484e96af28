import { ItemsChooseStep } from '../../features/start-return/components/items-choose-step';
import { useSignedInUser } from '../use-signed-in-user';

/** items-choose: the first step of a return, which items and how many. */
export function Component() {
  const userInfo = useSignedInUser();
  return (
    <main id="main">
      <ItemsChooseStep userInfo={userInfo} />
    </main>
  );
}
