// Step 7, payment (spec 2): how the shopper wants to be paid, and where to (validated with the
// domain's e-mail rule, spec 5).
import { isEmail } from '@rc/domain/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PaymentFields } from '../../../components/claims/payment-fields';
import type { ClaimContext } from '../../../lib/claim-context';
import { useGoToStep, useOpenedWithoutReport } from '../flow-context';
import { useClaimFlowStore } from '../stores/claim-flow-store';
import { StepFrame } from './step-frame';

export function PaymentStep({ context }: { context: ClaimContext }) {
  const { t } = useTranslation();
  const goTo = useGoToStep(context.subPath);
  const flow = useClaimFlowStore();
  const missing = useOpenedWithoutReport(Boolean(flow.type && flow.items.length > 0));
  const [error, setError] = useState<string | null>(null);

  if (!flow.type || flow.items.length === 0)
    return missing ? <Navigate to={`${context.subPath}/options`} replace /> : null;
  const account = flow.paymentInfo?.payAccount ?? context.email;

  function onContinue() {
    const payAccount = (useClaimFlowStore.getState().paymentInfo?.payAccount ?? context.email).trim();
    if (!payAccount) {
      setError(t('claims.payment.emailRequired'));
      return;
    }
    if (!isEmail(payAccount)) {
      setError(t('claims.payment.emailInvalid'));
      return;
    }
    flow.update({ paymentInfo: { payAccount } });
    goTo('review');
  }

  return (
    <StepFrame
      step="payment"
      type={flow.type}
      title={t('claims.payment.title')}
      intro={<p>{t('claims.payment.intro')}</p>}
      subPath={context.subPath}
      applicantEmail={context.email}
      onContinue={onContinue}
    >
      <PaymentFields
        method={flow.paymentMethod}
        account={account}
        accountError={error}
        onMethod={(paymentMethod) => flow.update({ paymentMethod })}
        onAccount={(payAccount) => {
          setError(null);
          flow.update({ paymentInfo: { payAccount } });
        }}
      />
    </StepFrame>
  );
}
