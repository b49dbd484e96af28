import { callGateway } from '../../../lib/gateway';

/** Revokes the session on the server (our departure from the spec's call-less sign-out). */
export function rcLogout() {
  return callGateway('rc-logout', {});
}
