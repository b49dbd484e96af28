// Step 8, review (spec 2): claim-apply-review's reviewData (items, amount, includeBp, shipping,
// evidence and what is missing, payout method), then Submit (`useSubmitClaim`: one key per
// attempt, so the server never creates two claims).

import { INCLUDE_BP_THRESHOLD } from '@rc/domain/claim-defaults';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { formatDate, formatMoney } from '@rc/domain/format';
import { toMinorUnits } from '@rc/domain/money';
import { PROTECTION_NAME_KEYS, type ProtectionName } from '@rc/domain/protection-name';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ClaimFacts } from '../../../components/claims/claim-facts';
import { ClaimSummary } from '../../../components/claims/claim-summary';
import { ItemList } from '../../../components/claims/item-list';
import { Thumbnails } from '../../../components/claims/thumbnails';
import { Alert } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/spinner';
import type { ClaimContext } from '../../../lib/claim-context';
import { failureOf, useCallFailure } from '../../../lib/use-call-failure';
import { useClaimReview } from '../api/claim-apply-review';
import { useOpenedWithoutReport } from '../flow-context';
import { reviewBodyOf } from '../review-body';
import { useClaimFlowStore } from '../stores/claim-flow-store';
import { useSubmitClaim } from '../use-submit-claim';
import { PayoutMethodLine, SubmittingStatus } from './review-parts';
import { StepFrame } from './step-frame';
import '../../../components/claims/claim-notes.css';
import './review-step.css';

export function ReviewStep({ context }: { context: ClaimContext }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const flow = useClaimFlowStore();
  const body = reviewBodyOf(flow, context.email);
  const missing = useOpenedWithoutReport(body !== null);
  const review = useClaimReview(body);
  const showFailure = useCallFailure(context.subPath);
  const { submit, busy, error: submitError } = useSubmitClaim(context);
  const [reviewError, setReviewError] = useState<{ code: number; text: string } | null>(null);
  const includeBpHint = useId();

  useEffect(() => {
    if (!review.isError) {
      setReviewError(null);
      return;
    }
    const failure = failureOf(review.error);
    const text = showFailure(failure);
    setReviewError(text ? { code: failure.code, text } : null);
  }, [review.isError, review.error, showFailure]);

  if (!body) return missing ? <Navigate to={`${context.subPath}/options`} replace /> : null;
  const to = (step: string) => `${context.subPath}/${step}`;

  const data = review.data;
  const protectionKey = data ? PROTECTION_NAME_KEYS[data.protectionName as ProtectionName] : undefined;
  const protection = protectionKey
    ? t(protectionKey, { defaultValue: data?.protectionName })
    : data?.protectionName;
  const details = flow.details;
  const pack = flow.packInfo;

  return (
    <StepFrame
      step="review"
      type={flow.type}
      title={t('claims.review.title')}
      intro={<p>{t('claims.review.intro')}</p>}
      subPath={context.subPath}
      applicantEmail={context.email}
      onContinue={() => void submit()}
      continueLabel={t('claims.review.submit')}
      continueDisabled={!data || review.isError || review.isFetching}
      busy={busy}
    >
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      {reviewError ? (
        <Alert tone={reviewError.code === ERROR_CODES.COVERAGE_CANCELED ? 'warning' : 'error'}>
          <span>
            {reviewError.text}{' '}
            {reviewError.code === ERROR_CODES.THEFT_REPORT_REQUIRED ? (
              <Link to={to('issue-details')}>{t('claims.review.addPoliceReport')}</Link>
            ) : (
              <button type="button" className="link-button" onClick={() => void review.refetch()}>
                {t('claims.review.retry')}
              </button>
            )}
          </span>
        </Alert>
      ) : null}
      {!data ? (
        review.isPending ? (
          <LoadingState label={t('common.loading')} />
        ) : null
      ) : (
        <>
          <section className="card review-section" aria-labelledby="review-claim">
            <div className="review-section__head">
              <h2 id="review-claim">{t(`claims.issue.${data.issueType}`)}</h2>
              <Link
                to={to('options')}
                aria-label={`${t('claims.review.edit')}: ${t(`claims.issue.${data.issueType}`)}`}
              >
                {t('claims.review.edit')}
              </Link>
            </div>
            <p className="claim-muted">{protection}</p>
            <ItemList items={data.items} currency={data.currency} />
            <p>
              <Link to={to('choose-items')}>{t('claims.review.editItems')}</Link>
            </p>
          </section>

          <section className="card review-section" aria-labelledby="review-amount">
            <h2 id="review-amount">{t('claims.review.amountTitle')}</h2>
            <ClaimSummary rows>
              <div>
                <dt>{t('claims.review.itemsTotal')}</dt>
                <dd>{formatMoney(data.itemsTotal, data.currency, language)}</dd>
              </div>
              {data.includeBp ? (
                <div>
                  <dt>{t('claims.review.shipping')}</dt>
                  <dd>{formatMoney(data.shipping, data.currency, language)}</dd>
                </div>
              ) : null}
              <div className="claim-summary__total">
                <dt>{t('claims.review.amount')}</dt>
                <dd>{formatMoney(data.amount, data.currency, language)}</dd>
              </div>
              <div>
                <dt>{t('home.remaining')}</dt>
                <dd>{formatMoney(data.remainSumInsure, data.currency, language)}</dd>
              </div>
            </ClaimSummary>
            <div className="checkbox">
              <input
                id="include-bp"
                type="checkbox"
                checked={data.includeBp}
                aria-describedby={includeBpHint}
                onChange={(event) => flow.update({ includeBp: event.currentTarget.checked })}
              />
              <label htmlFor="include-bp">{t('claims.review.includeBp')}</label>
            </div>
            <p className="field__hint" id={includeBpHint}>
              {t('claims.review.includeBpHint', {
                amount: formatMoney(
                  toMinorUnits(INCLUDE_BP_THRESHOLD, data.currency),
                  data.currency,
                  language,
                ),
              })}
            </p>
            {data.amount < data.itemsTotal + data.shipping ? (
              <Alert tone="info">{t('claims.review.capped')}</Alert>
            ) : null}
          </section>

          <section className="card review-section" aria-labelledby="review-details">
            <div className="review-section__head">
              <h2 id="review-details">{t('claims.details.title')}</h2>
              <Link
                to={to('issue-details')}
                aria-label={`${t('claims.review.edit')}: ${t('claims.details.title')}`}
              >
                {t('claims.review.edit')}
              </Link>
            </div>
            <ClaimFacts>
              <dt>{t('claims.details.description')}</dt>
              <dd>{details.description.trim() || t('claims.review.none')}</dd>
              {details.noticedAt ? (
                <>
                  <dt>{t('claims.details.noticedAt')}</dt>
                  <dd>{formatDate(details.noticedAt, language)}</dd>
                </>
              ) : null}
              {details.policeReportNumber.trim() ? (
                <>
                  <dt>{t('claims.details.policeReport')}</dt>
                  <dd>{details.policeReportNumber}</dd>
                </>
              ) : null}
              {pack.packageCondition ? (
                <>
                  <dt>{t('claims.pack.condition')}</dt>
                  <dd>{t(`claims.pack.conditions.${pack.packageCondition}`)}</dd>
                </>
              ) : null}
              {flow.comments.trim() ? (
                <>
                  <dt>{t('claims.comments.label')}</dt>
                  <dd className="claim-text">{flow.comments}</dd>
                </>
              ) : null}
            </ClaimFacts>
          </section>

          <section className="card review-section" aria-labelledby="review-evidence">
            <div className="review-section__head">
              <h2 id="review-evidence">{t('claims.review.evidence')}</h2>
              <Link
                to={to('upload')}
                aria-label={`${t('claims.review.edit')}: ${t('claims.review.evidence')}`}
              >
                {t('claims.review.edit')}
              </Link>
            </div>
            {data.attachments.length > 0 ? (
              <Thumbnails attachments={data.attachments} />
            ) : (
              <p className="claim-muted">{t('claims.review.noEvidence')}</p>
            )}
            {data.missingEvidence.length > 0 ? (
              <Alert tone="warning">
                <span>
                  {t('claims.review.missingEvidence', {
                    items: data.missingEvidence.map((key) => t(`claims.evidence.${key}`)).join(', '),
                  })}{' '}
                  <Link to={to('upload')}>{t('claims.review.addEvidence')}</Link>
                </span>
              </Alert>
            ) : null}
          </section>

          <section className="card review-section" aria-labelledby="review-payout">
            <div className="review-section__head">
              <h2 id="review-payout">{t('claims.payment.title')}</h2>
              <Link
                to={to('payment')}
                aria-label={`${t('claims.review.edit')}: ${t('claims.payment.title')}`}
              >
                {t('claims.review.edit')}
              </Link>
            </div>
            <PayoutMethodLine paymentMethod={data.paymentMethod} />
          </section>
        </>
      )}
      <SubmittingStatus busy={busy} />
    </StepFrame>
  );
}
