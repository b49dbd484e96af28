import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

/** The banner was shown (spec 7 "banner view tracking"); the answer is not read. */
export function bannerView(input: RequestOf<'user/banner-view'>) {
  return callGateway('user/banner-view', input);
}
