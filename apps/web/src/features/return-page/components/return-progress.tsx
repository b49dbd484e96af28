import { useTranslation } from 'react-i18next';
import type { ReturnDetail } from '../api/get-order-return-detail';
import './return-progress.css';

/** The way of a return that goes well, in the order the shopper lives it. */
const PROGRESS: readonly ReturnDetail['status'][] = [
  'requested',
  'to_return',
  'return_shipped',
  'return_received',
  'completed',
];

/** Where the return is on its way: done steps, the current one (aria-current), those to come. */
export function ReturnProgress({ status }: { status: ReturnDetail['status'] }) {
  const { t } = useTranslation();
  const at = PROGRESS.indexOf(status);
  // A refused or cancelled return left the way: it is told by its status and reason instead.
  if (at < 0) return null;
  return (
    <ol className="return-progress" aria-label={t('returns.detail.progress')}>
      {PROGRESS.map((step, index) => (
        <li
          key={step}
          className={`return-progress__step${index < at ? ' return-progress__step--done' : ''}${index === at ? ' return-progress__step--current' : ''}`}
          aria-current={index === at ? 'step' : undefined}
        >
          {t(`status.${step}`)}
        </li>
      ))}
    </ol>
  );
}
