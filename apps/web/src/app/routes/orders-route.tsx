import { OrdersPage } from '../../features/home/components/orders-page';
import { SwitchBanner } from '../../features/version-switch/components/switch-banner';
import { useSignedInUser } from '../use-signed-in-user';

/** Orders (version 5 landing) with the new-version banner. */
export function Component() {
  const userInfo = useSignedInUser();
  return (
    <main id="main">
      <OrdersPage userInfo={userInfo} top={<SwitchBanner userInfo={userInfo} page="orders" />} />
    </main>
  );
}
