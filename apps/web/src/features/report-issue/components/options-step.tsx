// Step 1, options (spec 2): what happened. The issue types the order's policies and packages allow
// (the domain's issueOptions), each with a short explanation; a package whose coverage was
// canceled shows the 200020 warning and offers nothing.
import type { Policy } from '@rc/contract/shared-schemas';
import type { IssueType } from '@rc/domain/enums';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useProtectedItemsByPolicy } from '../../../api/get-all-protected-item';
import { Alert } from '../../../components/ui/alert';
import { Choice, ChoiceGroup } from '../../../components/ui/form-fields';
import { LoadingState } from '../../../components/ui/spinner';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { ClaimContext } from '../../../lib/claim-context';
import { useSessionStore } from '../../../lib/session-store';
import { useGoToStep } from '../flow-context';
import {
  activePolicies,
  canceledPackage,
  type IssueChoice,
  issueChoices,
  packagesFor,
  type ReportScope,
} from '../issue-scope';
import { useClaimFlowStore } from '../stores/claim-flow-store';
import { StepFrame } from './step-frame';
import './options-step.css';
import { errorText } from '../../../lib/error-text';

const NO_POLICIES: Policy[] = [];

export function OptionsStep({ context, scope }: { context: ClaimContext; scope: ReportScope }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const goTo = useGoToStep(context.subPath);
  const policies = activePolicies(useSessionStore((state) => state.policyList) ?? NO_POLICIES);
  const queries = useProtectedItemsByPolicy(
    context.orderId,
    policies.map((policy) => policy.policyId),
  );
  const flow = useClaimFlowStore();
  const [error, setError] = useState<string | null>(null);
  const failed = queries.some((query) => query.isError);

  useEffect(() => {
    // Spec 8: an item-list failure goes to the error page with code 200000.
    if (failed) navigate(`${context.subPath}/error?code=${ERROR_CODES.SERVICE_ERROR}`, { replace: true });
  }, [failed, navigate, context.subPath]);

  if (queries.some((query) => query.isPending)) return <LoadingState label={t('common.loading')} />;

  const entries = policies.flatMap((policy, index) => {
    const items = queries[index]?.data;
    return items ? [{ policy, items }] : [];
  });
  const canceled = canceledPackage(entries, scope);
  const choices = canceled ? [] : issueChoices(entries, scope);
  const selected = choices.find((choice) => choice.issueType === flow.type) ?? null;
  const scopedPackage =
    scope.kind === 'package'
      ? entries
          .flatMap((entry) => entry.items.fulfillments.map((fulfillment, index) => ({ fulfillment, index })))
          .find(({ fulfillment }) => fulfillment.fulfillmentId === scope.fulfillmentId)
      : undefined;

  /** The package a choice leads to: the one the report started from, the only one possible, or none yet. */
  function packageOf(choice: IssueChoice): string | null {
    if (choice.issueType === 'noShipped') return null;
    if (scope.kind === 'package') return scope.fulfillmentId;
    const items = entries.find((entry) => entry.policy.policyId === choice.policyId)?.items;
    const candidates = packagesFor(choice.issueType, items?.fulfillments ?? []);
    return candidates.length === 1 ? (candidates[0]?.fulfillmentId ?? null) : null;
  }

  function choose(issueType: string) {
    const choice = choices.find((candidate) => candidate.issueType === issueType);
    if (!choice) return;
    setError(null);
    const fulfillmentId = packageOf(choice);
    const state = useClaimFlowStore.getState();
    const samePackage =
      state.type === choice.issueType &&
      state.currentPolicy === choice.policyId &&
      state.selectedFulfillmentId === fulfillmentId;
    state.update({
      type: choice.issueType as IssueType,
      currentPolicy: choice.policyId,
      selectedFulfillmentId: fulfillmentId,
      // Items belong to a package: another package or issue starts the items afresh.
      ...(samePackage ? {} : { items: [], selectedItems: [] }),
    });
  }

  function onContinue() {
    if (!selected) {
      setError(t('claims.options.required'));
      return;
    }
    // Decision 023: a return is not a claim; Return Assurance's 'return' starts the return's own steps.
    if (selected.issueType === 'return') {
      navigate(`${context.subPath}/items-choose`);
      return;
    }
    const state = useClaimFlowStore.getState();
    goTo(state.type === 'noShipped' || state.selectedFulfillmentId ? 'choose-items' : 'select-items');
  }

  return (
    <StepFrame
      step="options"
      type={scope.kind === 'unshipped' ? 'noShipped' : (selected?.issueType ?? null)}
      title={t('claims.options.title')}
      subPath={context.subPath}
      applicantEmail={context.email}
      onContinue={onContinue}
      continueDisabled={choices.length === 0}
      intro={
        scopedPackage ? (
          <p className="claim-step__scope">
            {t('home.package', { number: scopedPackage.index + 1 })}{' '}
            <StatusBadge status={scopedPackage.fulfillment.status} />
          </p>
        ) : scope.kind === 'unshipped' ? (
          <p className="claim-step__scope">{t('home.unfulfilled')}</p>
        ) : null
      }
    >
      {canceled ? (
        <Alert tone="warning">{errorText(i18n, ERROR_CODES.COVERAGE_CANCELED)}</Alert>
      ) : choices.length === 0 ? (
        <Alert tone="info">{t('claims.options.none')}</Alert>
      ) : (
        <ChoiceGroup legend={t('claims.options.legend')} error={error}>
          {choices.map((choice) => (
            <Choice
              key={choice.issueType}
              name="issue-type"
              value={choice.issueType}
              checked={selected?.issueType === choice.issueType}
              onSelect={choose}
              title={t(`claims.issue.${choice.issueType}`)}
              description={t(`claims.issueHint.${choice.issueType}`)}
            />
          ))}
        </ChoiceGroup>
      )}
    </StepFrame>
  );
}
