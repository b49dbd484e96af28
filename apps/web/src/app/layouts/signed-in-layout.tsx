// Everything behind sign-in: the route guard (spec 2 "Guard rules") and the server-state cache,
// loaded lazily so the login route does not carry TanStack Query.
import { guardRoute } from '@rc/domain/routing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { GatewayError } from '../../lib/gateway-error';
import { useSessionStore } from '../../lib/session-store';
import { usePortalPath } from '../use-portal-path';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A gateway answer with a code will not change on retry; a dropped connection might.
      retry: (failures, error) => !(error instanceof GatewayError) && failures < 2,
    },
  },
});

export function Component() {
  const userInfo = useSessionStore((state) => state.userInfo);
  const { subPath, route } = usePortalPath();
  const [params] = useSearchParams();
  const sameStore = userInfo?.subPath === subPath;
  const guard = guardRoute({
    route,
    orderNumber: sameStore ? userInfo?.orderNumber : null,
    enableNewRc: userInfo?.enableNewRc,
    forceOrders: params.get('force_orders'),
  });
  if (guard?.redirectTo === 'root') return <Navigate to={subPath || '/'} replace />;
  if (guard?.redirectTo === 'home') return <Navigate to={`${subPath}/home`} replace />;
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

export { queryClient };
