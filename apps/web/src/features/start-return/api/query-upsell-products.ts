import { queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

/** A few other products to exchange this item for. */
export async function queryUpsellProducts(itemId: string) {
  const result = await callGateway('user/query-upsell-products', { itemId, limit: 4 });
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data.products;
}

export const upsellProductsQuery = (itemId: string) =>
  queryOptions({ queryKey: ['return-upsell', itemId], queryFn: () => queryUpsellProducts(itemId) });

export function useUpsellProducts(itemId: string) {
  return useQuery(upsellProductsQuery(itemId));
}
