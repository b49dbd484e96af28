// The package's checkpoints, newest first: when (local scan time), what, where.
import { useTranslation } from 'react-i18next';
import type { TrackingDetail } from '../api/get-tracking-detail';
import { formatScanTime } from '../format-tracking';
import './tracking-timeline.css';

export function TrackingTimeline({ checkpoints }: { checkpoints: TrackingDetail['checkpoints'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (checkpoints.length === 0)
    return <p className="tracking-timeline__empty">{t('tracking.noCheckpoints')}</p>;
  return (
    <ol className="tracking-timeline" aria-label={t('tracking.journey')}>
      {checkpoints.map((checkpoint) => (
        <li
          key={`${checkpoint.occurredAt}-${checkpoint.status}-${checkpoint.message ?? ''}`}
          className="tracking-timeline__entry"
        >
          <time className="tracking-timeline__time" dateTime={checkpoint.occurredAt}>
            {formatScanTime(checkpoint.localTime, language)}
          </time>
          <span className="tracking-timeline__what">
            {checkpoint.message ?? t(`tracking.status.${checkpoint.status}`)}
          </span>
          {checkpoint.location ? (
            <span className="tracking-timeline__where">{checkpoint.location}</span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
