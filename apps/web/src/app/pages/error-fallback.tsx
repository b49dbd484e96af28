import { useTranslation } from 'react-i18next';

/** Shown when rendering fails (spec 2 "Other routes": the error fallback). */
export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <main className="centered-message" id="main">
      <h1>{t('errors.fallback')}</h1>
      <p>
        <a href="/">{t('errors.backToStart')}</a>
      </p>
    </main>
  );
}
