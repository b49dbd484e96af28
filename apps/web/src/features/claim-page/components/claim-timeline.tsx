// The claim's history: each change with its time (spec 9 date display) and, for status changes,
// the status and its reason.
import { formatDateTime } from '@rc/domain/format';
import { statusDisplay } from '@rc/domain/status-display';
import { useTranslation } from 'react-i18next';
import type { ClaimDetail } from '../../../api/get-claim-detail';
import { StatusBadge } from '../../../components/ui/status-badge';
import { ReasonText } from './reason-text';
import './claim-timeline.css';

/**
 * A status change that reads the same as the one before (submitted, then under review: both
 * 'Under review') says nothing new to the shopper; its reason, if any, moves to the entry shown.
 */
export function readableTimeline(timeline: ClaimDetail['timeline']): ClaimDetail['timeline'] {
  const shown: ClaimDetail['timeline'] = [];
  for (const entry of timeline) {
    const previous = shown.at(-1);
    const same =
      previous?.type === 'status_changed' &&
      entry.type === 'status_changed' &&
      previous.status &&
      entry.status &&
      statusDisplay(previous.status).titleKey === statusDisplay(entry.status).titleKey;
    if (same && previous) shown[shown.length - 1] = { ...entry, reason: entry.reason ?? previous.reason };
    else shown.push(entry);
  }
  return shown;
}

export function ClaimTimeline({ timeline }: { timeline: ClaimDetail['timeline'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <ol className="timeline">
      {readableTimeline(timeline).map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never reorder
        <li key={index} className="timeline__entry">
          <time className="timeline__time" dateTime={entry.at}>
            {formatDateTime(entry.at, language)}
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
