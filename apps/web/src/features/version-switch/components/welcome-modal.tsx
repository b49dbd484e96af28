// First load with the new interface enabled and no version chosen (spec 4): the version becomes
// 5 without navigating, and this modal offers the switch or 'Not now'. The spec's 'Go to New'
// reads 'Try the new experience' (issue 23, decision 059), and while the modal is open the home
// banner inviting the same switch is not shown.
import { firstLoadVersion } from '@rc/domain/version-switch';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { type UserInfo, useSessionStore } from '../../../lib/session-store';
import { useVersionSwitch } from '../use-version-switch';
import { useWelcomeState } from '../welcome-state';
import './version-switch.css';

export function WelcomeModal({ userInfo }: { userInfo: UserInfo }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const setCurrentVersion = useSessionStore((state) => state.setCurrentVersion);
  const setOpen = useWelcomeState((state) => state.setOpen);
  const { switchTo, switching } = useVersionSwitch(userInfo.subPath);
  const first = useRef(
    firstLoadVersion({ enableNewRc: userInfo.enableNewRc, currentVersion: userInfo.currentVersion }),
  );

  useEffect(() => {
    if (!first.current.showWelcome) return;
    if (first.current.version) setCurrentVersion(first.current.version);
    setOpen(true);
    dialog.current?.showModal();
  }, [setCurrentVersion, setOpen]);

  if (!first.current.showWelcome) return null;
  return (
    <dialog
      ref={dialog}
      className="welcome-modal"
      aria-labelledby="welcome-title"
      onCancel={() => setCurrentVersion('4')}
      onClose={() => setOpen(false)}
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
          {t('versionSwitch.tryNew')}
        </Button>
      </div>
    </dialog>
  );
}
