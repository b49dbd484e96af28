// Step 2a, select-items (spec 2): which package the issue is about, or the items not shipped yet
// for noShipped. Packages whose coverage was canceled are shown with the 200020 warning, not offered.
import { ERROR_CODES } from '@rc/domain/error-codes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useProtectedItems } from '../../../api/get-all-protected-item';
import { Alert } from '../../../components/ui/alert';
import { Choice, ChoiceGroup } from '../../../components/ui/form-fields';
import { LoadingState } from '../../../components/ui/spinner';
import type { ClaimContext } from '../../../lib/claim-context';
import { useGoToStep, useOpenedWithoutReport } from '../flow-context';
import { packagesFor } from '../issue-scope';
import { useClaimFlowStore } from '../stores/claim-flow-store';
import { PackageSummary } from './package-summary';
import { StepFrame } from './step-frame';
import './select-items-step.css';
import { errorText } from '../../../lib/error-text';

const UNSHIPPED = 'unshipped';

export function SelectItemsStep({ context }: { context: ClaimContext }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const goTo = useGoToStep(context.subPath);
  const flow = useClaimFlowStore();
  const missing = useOpenedWithoutReport(Boolean(flow.type && flow.currentPolicy));
  const { data, isError, isPending } = useProtectedItems(context.orderId, flow.currentPolicy);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (isError) navigate(`${context.subPath}/error?code=${ERROR_CODES.SERVICE_ERROR}`, { replace: true });
  }, [isError, navigate, context.subPath]);

  if (!flow.type || !flow.currentPolicy)
    return missing ? <Navigate to={`${context.subPath}/options`} replace /> : null;
  if (isPending || !data) return <LoadingState label={t('common.loading')} />;

  const type = flow.type;
  const numbered = data.fulfillments.map((fulfillment, index) => ({ fulfillment, index }));
  const allowed = new Set(
    packagesFor(type, data.fulfillments).map((fulfillment) => fulfillment.fulfillmentId),
  );
  const offered = numbered.filter(({ fulfillment }) => allowed.has(fulfillment.fulfillmentId));
  const canceled = numbered.filter(({ fulfillment }) => fulfillment.coverageCanceled);
  const unshipped = type === 'noShipped' && data.unfulfilledList.length > 0;
  const value = type === 'noShipped' ? UNSHIPPED : flow.selectedFulfillmentId;

  function select(choice: string) {
    setError(null);
    const fulfillmentId = choice === UNSHIPPED ? null : choice;
    if (fulfillmentId !== useClaimFlowStore.getState().selectedFulfillmentId) {
      flow.update({ selectedFulfillmentId: fulfillmentId, items: [], selectedItems: [] });
    }
  }

  function onContinue() {
    const state = useClaimFlowStore.getState();
    const chosen = type === 'noShipped' ? unshipped : allowed.has(state.selectedFulfillmentId ?? '');
    if (!chosen) {
      setError(t('claims.selectItems.required'));
      return;
    }
    goTo('choose-items');
  }

  return (
    <StepFrame
      step="select-items"
      type={type}
      title={t('claims.selectItems.title')}
      intro={<p>{t('claims.selectItems.intro', { issue: t(`claims.issue.${type}`) })}</p>}
      subPath={context.subPath}
      applicantEmail={context.email}
      onContinue={onContinue}
    >
      {offered.length === 0 && !unshipped ? (
        <Alert tone="info">{t('claims.options.none')}</Alert>
      ) : (
        <ChoiceGroup legend={t('claims.selectItems.legend')} error={error}>
          {offered.map(({ fulfillment, index }) => (
            <Choice
              key={fulfillment.fulfillmentId}
              name="package"
              value={fulfillment.fulfillmentId}
              checked={value === fulfillment.fulfillmentId}
              onSelect={select}
              title={<PackageSummary fulfillment={fulfillment} index={index} />}
            />
          ))}
          {unshipped ? (
            <Choice
              name="package"
              value={UNSHIPPED}
              checked={value === UNSHIPPED}
              onSelect={select}
              title={t('claims.selectItems.notShipped')}
              description={data.unfulfilledList.map((item) => `${item.quantity} × ${item.title}`).join(', ')}
            />
          ) : null}
        </ChoiceGroup>
      )}
      {canceled.map(({ fulfillment, index }) => (
        <div className="card package-canceled" key={fulfillment.fulfillmentId}>
          <PackageSummary fulfillment={fulfillment} index={index} />
          <p className="claim-warning">{errorText(i18n, ERROR_CODES.COVERAGE_CANCELED)}</p>
        </div>
      ))}
    </StepFrame>
  );
}
