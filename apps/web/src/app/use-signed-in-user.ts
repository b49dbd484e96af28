import type { UserInfo } from '../lib/session-store';
import { useSessionStore } from '../lib/session-store';

/** The signed-in shopper; only used under the signed-in layout, which guarantees one. */
export function useSignedInUser(): UserInfo {
  const userInfo = useSessionStore((state) => state.userInfo);
  if (!userInfo) throw new Error('useSignedInUser outside the signed-in layout');
  return userInfo;
}
