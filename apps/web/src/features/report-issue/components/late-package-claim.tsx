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
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useProtectedItems, useProtectedItemsByPolicy } from '../../../api/get-all-protected-item';
import { useProtectedItem } from '../../../api/get-protected-item';
import { ClaimSummary } from '../../../components/claims/claim-summary';
import { ClaimItem, ItemList } from '../../../components/claims/item-list';
import { PaymentFields } from '../../../components/claims/payment-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Choice, ChoiceGroup } from '../../../components/ui/form-fields';
import { LoadingState } from '../../../components/ui/spinner';
import type { ClaimContext } from '../../../lib/claim-context';
import { attemptFor } from '../../../lib/request-id';
import { useSessionStore } from '../../../lib/session-store';
import { failureOf, useCallFailure } from '../../../lib/use-call-failure';
import { useClaimReview } from '../api/claim-apply-review';
import { submitClaim } from '../api/submit-claim';
import { chosenLines, chosenTotal, maxClaimable } from '../choose-items';
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
import { QuantityStepper } from './quantity-stepper';
import '../../../components/ui/form-fields.css';
import '../../../components/claims/claim-notes.css';
import './step-frame.css';

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
  const props = { context, step, goTo };
  return (
    <LateStepFrame key={step} step={step}>
      {step === 'items' ? (
        <ItemsStep
          {...props}
          choices={choices.map((entry) => entry.issueType)}
          items={claimable.data.items}
          currency={coverage.data.currency}
        />
      ) : step === 'payout' ? (
        <PayoutStep {...props} />
      ) : (
        <ReviewStep {...props} onSubmitted={() => setSubmitted(true)} />
      )}
    </LateStepFrame>
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

/** 'Step n of 3' and the step's title, focused when the step opens. */
function LateStepFrame({ step, children }: { step: LatePackageStep; children: ReactNode }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const { current, total } = latePackagePosition(step);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="page claim-step late-package">
      <div className="step-progress">
        <p className="step-progress__text">{t('claims.flow.step', { current, total })}</p>
        <div className="step-progress__bar" aria-hidden="true">
          <span style={{ width: `${(current / total) * 100}%` }} />
        </div>
      </div>
      <h1 ref={heading} tabIndex={-1} className="claim-step__title">
        {t(TITLES[step])}
      </h1>
      {children}
    </div>
  );
}

function StepForm({
  onContinue,
  label,
  disabled,
  busy,
  children,
}: {
  onContinue: () => void;
  label?: string;
  disabled?: boolean;
  busy?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!disabled && !busy) onContinue();
  }
  return (
    <form noValidate onSubmit={onSubmit} className="claim-step__form">
      {children}
      <div className="claim-step__actions">
        <Button type="submit" block disabled={disabled} busy={busy}>
          {label ?? t('claims.flow.continue')}
        </Button>
      </div>
    </form>
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
  const quantities = Object.fromEntries(flow.items.map((line) => [line.itemId, line.quantity]));
  // The one type a package allows, named once so that every key read from it is a template key.
  const onlyType: IssueType = choices[0] ?? 'delay';

  function setQuantity(itemId: string, quantity: number) {
    setError(null);
    const { lines, selectedItems } = chosenLines(items, { ...quantities, [itemId]: quantity });
    flow.update({ items: lines, selectedItems });
  }

  function onContinue() {
    const problem = latePackageProblem(step, useClaimFlowStore.getState(), context.email);
    if (problem === 'items') setError(t('claims.chooseItems.required'));
    else if (problem === null) goTo(nextLatePackageStep(step));
  }

  return (
    <StepForm onContinue={onContinue}>
      <p className="claim-step__intro">{t('claims.late.itemsIntro')}</p>
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
      <fieldset className="choice-group" aria-describedby={error ? 'late-items-error' : undefined}>
        <legend className="choice-group__legend">{t('claims.chooseItems.legend')}</legend>
        {error ? (
          <p className="field__error" id="late-items-error" role="alert">
            {error}
          </p>
        ) : null}
        <ul className="claim-items">
          {items.map((item) => {
            const max = maxClaimable(item, {});
            return (
              <ClaimItem
                key={item.itemId}
                item={item}
                note={
                  max > 0
                    ? t('claims.chooseItems.claimable', { available: max, total: item.quantity })
                    : t('claims.chooseItems.alreadyClaimed')
                }
                end={
                  <QuantityStepper
                    id={`quantity-${item.itemId}`}
                    itemTitle={item.title}
                    value={Math.min(quantities[item.itemId] ?? 0, max)}
                    max={max}
                    onChange={(value) => setQuantity(item.itemId, value)}
                  />
                }
              />
            );
          })}
        </ul>
      </fieldset>
      <ClaimSummary>
        <div>
          <dt>{t('claims.chooseItems.selectedValue')}</dt>
          <dd>{formatMoney(chosenTotal(flow.selectedItems), currency, language)}</dd>
        </div>
      </ClaimSummary>
      <p className="claim-muted">{t('claims.late.nothingMore')}</p>
    </StepForm>
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
    <StepForm onContinue={onContinue}>
      <p className="claim-step__intro">{t('claims.payment.intro')}</p>
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
    </StepForm>
  );
}

function ReviewStep({ context, goTo, onSubmitted }: StepProps & { onSubmitted: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flow = useClaimFlowStore();
  const body = reviewBodyOf(flow, context.email);
  const review = useClaimReview(body);
  const showFailure = useCallFailure(context.subPath);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const [reviewFailure, setReviewFailure] = useState<string | null>(null);

  useEffect(() => {
    setReviewFailure(review.isError ? showFailure(failureOf(review.error)) : null);
  }, [review.isError, review.error, showFailure]);

  async function submit() {
    if (inFlight.current) return;
    const state = useClaimFlowStore.getState();
    const current = reviewBodyOf(state, context.email);
    if (!current) return;
    const attempt = attemptFor(state.requestId, current);
    state.update({ requestId: attempt, reviewBody: current });
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const result = await submitClaim({ ...current, requestId: attempt.key });
      if (result.ok) {
        void queryClient.invalidateQueries({ queryKey: ['claim-list'] });
        void queryClient.invalidateQueries({ queryKey: ['protected-items'] });
        // Submitted: the page stops drawing (a forgotten flow would restart it) while the claim's page loads.
        onSubmitted();
        useClaimFlowStore.getState().clear();
        navigate(`${context.subPath}/issue-details?claimId=${encodeURIComponent(result.data.claimId)}`, {
          replace: true,
          state: { submitted: true },
        });
        return;
      }
      setFailure(showFailure(result));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const data = review.data;
  return (
    <StepForm
      onContinue={() => void submit()}
      label={t('claims.review.submit')}
      disabled={!data || review.isError || review.isFetching}
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
            <p>
              {t(`claims.payment.methods.${data.paymentMethod.paymentMethod}`)}
              <br />
              <span className="claim-muted">{data.paymentMethod.payAccount}</span>
            </p>
            <p>
              <button type="button" className="link-button" onClick={() => goTo('payout')}>
                {t('claims.review.edit')}
              </button>
            </p>
          </section>
        </>
      )}
      {busy ? (
        <p className="visually-hidden" role="status">
          {t('claims.review.submitting')}
        </p>
      ) : null}
    </StepForm>
  );
}
