import { HomePage } from '../../features/home/components/home-page';
import { SwitchBanner } from '../../features/version-switch/components/switch-banner';
import { WelcomeModal } from '../../features/version-switch/components/welcome-modal';
import { useSignedInUser } from '../use-signed-in-user';

/** Home (version 4 landing) with the old-version banner and, on a first visit, the welcome modal. */
export function Component() {
  const userInfo = useSignedInUser();
  return (
    <main id="main">
      <HomePage userInfo={userInfo} top={<SwitchBanner userInfo={userInfo} page="home" />} />
      <WelcomeModal userInfo={userInfo} />
    </main>
  );
}
