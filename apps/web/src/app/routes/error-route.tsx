// The error page (spec 2 "Other routes"): ../error?code={code}; navigation state may carry the
// code, a message and extra configuration.
import { normalizeErrorCode } from '@rc/domain/error-codes';
import { parsePortalPath } from '@rc/domain/routing';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { errorText } from '../../lib/error-text';

interface ErrorState {
  code?: number;
  message?: string;
}

export function Component() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const state = (location.state ?? {}) as ErrorState;
  const code = normalizeErrorCode(state.code ?? params.get('code'));
  const message = state.message ?? errorText(i18n, code);
  const { subPath } = parsePortalPath(location.pathname);
  return (
    <main className="page centered-message" id="main">
      <h1>{t('errors.title')}</h1>
      <p>{message}</p>
      <p className="error-page__code">{t('errors.code', { code })}</p>
      <p>
        <Link className="button button--primary" to={subPath ? `${subPath}/login` : '/'}>
          {t('errors.backToSignIn')}
        </Link>
      </p>
    </main>
  );
}
