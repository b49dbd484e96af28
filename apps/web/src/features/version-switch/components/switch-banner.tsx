// The banner that invites a switch between versions (spec 4): the old-version banner on home,
// the new-version banner on orders; hidden when fromUS or the new interface is not enabled, and
// while the welcome modal asks the same question (one prompt at a time, issue 23).
import { firstLoadVersion, switchBanner } from '@rc/domain/version-switch';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { UserInfo } from '../../../lib/session-store';
import { useVersionSwitch } from '../use-version-switch';
import { useWelcomeState } from '../welcome-state';
import './version-switch.css';

export function SwitchBanner({ userInfo, page }: { userInfo: UserInfo; page: 'home' | 'orders' }) {
  const { t } = useTranslation();
  const { switchTo, switching, failure } = useVersionSwitch(userInfo.subPath);
  const welcomeOpen = useWelcomeState((state) => state.open);
  // A first load opens the welcome modal after rendering: the banner stays out from the start.
  const welcoming = welcomeOpen || (page === 'home' && firstLoadVersion(userInfo).showWelcome);
  const banner = switchBanner({ fromUS: userInfo.fromUS, enableNewRc: userInfo.enableNewRc, page });
  if (!banner || welcoming) return null;
  const toNew = banner === 'old-version';
  return (
    <aside
      className="switch-banner"
      aria-label={t(toNew ? 'versionSwitch.tryNew' : 'versionSwitch.backToClassic')}
    >
      <p>{t(toNew ? 'versionSwitch.newAvailable' : 'versionSwitch.usingNew')}</p>
      <Button variant="secondary" busy={switching} onClick={() => switchTo(toNew ? '5' : '4')}>
        {t(toNew ? 'versionSwitch.tryNew' : 'versionSwitch.backToClassic')}
      </Button>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </aside>
  );
}
