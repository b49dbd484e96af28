import type { LoginStyle } from '@rc/contract/shared-schemas';
import { callGateway, type GatewayResult } from '../../../lib/gateway';

/** The merchant's branding and login configuration, by shop (null: the store whose subdomain this is). */
export function getRcLoginStyle(shop: string | null): Promise<GatewayResult<LoginStyle>> {
  return callGateway('get-rc-login-style', shop ? { subDomain: shop } : {});
}
