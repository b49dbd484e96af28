import type { ResponseOf } from '@rc/contract/call-types';
import { useQuery } from '@tanstack/react-query';
import { callGateway } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

export type ShippingProtection = ResponseOf<'get-shipping-protection'>;

async function getShippingProtection(orderId: string): Promise<ShippingProtection> {
  const result = await callGateway('get-shipping-protection', { orderId });
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

/** What an order's protection covers (issue types, items), until when, and its name (spec 1). */
export function useShippingProtection(orderId: string) {
  return useQuery({
    queryKey: ['shipping-protection', orderId],
    queryFn: () => getShippingProtection(orderId),
  });
}
