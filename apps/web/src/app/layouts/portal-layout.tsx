// The page frame of every store route: branding applied, the 68 px header, then the page.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { AccountMenu } from '../../features/account/components/account-menu';
import { applyBranding } from '../../features/branding/apply-branding';
import { LanguageSelect } from '../../features/i18n/components/language-select';
import { clearPersistedStores } from '../../lib/persisted-stores';
import { useSessionStore } from '../../lib/session-store';
import { usePortalPath } from '../use-portal-path';
import './portal-layout.css';

export function PortalLayout() {
  const style = useSessionStore((state) => state.configuration);
  const userInfo = useSessionStore((state) => state.userInfo);
  const { subPath, route } = usePortalPath();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const signedIn = Boolean(userInfo && userInfo.subPath === subPath);

  useEffect(() => applyBranding(style), [style]);

  const showBack = signedIn && route !== '' && route !== 'login' && route !== 'home' && route !== 'orders';

  return (
    <div className="portal" data-theme="black">
      <a className="skip-link" href="#main">
        {t('frame.skipToContent')}
      </a>
      <header className="portal-header">
        <div className="portal-header__start">
          {showBack ? (
            <button
              type="button"
              className="portal-header__back"
              aria-label={t('frame.back')}
              onClick={() => navigate(-1)}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          ) : null}
          {style?.logo ? (
            <img className="portal-header__logo" src={style.logo} alt={style.merchantName} height={36} />
          ) : (
            <span className="portal-header__name">{style?.merchantName}</span>
          )}
        </div>
        <div className="portal-header__end">
          <LanguageSelect />
          {signedIn && userInfo ? (
            <AccountMenu
              email={userInfo.email}
              helpCenterUrl={style?.helpCenterUrl ?? null}
              onSignedOut={() => {
                clearPersistedStores();
                navigate(`${subPath}/login`, { replace: true });
              }}
            />
          ) : null}
        </div>
      </header>
      <Outlet />
      {style && !style.removePoweredBy ? (
        <footer className="portal-footer">{t('frame.poweredBy')}</footer>
      ) : null}
    </div>
  );
}
