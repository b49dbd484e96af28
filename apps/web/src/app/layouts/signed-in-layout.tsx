// Everything behind sign-in: the route guard (spec 2 "Guard rules") and the server-state cache,
// loaded lazily so the login route does not carry TanStack Query. The server renders through it
// too (decision 037): the whole page for the session's shopper where the page allows, else the
// frame's skeleton.
import { guardRoute } from '@rc/domain/routing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Outlet, useMatches, useSearchParams } from 'react-router';
import { GatewayError } from '../../lib/gateway-error';
import { useSessionStore } from '../../lib/session-store';
import { PageSkeleton } from '../pages/page-skeleton';
import type { RouteHandle } from '../router';
import { usePortalPath } from '../use-portal-path';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A gateway answer with a code will not change on retry; a dropped connection might.
        retry: (failures, error) => !(error instanceof GatewayError) && failures < 2,
      },
    },
  });
}

/** The browser's one cache of server state (sign-out clears it). */
const queryClient = createQueryClient();

export function Component() {
  const userInfo = useSessionStore((state) => state.userInfo);
  const { subPath, route } = usePortalPath();
  const [params] = useSearchParams();
  const matches = useMatches();
  // On the server each render gets a cache of its own: one shopper's answers never reach another's page.
  const [client] = useState(() => (import.meta.env.SSR ? createQueryClient() : queryClient));
  const sameStore = userInfo?.subPath === subPath;
  const guard = guardRoute({
    route,
    orderNumber: sameStore ? userInfo?.orderNumber : null,
    enableNewRc: userInfo?.enableNewRc,
    forceOrders: params.get('force_orders'),
  });
  if (import.meta.env.SSR) {
    // The browser redirects or renders what the server cannot: the frame waits with a skeleton.
    const whole = (matches.at(-1)?.handle as RouteHandle | undefined)?.whole === true;
    if (guard || !whole) return <PageSkeleton />;
  }
  if (guard?.redirectTo === 'root') return <Navigate to={subPath || '/'} replace />;
  if (guard?.redirectTo === 'home') return <Navigate to={`${subPath}/home`} replace />;
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}

export { queryClient };
