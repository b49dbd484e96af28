import { queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

/** One product to exchange for, with its variants, prices and availability now. */
export async function getReturnProductDetail(productId: string) {
  const result = await callGateway('user/get-return-product-detail', { productId });
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

export const returnProductQuery = (productId: string) =>
  queryOptions({ queryKey: ['return-product', productId], queryFn: () => getReturnProductDetail(productId) });

export function useReturnProduct(productId: string | null) {
  return useQuery({ ...returnProductQuery(productId ?? ''), enabled: productId !== null });
}
