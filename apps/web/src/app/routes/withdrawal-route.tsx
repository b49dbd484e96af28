import { WithdrawalPage } from '../../features/withdrawal/components/withdrawal-page';
import { useSignedInUser } from '../use-signed-in-user';

/** withdraw: the withdrawal function of the signed-in order (issue 15). */
export function Component() {
  const { subPath, orderId } = useSignedInUser();
  return (
    <main id="main">
      <WithdrawalPage subPath={subPath} orderId={orderId} />
    </main>
  );
}
