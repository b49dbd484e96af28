// The page frame of every store route (spec 2 "Page frames"): the merchant's branding, the black,
// blue or redesigned (rc5) theme, the header (hidden in chat forced mode and on the simple rc3
// login), then the page.
import { findChannel } from '@rc/domain/channels';
import { loginLayout } from '@rc/domain/routing';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate, useSearchParams } from 'react-router';
import { queryRelatedPolicy } from '../../api/query-related-policy';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { AccountMenu } from '../../features/account/components/account-menu';
import { applyBranding } from '../../features/branding/apply-branding';
import { LanguageSelect } from '../../features/i18n/components/language-select';
import { useMerchantTranslations } from '../../features/i18n/merchant-translations';
import { clearFlowStores, clearPersistedStores, flowHasWork } from '../../lib/persisted-stores';
import { useSessionStore } from '../../lib/session-store';
import { usePortalPath } from '../use-portal-path';
import { PortalHeader } from './portal-header';
import './portal-layout.css';

const NO_BACK = new Set(['', 'login', 'auto-login', 'home', 'orders', 'error']);
/** Where the close icon has nothing to close (issue 23): the sign-in, the error page, the landings. */
const NO_CLOSE = new Set(['', 'login', 'auto-login', 'home', 'orders', 'error']);
/** The steps of a report or a return: closing one forgets what the shopper entered. */
const FLOW_STEPS = new Set([
  'options',
  'select-items',
  'choose-items',
  'upload',
  'add-dimensions',
  'comments',
  'payment',
  'review',
  'late-package',
  'items-choose',
  'product-card',
  'return-method',
  'return-review',
]);

export function PortalLayout() {
  const style = useSessionStore((state) => state.configuration);
  const userInfo = useSessionStore((state) => state.userInfo);
  const rcChannel = useSessionStore((state) => state.rcChannel);
  const forceMode = useSessionStore((state) => state.forceMode);
  const setPolicies = useSessionStore((state) => state.setPolicies);
  const { subPath, route } = usePortalPath();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [confirmingClose, setConfirmingClose] = useState(false);
  const signedIn = Boolean(userInfo && userInfo.subPath === subPath);
  const version5 = userInfo?.currentVersion === '5';
  const onLogin = route === '' || route === 'login' || route === 'auto-login';
  const rc3 = onLogin && loginLayout({ type: style?.loginType, source: style?.platform }) === 'rc3';
  const channel = findChannel(rcChannel ?? userInfo?.rc4Channel);
  // The parcel-tracking partner's co-branded variant always wears the blue frame.
  const theme =
    route === 'orders' ? 'rc5' : channel?.cobrand === 'parcel-tracking' ? 'blue' : (style?.theme ?? 'black');

  // Branding goes on the frame itself, so the merchant's colours beat the theme's defaults.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (frame.current) applyBranding(style, frame.current);
  }, [style]);
  useMerchantTranslations(style?.shop ?? null, style?.translationsVersion ?? null);
  useEffect(() => {
    document.title = style ? `${t('frame.defaultTitle')} · ${style.merchantName}` : t('frame.defaultTitle');
  }, [style, t]);

  const languageSelect =
    theme === 'rc5' ? <LanguageSelect reloadOnChange /> : <LanguageSelect disabled={signedIn && version5} />;

  // issue-details is a claim's page with ?claimId=, the report's step without.
  const onFlowStep = FLOW_STEPS.has(route) || (route === 'issue-details' && !params.get('claimId'));

  function requestClose() {
    // Issue 23: a report or return the shopper has put something into is not thrown away unasked.
    if (onFlowStep && flowHasWork()) setConfirmingClose(true);
    else void close();
  }

  async function close() {
    // Spec 2: back to home, the report in progress forgotten, the related policy reloaded.
    setConfirmingClose(false);
    clearFlowStores();
    navigate(`${subPath}/home`);
    const policies = await queryRelatedPolicy({
      channel: rcChannel ?? userInfo?.rc4Channel ?? null,
      orderNumber: userInfo?.orderNumber ?? '',
      email: userInfo?.email ?? '',
    });
    if (policies.ok) setPolicies(policies.data);
  }

  return (
    <div ref={frame} className={`portal portal--${theme}`} data-theme={theme}>
      <a className="skip-link" href="#main">
        {t('frame.skipToContent')}
      </a>
      {forceMode === 'chat' || rc3 ? null : (
        <PortalHeader
          style={style}
          channel={channel}
          onBack={signedIn && !NO_BACK.has(route) ? () => navigate(-1) : null}
          onClose={signedIn && !NO_CLOSE.has(route) ? requestClose : null}
          languageSelect={languageSelect}
          accountMenu={
            signedIn && userInfo ? (
              <AccountMenu
                email={userInfo.email}
                helpCenterUrl={style?.helpCenterUrl ?? null}
                supportEmail={style?.supportEmail ?? null}
                onSignedOut={async () => {
                  // To the login page first, committed at once (flushSync): forgetting the shopper
                  // while a page behind sign-in is still on screen would let its guard send them
                  // elsewhere. Then everything of the shopper goes; the branding stays.
                  const branding = useSessionStore.getState().configuration;
                  await navigate(`${subPath}/login`, { replace: true, flushSync: true });
                  clearPersistedStores();
                  if (branding) useSessionStore.getState().setConfiguration(branding);
                }}
              />
            ) : null
          }
        />
      )}
      <Outlet context={{ rc3, languageSelect }} />
      {signedIn ? (
        <ConfirmDialog
          open={confirmingClose}
          title={t('frame.closeConfirm.title')}
          body={t('frame.closeConfirm.body')}
          confirmLabel={t('frame.closeConfirm.leave')}
          cancelLabel={t('frame.closeConfirm.stay')}
          onConfirm={() => void close()}
          onCancel={() => setConfirmingClose(false)}
        />
      ) : null}
      {style && !style.removePoweredBy ? (
        <footer className="portal-footer">{t('frame.poweredBy')}</footer>
      ) : null}
    </div>
  );
}

/** What the frame hands to its pages. */
export interface PortalOutletContext {
  rc3: boolean;
  languageSelect: ReactNode;
}
