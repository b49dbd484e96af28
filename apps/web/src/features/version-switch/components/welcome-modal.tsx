// First load with the new interface enabled and no version chosen (spec 4): the version becomes
// 5 without navigating, and this modal offers 'Go to New' or 'Not now'.
import { firstLoadVersion } from '@rc/domain/version-switch';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { type UserInfo, useSessionStore } from '../../../lib/session-store';
import { useVersionSwitch } from '../use-version-switch';
import './version-switch.css';

export function WelcomeModal({ userInfo }: { userInfo: UserInfo }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const setCurrentVersion = useSessionStore((state) => state.setCurrentVersion);
  const { switchTo, switching } = useVersionSwitch(userInfo.subPath);
  const first = useRef(
    firstLoadVersion({ enableNewRc: userInfo.enableNewRc, currentVersion: userInfo.currentVersion }),
  );

  useEffect(() => {
    if (!first.current.showWelcome) return;
    if (first.current.version) setCurrentVersion(first.current.version);
    dialog.current?.showModal();
  }, [setCurrentVersion]);

  if (!first.current.showWelcome) return null;
  return (
    <dialog
      ref={dialog}
      className="welcome-modal"
      aria-labelledby="welcome-title"
      onCancel={() => setCurrentVersion('4')}
    >
      <h2 id="welcome-title">{t('versionSwitch.welcomeTitle')}</h2>
      <p>{t('versionSwitch.welcomeBody')}</p>
      <div className="welcome-modal__actions">
        <Button
          variant="secondary"
          onClick={() => {
            setCurrentVersion('4');
            dialog.current?.close();
          }}
        >
          {t('versionSwitch.notNow')}
        </Button>
        <Button
          busy={switching}
          onClick={async () => {
            dialog.current?.close();
            await switchTo('5');
          }}
        >
          {t('versionSwitch.goToNew')}
        </Button>
      </div>
    </dialog>
  );
}
