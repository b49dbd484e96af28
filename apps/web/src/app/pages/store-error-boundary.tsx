import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorFallback } from './error-fallback';

/** A store that does not exist shows `missingStore`; anything else that broke, the error fallback. */
export function StoreErrorBoundary({ missingStore }: { missingStore: ReactNode }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return missingStore;
  return <ErrorFallback />;
}
