import { PaymentStep } from '../../features/report-issue/components/payment-step';
import { useClaimContext } from './claim-context';

/** payment: the payout method and account. */
export function Component() {
  const context = useClaimContext();
  return (
    <main id="main">
      <PaymentStep context={context} />
    </main>
  );
}
