import type { FlowContext } from '../../features/claims/flow-context';
import { useSignedInUser } from '../use-signed-in-user';

/** What the claim screens need of the signed-in shopper. */
export function useClaimContext(): FlowContext {
  const userInfo = useSignedInUser();
  return { subPath: userInfo.subPath, orderId: userInfo.orderId, email: userInfo.email };
}
