// Renders a claims screen as the app does: under a router at the store's sub path and with a
// fresh TanStack Query client (no retries, so a failure shows at once).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { ClaimContext } from '../lib/claim-context';

export const context: ClaimContext = {
  subPath: '/demo',
  orderId: '00000000-0000-4000-8000-00000000a001',
  email: 'shopper@example.com',
};

/** Shows where a navigation went, for the routes a screen leaves to. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

export function renderScreen(path: string, screen: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const pathname = path.split('?')[0] ?? path;
  const router = createMemoryRouter(
    [
      { path: pathname, element: screen },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** A promise with its resolve exposed, for answers that arrive when the test says so. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
