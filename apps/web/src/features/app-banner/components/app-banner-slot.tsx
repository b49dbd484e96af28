// Where the iOS app banner goes (spec 1, 4 "App banner"): on the home screen (v4 home, v5 orders),
// on iOS devices only, when the store has an app. This part is in the landing pages' first load
// and small: the banner itself is a separate chunk, loaded after the page has painted and only on
// an iOS device of a store with an app.
import { isIOS } from '@rc/domain/device';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSessionStore } from '../../../lib/session-store';

const AppBanner = lazy(() => import('./app-banner'));

export function AppBannerSlot() {
  const app = useSessionStore((state) => state.configuration?.iosApp ?? null);
  const [ios, setIos] = useState(false);
  // After the first paint (an effect), so nothing of the banner holds the page back.
  useEffect(() => setIos(isIOS(navigator.userAgent, navigator.maxTouchPoints)), []);
  if (!app || !ios) return null;
  return (
    <Suspense fallback={null}>
      <AppBanner app={app} />
    </Suspense>
  );
}
