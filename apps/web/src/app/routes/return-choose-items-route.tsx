import { ItemDetailsStep } from '../../features/start-return/components/item-details-step';
import { useSignedInUser } from '../use-signed-in-user';

/** choose-items?flow=return: why each item goes back and what the shopper wants instead. */
export default function ReturnChooseItemsRoute() {
  const userInfo = useSignedInUser();
  return (
    <main id="main">
      <ItemDetailsStep userInfo={userInfo} />
    </main>
  );
}
