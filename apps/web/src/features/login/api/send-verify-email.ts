import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

/** Asks the server to e-mail the single-use sign-in link (after 200052/200053). */
export function sendVerifyEmail(input: RequestOf<'send-verify-email'>) {
  return callGateway('send-verify-email', input);
}
