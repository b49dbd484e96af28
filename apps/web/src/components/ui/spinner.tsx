import { useTranslation } from 'react-i18next';

/** A decorative spinner; pair it with text or aria-busy so assistive tech hears the state. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}

/** A full-area loading state with an accessible label. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="centered-message" role="status" aria-live="polite">
      <Spinner />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** The loading state of a whole page, labelled in the shopper's language. */
export function PageLoading() {
  const { t } = useTranslation();
  return <LoadingState label={t('common.loading')} />;
}
