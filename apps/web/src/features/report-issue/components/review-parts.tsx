// Pieces of a claim's review that the report's review step and the late package's review share.
import type { ResponseOf } from '@rc/contract/call-types';
import { useTranslation } from 'react-i18next';

type PaymentMethod = ResponseOf<'claim-apply-review'>['paymentMethod'];

/** How the claim will be paid, and to which account. */
export function PayoutMethodLine({ paymentMethod }: { paymentMethod: PaymentMethod }) {
  const { t } = useTranslation();
  return (
    <p>
      {t(`claims.payment.methods.${paymentMethod.paymentMethod}`)}
      <br />
      <span className="claim-muted">{paymentMethod.payAccount}</span>
    </p>
  );
}

/** Said to a screen reader while the claim is being submitted. */
export function SubmittingStatus({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  return busy ? (
    <p className="visually-hidden" role="status">
      {t('claims.review.submitting')}
    </p>
  ) : null;
}
