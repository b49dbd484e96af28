// A return's parcel on its way back to the store (issue 12), as its return page shows it: the
// status with the spec's title and colour and the carrier's fuller word, the carrier and number,
// the timeline, and a link to its whole tracking page. The page that shows it keeps it live.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useTrackingDetail } from '../api/get-tracking-detail';
import { TrackingTimeline } from './tracking-timeline';
import './tracking-page.css';

export function ReturnParcel({ subPath, returnId }: { subPath: string; returnId: string }) {
  const { t } = useTranslation();
  const { data: detail } = useTrackingDetail({ returnId }, false);
  // No parcel yet (no tracking number, no label): the return's own page says how to send it.
  if (!detail) return null;
  return (
    <section className="card tracking tracking--return" aria-labelledby="return-parcel-title">
      <h2 id="return-parcel-title">{t('tracking.returnParcel.title')}</h2>
      <div className="tracking__status">
        <StatusBadge status={detail.packageStatus} />
        <p className="tracking__status-detail" data-status={detail.status}>
          {t(`tracking.status.${detail.status}`)}
        </p>
      </div>
      <p className="tracking__parcel-number">
        {detail.carrier ? `${detail.carrier.name} · ` : ''}
        {detail.trackingNumber}
      </p>
      <TrackingTimeline checkpoints={detail.checkpoints} />
      <p>
        <Link to={`${subPath}/tracking?returnId=${encodeURIComponent(returnId)}`}>
          {t('tracking.returnParcel.open')}
        </Link>
      </p>
    </section>
  );
}
