// 'Get paid' (rc-cash-withdraw) and what follows: the payout being sent (the detail is polled),
// the virtual Visa card once sent, or the failure with a retry. The request carries one key per
// attempt (kept per claim in session storage): a double click or a reload asks for the same
// payout; a retry after a failure is a new attempt.
import { formatMoney } from '@rc/domain/format';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClaimDetail, claimDetailQuery, payoutInFlight } from '../../../api/get-claim-detail';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { reasonKey } from '../../../lib/claim-reasons';
import { attemptFor } from '../../../lib/request-id';
import { useCallFailure } from '../../../lib/use-call-failure';
import { rcCashWithdraw } from '../api/rc-cash-withdraw';
import { usePayoutAttemptStore } from '../stores/payout-attempt-store';
import './payout-panel.css';

/**
 * What a cash-out attempt is for: the claim as it stood. Every failure adds to the timeline, so a
 * retry after a failure is a new attempt; a second click on the same state is the same one.
 */
export function cashOutFingerprint(detail: ClaimDetail): string {
  return [detail.claimId, detail.status, detail.payout?.status ?? 'none', detail.timeline.length].join(':');
}

/** The base a relative card address is read against: only its protocol is looked at. */
const OWN_PAGE = 'https://portal.invalid';

/**
 * Only web addresses open from the card link. A relative one (the sandbox card page) stays
 * relative, so the server renders the same link as the browser (decision 037).
 */
function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url, OWN_PAGE);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return parsed.origin === OWN_PAGE
      ? `${parsed.pathname}${parsed.search}${parsed.hash}`
      : parsed.toString();
  } catch {
    return null;
  }
}

export function PayoutPanel({ detail, subPath }: { detail: ClaimDetail; subPath: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const queryClient = useQueryClient();
  const showFailure = useCallFailure(subPath);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const payout = detail.payout;
  const sending = payoutInFlight(detail);

  async function cashOut() {
    if (inFlight.current) return;
    const store = usePayoutAttemptStore.getState();
    const attempt = attemptFor(store.attempts[detail.claimId] ?? null, cashOutFingerprint(detail));
    store.remember(detail.claimId, attempt);
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const result = await rcCashWithdraw({ claimId: detail.claimId, requestId: attempt.key });
      if (result.ok) {
        queryClient.setQueryData(claimDetailQuery(detail.claimId).queryKey, (current) =>
          current ? { ...current, status: result.data.status, payout: result.data } : current,
        );
        void queryClient.invalidateQueries({ queryKey: ['claim-detail', detail.claimId] });
        void queryClient.invalidateQueries({ queryKey: ['claim-list'] });
      } else {
        setError(showFailure(result));
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const cardUrl = payout?.card ? safeUrl(payout.card.redemptionUrl) : null;
  return (
    <section className="card payout" aria-labelledby="payout-title">
      <h2 id="payout-title">{t('claims.payout.title')}</h2>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {sending ? (
        <p className="payout__sending" role="status">
          <Spinner /> {t('claims.payout.sending')}
        </p>
      ) : null}
      {payout?.status === 'payout_sent' && payout.card ? (
        <div className="virtual-card">
          <div className="virtual-card__top">
            <p className="virtual-card__brand">{t('claims.payout.cardTitle')}</p>
            <p className="virtual-card__visa" aria-hidden="true">
              VISA
            </p>
          </div>
          {payout.card.maskedNumber ? (
            <p className="virtual-card__number">
              <span className="visually-hidden">{t('claims.payout.cardNumber')} </span>
              {payout.card.maskedNumber}
            </p>
          ) : null}
          <div className="virtual-card__row">
            {payout.card.expiry ? (
              <p>
                <span className="virtual-card__label">{t('claims.payout.expiry')}</span> {payout.card.expiry}
              </p>
            ) : null}
            <p>
              <span className="virtual-card__label">{t('claims.payout.amount')}</span>{' '}
              {formatMoney(payout.amount, payout.currency, language)}
            </p>
          </div>
          {cardUrl ? (
            <a
              className="button button--secondary virtual-card__link"
              href={cardUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('claims.payout.viewCard')}
              <span className="visually-hidden"> {t('claims.payout.newTab')}</span>
            </a>
          ) : null}
        </div>
      ) : null}
      {payout?.status === 'payout_sent' && !payout.card ? (
        <Alert tone="info">
          {t('claims.payout.sentTo', {
            amount: formatMoney(payout.amount, payout.currency, language),
            account: detail.paymentMethod?.payAccount ?? '',
          })}
        </Alert>
      ) : null}
      {payout?.status === 'payout_failed' ? (
        <Alert tone="error">
          <span>
            {t('claims.payout.failed')}
            {payout.failureReason
              ? ` ${t(reasonKey(payout.failureReason) ?? '', { defaultValue: payout.failureReason })}`
              : ''}
          </span>
        </Alert>
      ) : null}
      {detail.can.cashOut && !sending ? (
        <>
          {payout?.status !== 'payout_failed' ? (
            <p>
              {t('claims.payout.ready', { amount: formatMoney(detail.amount, detail.currency, language) })}
            </p>
          ) : null}
          <Button block busy={busy} onClick={() => void cashOut()}>
            {payout?.status === 'payout_failed' ? t('claims.payout.retry') : t('claims.payout.getPaid')}
          </Button>
        </>
      ) : null}
    </section>
  );
}
