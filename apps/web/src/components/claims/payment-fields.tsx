// The payout method (a virtual Visa gift card by default, or PayPal) and the account e-mail,
// shared by the payment step and the claim details' 'Change payout method'.
import { useTranslation } from 'react-i18next';
import type { ClaimDetail } from '../../api/get-claim-detail';
import { Choice, ChoiceGroup } from '../ui/form-fields';
import { TextField } from '../ui/text-field';

/** How a claim is paid out: the contract's payout methods. */
export type PayoutMethod = NonNullable<ClaimDetail['paymentMethod']>['paymentMethod'];

export const PAYOUT_METHODS: readonly PayoutMethod[] = ['virtual_card', 'paypal'];

export function PaymentFields({
  method,
  account,
  accountError,
  onMethod,
  onAccount,
}: {
  method: PayoutMethod;
  account: string;
  accountError?: string | null;
  onMethod: (method: PayoutMethod) => void;
  onAccount: (account: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ChoiceGroup legend={t('claims.payment.legend')}>
        {PAYOUT_METHODS.map((candidate) => (
          <Choice
            key={candidate}
            name="payout-method"
            value={candidate}
            checked={method === candidate}
            onSelect={(value) => onMethod(value as PayoutMethod)}
            title={t(`claims.payment.methods.${candidate}`)}
            description={t(`claims.payment.methodHints.${candidate}`)}
          />
        ))}
      </ChoiceGroup>
      <TextField
        label={method === 'paypal' ? t('claims.payment.paypalEmail') : t('claims.payment.cardEmail')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        aria-required="true"
        value={account}
        error={accountError}
        onChange={(event) => onAccount(event.currentTarget.value)}
      />
    </>
  );
}
