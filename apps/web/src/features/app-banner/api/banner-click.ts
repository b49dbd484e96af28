import type { RequestOf } from '@rc/contract/call-types';
import { callGateway } from '../../../lib/gateway';

/** 'Explore' was clicked (spec 7 "banner click tracking"); a failure is only logged (spec 8). */
export async function bannerClick(input: RequestOf<'user/banner-click'>): Promise<void> {
  const result = await callGateway('user/banner-click', input);
  if (!result.ok) console.warn(`banner click not recorded: ${result.code}`);
}
