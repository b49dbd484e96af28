// 'Start a return' and 'Your returns' on home (v4) and orders (v5): links only, so the landing
// pages carry none of the return's code (every return page loads lazily). Not even the clearing of a
// return in progress (stores/forget-return-flow.ts): home is at its first-load budget.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './start-return-link.css';

export function StartReturnLink({ subPath }: { subPath: string }) {
  const { t } = useTranslation();
  return (
    <section className="card start-return" aria-labelledby="start-return-title">
      <h2 id="start-return-title" className="start-return__title">
        {t('returns.section')}
      </h2>
      <p className="start-return__hint">{t('returns.startHint')}</p>
      <div className="start-return__links">
        <Link className="button button--primary start-return__start" to={`${subPath}/items-choose`}>
          {t('returns.start')}
        </Link>
        <Link className="start-return__list" to={`${subPath}/order-list`}>
          {t('returns.viewAll')}
        </Link>
      </div>
    </section>
  );
}
