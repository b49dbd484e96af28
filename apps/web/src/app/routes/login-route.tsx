import { Navigate } from 'react-router';
import { LoginPage } from '../../features/login/components/login-page';
import { useSessionStore } from '../../lib/session-store';
import { usePortalPath } from '../use-portal-path';

export function Component() {
  const style = useSessionStore((state) => state.configuration);
  const { subPath } = usePortalPath();
  if (!style) return <Navigate to="/" replace />;
  return (
    <main id="main">
      <LoginPage style={style} subPath={subPath} />
    </main>
  );
}
