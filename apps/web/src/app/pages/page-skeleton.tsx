import { useTranslation } from 'react-i18next';
import './page-skeleton.css';

/**
 * The server's stand-in for a page behind sign-in: its data belongs to the shopper's session, so
 * the browser renders it; until then the frame is there and the page's shape is sketched.
 */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <main className="page page-skeleton" id="main" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      <div className="page-skeleton__line page-skeleton__line--title" />
      <div className="page-skeleton__line" />
      <div className="page-skeleton__card" />
      <div className="page-skeleton__card" />
    </main>
  );
}
