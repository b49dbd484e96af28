// order-list (spec 2 return routes): the order's returns, newest first, each with its status and
// what it gives back, linking to its page; and 'Start a return'.
import { formatDateTime, formatMoney } from '@rc/domain/format';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import type { UserInfo } from '../../../lib/session-store';
import { ERROR_PAGE_CODES, failureOf, useCallFailure } from '../../../lib/use-call-failure';
import { useItemsCoverage } from '../api/list-items-coverage';
import { useReturnList } from '../api/list-return-items';
import { ReturnStatusBadge } from './return-status-badge';
import './return-list.css';

export function ReturnList({ userInfo }: { userInfo: UserInfo }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { subPath, orderId } = userInfo;
  const list = useReturnList(orderId);
  // 'Start a return' only while some unit can still go back (list-items-coverage).
  const coverage = useItemsCoverage(orderId);
  const canStart = coverage.isError || coverage.data?.items.some((item) => item.returnableQuantity > 0);
  const showFailure = useCallFailure(subPath);
  const failure = list.isError ? failureOf(list.error) : null;
  const failureCode = failure?.code ?? null;
  const failureMessage = failure?.message ?? null;
  // The codes that leave for the error page leave from an effect, not while this page renders.
  useEffect(() => {
    if (failureCode !== null && ERROR_PAGE_CODES.has(failureCode))
      showFailure({ code: failureCode, message: failureMessage });
  }, [failureCode, failureMessage, showFailure]);

  return (
    <div className="page return-list">
      <h1>{t('returns.list.title')}</h1>
      {canStart ? (
        <p>
          <Link className="button button--primary return-list__start" to={`${subPath}/items-choose`}>
            {t('returns.start')}
          </Link>
        </p>
      ) : coverage.data ? (
        <p>{t('returns.itemsChoose.noItems')}</p>
      ) : null}
      {failure && !ERROR_PAGE_CODES.has(failure.code) ? (
        <>
          <Alert tone="error" takeFocus>
            {showFailure(failure) ?? t('returns.flow.loadFailed')}
          </Alert>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('returns.flow.retry')}
          </Button>
        </>
      ) : null}
      {list.isPending ? <LoadingState label={t('common.loading')} /> : null}
      {list.data && list.data.length === 0 ? <p>{t('returns.list.empty')}</p> : null}
      {list.data && list.data.length > 0 ? (
        <ul className="return-list__items">
          {list.data.map((entry) => {
            const units = entry.items.reduce((sum, line) => sum + line.item.quantity, 0);
            return (
              <li key={entry.returnId} className="card return-card">
                <div className="return-card__head">
                  <Link
                    className="return-card__link"
                    to={`${subPath}/order-details?returnId=${encodeURIComponent(entry.returnId)}`}
                  >
                    {t('returns.detail.title', { number: entry.returnNumber })}
                  </Link>
                  <ReturnStatusBadge display={entry.statusDisplay} />
                </div>
                <p className="return-card__meta">
                  {formatDateTime(entry.createdAt, language)} · {t('returns.list.items', { count: units })}
                  {entry.refund > 0
                    ? ` · ${t('returns.quote.refund')} ${formatMoney(entry.refund, entry.currency, language)}`
                    : ''}
                  {entry.storeCredit > 0
                    ? ` · ${t('returns.quote.storeCredit')} ${formatMoney(entry.storeCredit, entry.currency, language)}`
                    : ''}
                </p>
                <p className="return-card__titles">{entry.items.map((line) => line.item.title).join(', ')}</p>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
