// A package's tracking page (spec 2 common route `tracking?fulfillmentId=…`), or a return parcel's
// on its way back to the store (`tracking?returnId=…`): the status with the spec's title and colour
// and the carrier's fuller word for it, the carrier with its own page, the tracking number to copy,
// the estimated delivery day where the parcel is going, the delay (and, where the order's
// protection covers a package, the delay claim the app puts in), and the timeline. Changes arrive
// live (server-sent events); polling only when they cannot.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/ui/spinner';
import { StatusBadge } from '../../../components/ui/status-badge';
import { failureOf, useCallFailure } from '../../../lib/use-call-failure';
import { type TrackingDetail, type TrackingParcel, useTrackingDetail } from '../api/get-tracking-detail';
import { useTrackingStream } from '../api/use-tracking-stream';
import { formatEstimate } from '../format-tracking';
import { AddTrackingForm } from './add-tracking-form';
import { TrackingNumber } from './tracking-number';
import { TrackingTimeline } from './tracking-timeline';
import './tracking-page.css';

export function TrackingPage({
  subPath,
  parcel,
  delayClaim,
}: {
  subPath: string;
  parcel: TrackingParcel;
  /** The delay claim for this package, shown when it is delayed and covered. */
  delayClaim: (detail: TrackingDetail) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const live = useTrackingStream(parcel);
  const { data: detail, isPending, isError, error } = useTrackingDetail(parcel, !live);
  const title = 'returnId' in parcel ? t('tracking.returnTitle') : t('tracking.title');
  const showFailure = useCallFailure(subPath);
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
      <div className="page tracking">
        <h1>{title}</h1>
        {failure ? <p role="alert">{failure}</p> : null}
      </div>
    );
  }

  return (
    <div className="page tracking">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <section className="card tracking__summary" aria-labelledby="tracking-status">
        <div className="tracking__status">
          <h2 id="tracking-status" className="tracking__status-title">
            <StatusBadge status={detail.packageStatus} />
          </h2>
          <p className="tracking__status-detail" data-status={detail.status}>
            {t(`tracking.status.${detail.status}`)}
          </p>
        </div>
        <dl className="tracking__facts">
          <div>
            <dt>{t('tracking.estimate')}</dt>
            <dd data-testid="tracking-estimate">
              {detail.estimatedDeliveryAt
                ? formatEstimate(detail.estimatedDeliveryAt, detail.destinationTimeZone, language)
                : t('tracking.noEstimate')}
            </dd>
          </div>
          <div>
            <dt>{t('tracking.carrier')}</dt>
            <dd>
              {detail.carrier ? (
                detail.carrier.trackingUrl ? (
                  <a href={detail.carrier.trackingUrl} target="_blank" rel="noreferrer noopener">
                    {detail.carrier.name}
                    <span className="visually-hidden"> {t('tracking.opensCarrier')}</span>
                  </a>
                ) : (
                  detail.carrier.name
                )
              ) : (
                t('tracking.unknownCarrier')
              )}
            </dd>
          </div>
          {detail.trackingNumber ? (
            <div>
              <dt>{t('tracking.number')}</dt>
              <dd>
                <TrackingNumber value={detail.trackingNumber} />
              </dd>
            </div>
          ) : null}
        </dl>
        {detail.delay.delayed ? (
          <div className="tracking__delay" role="status">
            <p>{t(detail.delay.reason === 'stuck' ? 'tracking.delay.stuck' : 'tracking.delay.late')}</p>
            {detail.delay.claimable ? delayClaim(detail) : null}
          </div>
        ) : null}
      </section>
      {detail.trackingNumber || !('fulfillmentId' in parcel) ? null : (
        <AddTrackingForm fulfillmentId={parcel.fulfillmentId} subPath={subPath} />
      )}
      <section className="card" aria-labelledby="tracking-journey">
        <h2 id="tracking-journey">{t('tracking.journey')}</h2>
        <p className="tracking__live">{t(live ? 'tracking.live' : 'tracking.polling')}</p>
        <TrackingTimeline checkpoints={detail.checkpoints} />
      </section>
      {detail.items.length > 0 ? (
        <section className="card" aria-labelledby="tracking-contents">
          <h2 id="tracking-contents">{t('tracking.contents')}</h2>
          <ul className="tracking__items">
            {detail.items.map((item) => (
              <li key={item.itemId}>
                {item.title}
                {item.variantTitle ? ` · ${item.variantTitle}` : ''} × {item.quantity}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
