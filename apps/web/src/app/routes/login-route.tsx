import { Navigate, useOutletContext } from 'react-router';
import { LoginPage } from '../../features/login/components/login-page';
import { useSessionStore } from '../../lib/session-store';
import type { PortalOutletContext } from '../layouts/portal-layout';
import { usePortalPath } from '../use-portal-path';

export function Component() {
  const style = useSessionStore((state) => state.configuration);
  const { subPath, route } = usePortalPath();
  const { rc3, languageSelect } = useOutletContext<PortalOutletContext>();
  if (!style) return <Navigate to="/" replace />;
  return (
    <main id="main">
      <LoginPage
        style={style}
        subPath={subPath}
        autoLogin={route === 'auto-login'}
        layout={rc3 ? 'rc3' : 'rc4'}
        languageSelect={languageSelect}
      />
    </main>
  );
}
