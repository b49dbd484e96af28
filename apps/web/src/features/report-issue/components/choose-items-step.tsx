// Step 2b, choose-items (spec 2): the package's (or the unshipped) protected items, each with a
// quantity up to what can still be claimed (get-protected-item), and the remaining and total sum
// insured.
import { ERROR_CODES } from '@rc/domain/error-codes';
import { formatMoney } from '@rc/domain/format';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useProtectedItems } from '../../../api/get-all-protected-item';
import { useProtectedItem } from '../../../api/get-protected-item';
import { ClaimSummary } from '../../../components/claims/claim-summary';
import { Alert } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/spinner';
import type { ClaimContext } from '../../../lib/claim-context';
import { failureOf, useCallFailure } from '../../../lib/use-call-failure';
import { chosenTotal } from '../choose-items';
import { useGoToStep, useOpenedWithoutReport } from '../flow-context';
import { useClaimFlowStore } from '../stores/claim-flow-store';
import { ClaimableItems } from './claimable-items';
import { StepFrame } from './step-frame';

export function ChooseItemsStep({ context }: { context: ClaimContext }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const goTo = useGoToStep(context.subPath);
  const flow = useClaimFlowStore();
  const fulfillmentId = flow.type === 'noShipped' ? null : flow.selectedFulfillmentId;
  const ready = Boolean(flow.type && flow.currentPolicy && (flow.type === 'noShipped' || fulfillmentId));
  const missing = useOpenedWithoutReport(ready);
  const claimable = useProtectedItem(ready ? flow.currentPolicy : null, fulfillmentId);
  const coverage = useProtectedItems(context.orderId, flow.currentPolicy);
  const showFailure = useCallFailure(context.subPath);
  const [error, setError] = useState<string | null>(null);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);

  useEffect(() => {
    if (coverage.isError)
      navigate(`${context.subPath}/error?code=${ERROR_CODES.SERVICE_ERROR}`, { replace: true });
  }, [coverage.isError, navigate, context.subPath]);
  useEffect(() => {
    if (claimable.isError) setLoadFailure(showFailure(failureOf(claimable.error)));
  }, [claimable.isError, claimable.error, showFailure]);

  if (!ready) return missing ? <Navigate to={`${context.subPath}/options`} replace /> : null;
  if (claimable.isError) {
    return (
      <div className="page claim-step">
        <h1>{t('claims.chooseItems.title')}</h1>
        {loadFailure ? (
          <Alert
            tone={
              claimable.error && failureOf(claimable.error).code === ERROR_CODES.COVERAGE_CANCELED
                ? 'warning'
                : 'error'
            }
          >
            {loadFailure}
          </Alert>
        ) : null}
      </div>
    );
  }
  if (claimable.isPending || coverage.isPending || !coverage.data) {
    return <LoadingState label={t('common.loading')} />;
  }

  const items = claimable.data.items;
  const currency = coverage.data.currency;
  const total = chosenTotal(flow.selectedItems);

  function onContinue() {
    if (useClaimFlowStore.getState().items.length === 0) {
      setError(t('claims.chooseItems.required'));
      return;
    }
    goTo('issue-details');
  }

  return (
    <StepFrame
      step="choose-items"
      type={flow.type}
      title={t('claims.chooseItems.title')}
      intro={<p>{t('claims.chooseItems.intro')}</p>}
      subPath={context.subPath}
      applicantEmail={context.email}
      onContinue={onContinue}
    >
      <ClaimableItems
        items={items}
        currency={currency}
        error={error}
        errorId="choose-items-error"
        onChange={() => setError(null)}
      />
      <ClaimSummary>
        <div>
          <dt>{t('claims.chooseItems.selectedValue')}</dt>
          <dd>{formatMoney(total, currency, language)}</dd>
        </div>
        <div>
          <dt>{t('home.remaining')}</dt>
          <dd>{formatMoney(coverage.data.remainSumInsure, currency, language)}</dd>
        </div>
        <div>
          <dt>{t('home.sumInsured')}</dt>
          <dd>{formatMoney(coverage.data.sumInsure, currency, language)}</dd>
        </div>
      </ClaimSummary>
      {total > coverage.data.remainSumInsure ? (
        <Alert tone="warning">
          {t('claims.chooseItems.capped', {
            amount: formatMoney(coverage.data.remainSumInsure, currency, language),
          })}
        </Alert>
      ) : null}
    </StepFrame>
  );
}
