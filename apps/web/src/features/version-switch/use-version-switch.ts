// Switching between version 4 and 5 (spec 4 "Version switching"): client-side only, no call; a
// switch in progress blocks a second click.
import { type InterfaceVersion, switchTarget } from '@rc/domain/version-switch';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { uiText } from '../../lib/error-text';
import { useSessionStore } from '../../lib/session-store';

export function useVersionSwitch(subPath: string) {
  const navigate = useNavigate();
  const setCurrentVersion = useSessionStore((state) => state.setCurrentVersion);
  const inFlight = useRef(false);
  const [switching, setSwitching] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { i18n } = useTranslation();

  async function switchTo(version: InterfaceVersion) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSwitching(true);
    setFailure(null);
    try {
      const target = switchTarget(version);
      setCurrentVersion(target.currentVersion);
      await navigate(`${subPath}/${target.route}`);
    } catch {
      setFailure(uiText(i18n, 'versionSwitchFailed'));
    } finally {
      inFlight.current = false;
      setSwitching(false);
    }
  }

  return { switchTo, switching, failure };
}
