import type { LoginStyle } from '@rc/contract/shared-schemas';
import { callGateway, type GatewayResult } from '../../../lib/gateway';

/** The merchant's branding and login configuration, by shop. */
export function getRcLoginStyle(shop: string): Promise<GatewayResult<LoginStyle>> {
  return callGateway('get-rc-login-style', { subDomain: shop });
}
