// The order's claims on home (v4) and orders (v5): drafts first with 'Continue', each with its
// status badge and a link to its details (get-claim-list). Continuing a draft belongs to the report
// of an issue: the app passes it in (resumeDraft).
import { formatDateTime, formatMoney } from '@rc/domain/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { failureOf, useCallFailure } from '../../../lib/use-call-failure';
import { useClaimList } from '../api/get-claim-list';
import './claim-list.css';

export function ClaimList({
  subPath,
  orderId,
  resumeDraft,
}: {
  subPath: string;
  orderId: string;
  /** Continues a draft in the report of an issue; answers the failure, or null once it opened. */
  resumeDraft: (claimId: string) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { data, isError } = useClaimList(orderId);
  const showFailure = useCallFailure(subPath);
  const [resuming, setResuming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (isError) return <Alert tone="error">{t('claims.list.loadFailed')}</Alert>;
  if (!data || data.length === 0) return null;

  async function resume(claimId: string) {
    setResuming(claimId);
    setError(null);
    const failed = await resumeDraft(claimId);
    if (failed) {
      setResuming(null);
      setError(showFailure(failureOf(failed)));
    }
  }

  return (
    <section className="claim-list" aria-labelledby="claim-list-title">
      <h2 id="claim-list-title">{t('claims.list.title')}</h2>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <ul className="claim-list__items">
        {data.map((claim) => {
          const href = `${subPath}/issue-details?claimId=${encodeURIComponent(claim.claimId)}`;
          return (
            <li key={claim.claimId} className="card claim-card">
              <div className="claim-card__head">
                <Link
                  className="claim-card__link"
                  to={href}
                  aria-label={`${t(`claims.issue.${claim.issueType}`)}, ${t('claims.detail.title', { number: claim.claimNumber })}`}
                >
                  {t(`claims.issue.${claim.issueType}`)}
                </Link>
                <StatusBadge status={claim.status} />
              </div>
              <p className="claim-card__meta">
                <span className="identifier">{claim.claimNumber}</span> ·{' '}
                {formatDateTime(claim.updatedAt, language)} ·{' '}
                {formatMoney(claim.amount, claim.currency, language)}
              </p>
              {claim.status === 'draft' ? (
                <Button
                  variant="secondary"
                  busy={resuming === claim.claimId}
                  onClick={() => void resume(claim.claimId)}
                >
                  {t('claims.list.continue')}
                  <span className="visually-hidden"> {claim.claimNumber}</span>
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
