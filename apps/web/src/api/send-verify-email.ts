import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../lib/gateway';

/**
 * Asks the server to e-mail the single-use sign-in link: after sign-in answered 200052/200053 (with
 * its challenge as `token`), or for the signed-in shopper whose session does not prove the e-mail
 * yet (no `token`: the session's order and e-mail, decision 059).
 */
export function sendVerifyEmail(input: RequestOf<'send-verify-email'>) {
  return callGateway('send-verify-email', input);
}
