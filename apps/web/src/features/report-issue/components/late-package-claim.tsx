// A late or lost package's claim in three steps (issue 23): 1 what happened (delay or loss, as the
// package's state allows) with every item of the package at all it may claim, 2 how to be paid,
// 3 check and submit. Nothing is asked that a parcel which has not arrived cannot have: no photos,
// no condition, weight or size. The claim is the report's (the same store, review body,
// claim-apply-review and submit-claim, one request id per attempt), so it lands where every claim
// lands: its page, under review or approved as the store's rules say.
import type { Policy } from '@rc/contract/shared-schemas';
import type { IssueType } from '@rc/domain/enums';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { formatMoney } from '@rc/domain/format';
import { type ComponentProps, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useProtectedItems, useProtectedItemsByPolicy } from '../../../api/get-all-protected-item';
import { useProtectedItem } from '../../../api/get-protected-item';
import { ClaimSummary } from '../../../components/claims/claim-summary';
import { ItemList } from '../../../components/claims/item-list';
import { PaymentFields } from '../../../components/claims/payment-fields';
import { Alert } from '../../../components/ui/alert';
import { Choice, ChoiceGroup } from '../../../components/ui/form-fields';
import { LoadingState } from '../../../components/ui/spinner';
import type { ClaimContext } from '../../../lib/claim-context';
import { useSessionStore } from '../../../lib/session-store';
import { failureOf, useCallFailure } from '../../../lib/use-call-failure';
import { useClaimReview } from '../api/claim-apply-review';
import { chosenTotal } from '../choose-items';
import { activePolicies, issueChoices } from '../issue-scope';
import {
  isLatePackageFlow,
  type LatePackageStep,
  latePackageChoices,
  latePackagePosition,
  latePackageProblem,
  latePackageStep,
  nextLatePackageStep,
  startLatePackage,
} from '../late-package';
import { reviewBodyOf } from '../review-body';
import { useClaimFlowStore } from '../stores/claim-flow-store';
import { useSubmitClaim } from '../use-submit-claim';
import { ClaimableItems } from './claimable-items';
import { PayoutMethodLine, SubmittingStatus } from './review-parts';
import { StepLayout } from './step-frame';
import '../../../components/ui/form-fields.css';

const NO_POLICIES: Policy[] = [];

export function LatePackageClaim({
  context,
  fulfillmentId,
}: {
  context: ClaimContext;
  fulfillmentId: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const step = latePackageStep(params.get('step'));
  const policies = activePolicies(useSessionStore((state) => state.policyList) ?? NO_POLICIES);
  const queries = useProtectedItemsByPolicy(
    context.orderId,
    policies.map((policy) => policy.policyId),
  );
  const flow = useClaimFlowStore();
  const entries = policies.flatMap((policy, index) => {
    const items = queries[index]?.data;
    return items ? [{ policy, items }] : [];
  });
  const choices = latePackageChoices(issueChoices(entries, { kind: 'package', fulfillmentId }));
  const started = isLatePackageFlow(flow, fulfillmentId);
  const choice = (started && choices.find((entry) => entry.issueType === flow.type)) || choices[0];
  const claimable = useProtectedItem(choice?.policyId ?? null, fulfillmentId);
  const coverage = useProtectedItems(context.orderId, choice?.policyId ?? null);
  const failed = queries.some((query) => query.isError) || coverage.isError || claimable.isError;
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    // Spec 8: an item-list failure goes to the error page with code 200000.
    if (failed) navigate(`${context.subPath}/error?code=${ERROR_CODES.SERVICE_ERROR}`, { replace: true });
  }, [failed, navigate, context.subPath]);

  // The package's claim starts with its type and all its items chosen; a reload keeps what was changed.
  useEffect(() => {
    if (!submitted && !started && choice && claimable.data && step === 'items')
      useClaimFlowStore.getState().start(startLatePackage(fulfillmentId, choice, claimable.data.items));
  }, [submitted, started, choice, claimable.data, fulfillmentId, step]);

  if (submitted) return null;

  if (queries.some((query) => query.isPending)) return <LoadingState label={t('common.loading')} />;
  if (choices.length === 0) {
    return (
      <div className="page claim-step">
        <h1 className="claim-step__title">{t('claims.late.title')}</h1>
        <Alert tone="info">{t('claims.late.none')}</Alert>
        <Link to={`${context.subPath}/home`}>{t('claims.late.back')}</Link>
      </div>
    );
  }
  // A later step opened without its claim (a new tab, the claim submitted): it starts from the first.
  if (step !== 'items' && !started)
    return <Navigate to={{ search: `?fulfillmentId=${encodeURIComponent(fulfillmentId)}` }} replace />;
  if (!started || claimable.isPending || coverage.isPending || !coverage.data || !claimable.data) {
    return <LoadingState label={t('common.loading')} />;
  }

  const goTo = (next: LatePackageStep) => setParams({ fulfillmentId, step: next });
  // Keyed by step: each step's page opens afresh, its title focused.
  const props = { context, step, goTo };
  return step === 'items' ? (
    <ItemsStep
      key={step}
      {...props}
      choices={choices.map((entry) => entry.issueType)}
      items={claimable.data.items}
      currency={coverage.data.currency}
    />
  ) : step === 'payout' ? (
    <PayoutStep key={step} {...props} />
  ) : (
    <ReviewStep key={step} {...props} onSubmitted={() => setSubmitted(true)} />
  );
}

interface StepProps {
  context: ClaimContext;
  step: LatePackageStep;
  goTo: (step: LatePackageStep) => void;
}

const TITLES: Record<LatePackageStep, string> = {
  items: 'claims.late.itemsTitle',
  payout: 'claims.payment.title',
  review: 'claims.review.title',
};

/** A step of the three: the report's step layout with 'Step n of 3' and no draft to save. */
function LateStep({
  step,
  ...layout
}: { step: LatePackageStep } & Omit<ComponentProps<typeof StepLayout>, 'position' | 'title' | 'className'>) {
  const { t } = useTranslation();
  return (
    <StepLayout
      {...layout}
      position={latePackagePosition(step)}
      title={t(TITLES[step])}
      className="late-package"
    />
  );
}

function ItemsStep({
  context,
  step,
  goTo,
  choices,
  items,
  currency,
}: StepProps & {
  choices: IssueType[];
  items: Parameters<typeof startLatePackage>[2];
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const flow = useClaimFlowStore();
  const [error, setError] = useState<string | null>(null);
  // The one type a package allows, named once so that every key read from it is a template key.
  const onlyType: IssueType = choices[0] ?? 'delay';

  function onContinue() {
    const problem = latePackageProblem(step, useClaimFlowStore.getState(), context.email);
    if (problem === 'items') setError(t('claims.chooseItems.required'));
    else if (problem === null) goTo(nextLatePackageStep(step));
  }

  return (
    <LateStep step={step} intro={<p>{t('claims.late.itemsIntro')}</p>} onContinue={onContinue}>
      {choices.length > 1 ? (
        <ChoiceGroup legend={t('claims.options.title')} error={null}>
          {choices.map((type) => (
            <Choice
              key={type}
              name="issue-type"
              value={type}
              checked={flow.type === type}
              onSelect={() => flow.update({ type })}
              title={t(`claims.issue.${type}`)}
              description={t(`claims.issueHint.${type}`)}
            />
          ))}
        </ChoiceGroup>
      ) : (
        <p className="late-package__type">
          <strong>{t(`claims.issue.${onlyType}`)}</strong> · {t(`claims.issueHint.${onlyType}`)}
        </p>
      )}
      <ClaimableItems
        items={items}
        currency={currency}
        error={error}
        errorId="late-items-error"
        onChange={() => setError(null)}
      />
      <ClaimSummary>
        <div>
          <dt>{t('claims.chooseItems.selectedValue')}</dt>
          <dd>{formatMoney(chosenTotal(flow.selectedItems), currency, language)}</dd>
        </div>
      </ClaimSummary>
      <p className="claim-muted">{t('claims.late.nothingMore')}</p>
    </LateStep>
  );
}

function PayoutStep({ context, step, goTo }: StepProps) {
  const { t } = useTranslation();
  const flow = useClaimFlowStore();
  const [error, setError] = useState<string | null>(null);

  function onContinue() {
    const state = useClaimFlowStore.getState();
    if (latePackageProblem(step, state, context.email) === 'payAccount') {
      setError(t('claims.payment.emailInvalid'));
      return;
    }
    flow.update({ paymentInfo: { payAccount: (state.paymentInfo?.payAccount ?? context.email).trim() } });
    goTo(nextLatePackageStep(step));
  }

  return (
    <LateStep step={step} intro={<p>{t('claims.payment.intro')}</p>} onContinue={onContinue}>
      <PaymentFields
        method={flow.paymentMethod}
        account={flow.paymentInfo?.payAccount ?? context.email}
        accountError={error}
        onMethod={(paymentMethod) => flow.update({ paymentMethod })}
        onAccount={(payAccount) => {
          setError(null);
          flow.update({ paymentInfo: { payAccount } });
        }}
      />
    </LateStep>
  );
}

function ReviewStep({ context, step, goTo, onSubmitted }: StepProps & { onSubmitted: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const flow = useClaimFlowStore();
  const body = reviewBodyOf(flow, context.email);
  const review = useClaimReview(body);
  const showFailure = useCallFailure(context.subPath);
  const { submit, busy, error: failure } = useSubmitClaim(context, onSubmitted);
  const [reviewFailure, setReviewFailure] = useState<string | null>(null);

  useEffect(() => {
    setReviewFailure(review.isError ? showFailure(failureOf(review.error)) : null);
  }, [review.isError, review.error, showFailure]);

  const data = review.data;
  return (
    <LateStep
      step={step}
      onContinue={() => void submit()}
      continueLabel={t('claims.review.submit')}
      continueDisabled={!data || review.isError || review.isFetching}
      busy={busy}
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {reviewFailure ? <Alert tone="error">{reviewFailure}</Alert> : null}
      {!data ? (
        review.isPending ? (
          <LoadingState label={t('common.loading')} />
        ) : null
      ) : (
        <>
          <section className="card review-section" aria-labelledby="late-review-claim">
            <h2 id="late-review-claim">{t(`claims.issue.${data.issueType}`)}</h2>
            <ItemList items={data.items} currency={data.currency} />
            <p>
              <button type="button" className="link-button" onClick={() => goTo('items')}>
                {t('claims.review.editItems')}
              </button>
            </p>
            <ClaimSummary rows>
              <div className="claim-summary__total">
                <dt>{t('claims.review.amount')}</dt>
                <dd>{formatMoney(data.amount, data.currency, language)}</dd>
              </div>
            </ClaimSummary>
          </section>
          <section className="card review-section" aria-labelledby="late-review-payout">
            <h2 id="late-review-payout">{t('claims.payment.title')}</h2>
            <PayoutMethodLine paymentMethod={data.paymentMethod} />
            <p>
              <button type="button" className="link-button" onClick={() => goTo('payout')}>
                {t('claims.review.edit')}
              </button>
            </p>
          </section>
        </>
      )}
      <SubmittingStatus busy={busy} />
    </LateStep>
  );
}
