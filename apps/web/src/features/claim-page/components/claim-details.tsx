// The claim details page (spec 2 "Other routes": issue-details?claimId=…, get-claim-detail): the
// status with its reason, items, amount, evidence, the timeline, and what the shopper can do now
// (`can`): resume or withdraw a draft, add evidence, change the payout method, get paid. Getting
// paid and resuming a draft are other features': the app passes them in (payout, resumeDraft).

import { formatDate, formatMoney } from '@rc/domain/format';
import { PROTECTION_NAME_KEYS, type ProtectionName } from '@rc/domain/protection-name';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClaimDetail, useClaimDetail } from '../../../api/get-claim-detail';
import { ClaimFacts } from '../../../components/claims/claim-facts';
import { ClaimSummary } from '../../../components/claims/claim-summary';
import { ItemList } from '../../../components/claims/item-list';
import { Thumbnails } from '../../../components/claims/thumbnails';
import { Alert } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/spinner';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { ClaimContext } from '../../../lib/claim-context';
import { failureOf, useCallFailure } from '../../../lib/use-call-failure';
import { ClaimActions } from './claim-actions';
import { ClaimTimeline } from './claim-timeline';
import { ReasonText } from './reason-text';
import '../../../components/claims/claim-notes.css';
import './claim-details.css';

export function ClaimDetails({
  context,
  claimId,
  justSubmitted,
  payout,
  resumeDraft,
}: {
  context: ClaimContext;
  claimId: string;
  justSubmitted?: boolean;
  /** Getting paid: shown while the claim can be cashed out or has a payout. */
  payout: (detail: ClaimDetail) => ReactNode;
  /** Continues a draft in the report of an issue. */
  resumeDraft: (draft: ClaimDetail) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { data: detail, isError, error, isPending } = useClaimDetail(claimId);
  const showFailure = useCallFailure(context.subPath);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(detail);

  useEffect(() => {
    if (isError) setFailure(showFailure(failureOf(error)));
  }, [isError, error, showFailure]);
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  if (isPending) return <LoadingState label={t('common.loading')} />;
  if (!detail) {
    return (
      <div className="page claim-detail">
        <h1>{t('claims.detail.titleUnknown')}</h1>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </div>
    );
  }

  const protectionKey = PROTECTION_NAME_KEYS[detail.protectionName as ProtectionName];
  const { details, packInfo } = detail;
  const showPayout = detail.can.cashOut || detail.payout !== null;
  return (
    <div className="page claim-detail">
      <header className="claim-detail__head">
        <p className="claim-muted">
          {protectionKey ? t(protectionKey, { defaultValue: detail.protectionName }) : detail.protectionName}
        </p>
        <h1 ref={heading} tabIndex={-1}>
          {t('claims.detail.title', { number: detail.claimNumber })}
        </h1>
        <p className="claim-detail__status">
          <StatusBadge status={detail.status} /> <span>{t(`claims.issue.${detail.issueType}`)}</span>
        </p>
        {/* A payout's refusal is told, with what to do next, by the payout panel below. */}
        {detail.statusReason && detail.status !== 'payout_failed' ? (
          <p className="claim-detail__reason">
            <ReasonText reason={detail.statusReason} />
          </p>
        ) : null}
      </header>
      {justSubmitted ? <Alert tone="info">{t('claims.detail.submitted')}</Alert> : null}
      {showPayout ? payout(detail) : null}
      <ClaimActions detail={detail} context={context} resumeDraft={resumeDraft} />

      <section className="card" aria-labelledby="detail-items">
        <h2 id="detail-items">{t('claims.detail.items')}</h2>
        <ItemList items={detail.items} currency={detail.currency} />
        <ClaimSummary rows>
          <div className="claim-summary__total">
            <dt>{t('claims.detail.amount')}</dt>
            <dd>{formatMoney(detail.amount, detail.currency, language)}</dd>
          </div>
        </ClaimSummary>
        {detail.includeBp && detail.shipping > 0 ? (
          <p className="claim-muted">{t('claims.detail.includesShipping')}</p>
        ) : null}
      </section>

      <section className="card" aria-labelledby="detail-about">
        <h2 id="detail-about">{t('claims.details.title')}</h2>
        <ClaimFacts>
          <dt>{t('claims.detail.created')}</dt>
          <dd>{formatDate(detail.createdAt, language)}</dd>
          {details.description ? (
            <>
              <dt>{t('claims.details.description')}</dt>
              <dd className="claim-text">{details.description}</dd>
            </>
          ) : null}
          {details.noticedAt ? (
            <>
              <dt>{t('claims.details.noticedAt')}</dt>
              <dd>{formatDate(details.noticedAt, language)}</dd>
            </>
          ) : null}
          {details.policeReportNumber ? (
            <>
              <dt>{t('claims.details.policeReport')}</dt>
              <dd>{details.policeReportNumber}</dd>
            </>
          ) : null}
          {packInfo.packageCondition ? (
            <>
              <dt>{t('claims.pack.condition')}</dt>
              <dd>{t(`claims.pack.conditions.${packInfo.packageCondition}`)}</dd>
            </>
          ) : null}
          {detail.comment ? (
            <>
              <dt>{t('claims.comments.label')}</dt>
              <dd className="claim-text">{detail.comment}</dd>
            </>
          ) : null}
          {detail.paymentMethod ? (
            <>
              <dt>{t('claims.payment.title')}</dt>
              <dd>
                {t(`claims.payment.methods.${detail.paymentMethod.paymentMethod}`)} ·{' '}
                {detail.paymentMethod.payAccount}
              </dd>
            </>
          ) : null}
        </ClaimFacts>
      </section>

      <section className="card" aria-labelledby="detail-evidence">
        <h2 id="detail-evidence">{t('claims.review.evidence')}</h2>
        {detail.attachments.length > 0 ? (
          <Thumbnails attachments={detail.attachments} />
        ) : (
          <p className="claim-muted">{t('claims.review.noEvidence')}</p>
        )}
      </section>

      <section className="card" aria-labelledby="detail-timeline">
        <h2 id="detail-timeline">{t('claims.detail.timeline')}</h2>
        <ClaimTimeline timeline={detail.timeline} />
      </section>
    </div>
  );
}
