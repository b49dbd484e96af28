import { HomePage } from '../../features/home/components/home-page';
import { useSignedInUser } from '../use-signed-in-user';

export function Component() {
  const userInfo = useSignedInUser();
  return (
    <main id="main">
      <HomePage userInfo={userInfo} />
    </main>
  );
}
