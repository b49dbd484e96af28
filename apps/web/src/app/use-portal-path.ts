import { parsePortalPath } from '@rc/domain/routing';
import { useLocation } from 'react-router';

/** Platform, shop, sub path and route of the current location (the domain's platform pattern). */
export function usePortalPath() {
  const { pathname } = useLocation();
  return parsePortalPath(pathname);
}
