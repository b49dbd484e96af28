import type { ClaimContext } from '../../lib/claim-context';
import { useSignedInUser } from '../use-signed-in-user';

/** What the claim screens need of the signed-in shopper. */
export function useClaimContext(): ClaimContext {
  const userInfo = useSignedInUser();
  return { subPath: userInfo.subPath, orderId: userInfo.orderId, email: userInfo.email };
}
