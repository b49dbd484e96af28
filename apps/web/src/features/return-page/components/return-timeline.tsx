// Everything that happened to the return, newest first: status changes (with the spec's titles),
// tracking, items received or kept, refunds, credits, exchanges shipped.
import { formatDateTime } from '@rc/domain/format';
import { useTranslation } from 'react-i18next';
import type { ReturnDetail } from '../api/get-order-return-detail';
import './return-timeline.css';

export function ReturnTimeline({ timeline }: { timeline: ReturnDetail['timeline'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const entries = [...timeline].reverse();
  if (entries.length === 0) return null;
  return (
    <section className="card return-timeline" aria-labelledby="return-timeline-title">
      <h2 id="return-timeline-title">{t('returns.detail.timeline')}</h2>
      <ol className="return-timeline__list">
        {entries.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never reorder
          <li key={`${entry.at}-${entry.type}-${index}`} className="return-timeline__entry">
            <span className="return-timeline__what">
              {entry.type === 'status_changed' && entry.status
                ? t(`status.${entry.status}`)
                : t(`returnEvent.${entry.type}`, { defaultValue: entry.type })}
            </span>
            <time className="return-timeline__when" dateTime={entry.at}>
              {formatDateTime(entry.at, language)}
            </time>
            {entry.reason ? <span className="return-timeline__reason">{entry.reason}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
