// The store's iOS app, offered at the foot of the home screen (spec 1, 4 "App banner"): its icon,
// name and line, 'Explore' (the App Store page, in a new tab) and a close button. Closing hides it
// for the session. The view is tracked once per session (`user/banner-view`, the spec's payload),
// each Explore with `user/banner-click`, whose failures are only logged. Fixed to the bottom of
// the screen, with a spacer of its height at the end of the page: it moves nothing already shown.
import type { LoginStyle } from '@rc/contract/shared-schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../lib/session-store';
import { bannerClick } from '../api/banner-click';
import { bannerView } from '../api/banner-view';
import { firstViewOfSession, hideBanner, isBannerHidden } from '../banner-session';
import './app-banner.css';

/** The spec's payload (section 7): when, on what, where, and who. */
function payload() {
  const userInfo = useSessionStore.getState().userInfo;
  return {
    timestamp: Date.now(),
    isIOSDevice: true,
    userAgent: navigator.userAgent.slice(0, 512),
    host: window.location.host,
    email: userInfo?.email ?? null,
    orderId: userInfo?.orderId ?? null,
    merchantId: userInfo?.merchantId ?? null,
  };
}

type IosApp = NonNullable<LoginStyle['iosApp']>;

export default function AppBanner({ app }: { app: IosApp }) {
  const { t } = useTranslation();
  const sessionId = useSessionStore((state) => state.userInfo?.sessionId ?? '');
  const [hidden, setHidden] = useState(() => isBannerHidden(sessionId));

  useEffect(() => {
    if (hidden || !firstViewOfSession(sessionId)) return;
    // The answer is not read (spec 7); a failure costs the merchant one count, not the shopper.
    void bannerView(payload());
  }, [hidden, sessionId]);

  if (hidden) return null;
  return (
    <>
      <div className="app-banner__spacer" aria-hidden="true" />
      <aside className="app-banner" aria-label={t('banner.label', { name: app.name })}>
        {app.iconUrl ? (
          <img className="app-banner__icon" src={app.iconUrl} alt="" width={48} height={48} />
        ) : (
          <span className="app-banner__icon app-banner__icon--empty" aria-hidden="true" />
        )}
        <p className="app-banner__text">
          <strong className="app-banner__name">{app.name}</strong>
          <span className="app-banner__subtitle">{app.subtitle ?? t('banner.subtitle')}</span>
        </p>
        <a
          className="button button--primary app-banner__explore"
          href={app.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => void bannerClick(payload())}
        >
          {t('banner.explore')}
        </a>
        <button
          type="button"
          className="app-banner__close"
          aria-label={t('banner.close', { name: app.name })}
          onClick={() => {
            hideBanner(sessionId);
            setHidden(true);
          }}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </aside>
    </>
  );
}
