import { useTranslation } from 'react-i18next';

/** The bare root: the portal lives under each store's own path, so point the shopper there. */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <main className="centered-message" id="main">
      <h1>{t('landing.title')}</h1>
      <p>{t('landing.body')}</p>
    </main>
  );
}
