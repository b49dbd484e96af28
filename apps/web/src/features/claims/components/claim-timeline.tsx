// The claim's history: each change with its time (spec 9 date display) and, for status changes,
// the status and its reason.
import { formatDate } from '@rc/domain/dates';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { ClaimDetail } from '../api/get-claim-detail';
import { ReasonText } from './reason-text';

export function ClaimTimeline({ timeline }: { timeline: ClaimDetail['timeline'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <ol className="timeline">
      {timeline.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never reorder
        <li key={index} className="timeline__entry">
          <time className="timeline__time" dateTime={entry.at}>
            {formatDate(entry.at, language)}
          </time>
          <span className="timeline__what">
            {t(`claims.timeline.${entry.type}`)}
            {entry.status && entry.type === 'status_changed' ? (
              <>
                {' '}
                <StatusBadge status={entry.status} />
              </>
            ) : null}
          </span>
          <span className="timeline__actor">{t(`claims.actor.${entry.actor}`)}</span>
          {entry.reason ? (
            <span className="timeline__reason">
              <ReasonText reason={entry.reason} />
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
