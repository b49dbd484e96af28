import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

/** Signs in; the server sets the session cookie. */
export function rcLogin(input: RequestOf<'rc-login'>) {
  return callGateway('rc-login', input);
}
