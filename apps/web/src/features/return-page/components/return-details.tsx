// order-details?returnId= (spec 2 "Other routes"): a return's page. Its status with the spec's
// title and colour, the reason when it was refused, how to send the items back (the label with its
// QR code and a link to the PDF, or the tracking form when the shopper ships it), the items with
// what each becomes and how far it is, the money (refund, credit, exchange, balance) and the timeline.
import { formatDateTime } from '@rc/domain/format';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import type { UserInfo } from '../../../lib/session-store';
import { ERROR_PAGE_CODES, failureOf, useCallFailure } from '../../../lib/use-call-failure';
import { type ReturnDetail, useReturnDetail } from '../api/get-order-return-detail';
import { BalancePayment } from './balance-payment';
import { CancelReturn } from './cancel-return';
import { ReturnLabel } from './return-label';
import { ReturnLines } from './return-lines';
import { ReturnMoney } from './return-money';
import { ReturnProgress } from './return-progress';
import { ReturnStatusBadge } from './return-status-badge';
import { ReturnTimeline } from './return-timeline';
import { TrackingForm } from './tracking-form';
import './return-details.css';

export function ReturnDetails({
  userInfo,
  returnId,
  parcel,
}: {
  userInfo: UserInfo;
  returnId: string;
  /** The return's parcel on its way back (the app puts in the tracking feature's), once it has a number. */
  parcel?: (detail: ReturnDetail) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { subPath, currentVersion } = userInfo;
  const detail = useReturnDetail(returnId, currentVersion);
  const showFailure = useCallFailure(subPath);
  const failure = detail.isError ? failureOf(detail.error) : null;
  // The codes that leave for the error page leave from an effect: navigating while rendering is
  // an update of the router during this page's render.
  const leaves = failure !== null && ERROR_PAGE_CODES.has(failure.code);
  const failureCode = failure?.code ?? null;
  const failureMessage = failure?.message ?? null;
  useEffect(() => {
    if (failureCode !== null && ERROR_PAGE_CODES.has(failureCode))
      showFailure({ code: failureCode, message: failureMessage });
  }, [failureCode, failureMessage, showFailure]);

  if (failure && !leaves) {
    return (
      <div className="page">
        <Alert tone="error" takeFocus>
          {showFailure(failure) ?? t('returns.detail.loadFailed')}
        </Alert>
        <Button variant="secondary" onClick={() => void detail.refetch()}>
          {t('returns.flow.retry')}
        </Button>
      </div>
    );
  }
  if (leaves || !detail.data) return <LoadingState label={t('common.loading')} />;
  const data = detail.data;

  return (
    <div className="page return-details">
      <div className="return-details__head">
        <h1 className="return-details__title">{t('returns.detail.title', { number: data.returnNumber })}</h1>
        <ReturnStatusBadge display={data.statusDisplay} />
      </div>
      <p className="return-details__meta">
        {t('returns.detail.order', { order: data.orderName })} · {formatDateTime(data.createdAt, language)}
      </p>
      {data.statusReason ? (
        <Alert tone={data.status === 'rejected' ? 'warning' : 'info'}>
          {t('returns.detail.reason', { reason: data.statusReason })}
        </Alert>
      ) : null}
      <ReturnProgress status={data.status} />
      <ReturnLabel detail={data} />
      {data.can.addTracking && data.method?.needsTracking ? (
        <TrackingForm detail={data} userInfo={userInfo} />
      ) : null}
      <BalancePayment detail={data} userInfo={userInfo} />
      {parcel?.(data)}
      <ReturnLines detail={data} />
      <ReturnMoney detail={data} />
      <ReturnTimeline timeline={data.timeline} />
      {data.can.cancel ? <CancelReturn detail={data} userInfo={userInfo} /> : null}
      <p>
        <Link className="return-details__back" to={`${subPath}/order-list`}>
          {t('returns.viewAll')}
        </Link>
      </p>
    </div>
  );
}
