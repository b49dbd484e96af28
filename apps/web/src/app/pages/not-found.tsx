import { useTranslation } from 'react-i18next';

/** The catch-all page (spec 2 "Other routes"). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="centered-message" id="main">
      <h1>{t('errors.pageNotFound')}</h1>
    </main>
  );
}
