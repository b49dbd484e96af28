import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

/** The store's products to exchange for, a page at a time, optionally filtered by title. */
export async function getReturnProductPageList(page: number, query: string) {
  const result = await callGateway('user/get-return-product-page-list', {
    page,
    pageSize: 12,
    query: query || null,
  });
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

export const returnProductPageQuery = (page: number, query: string) =>
  queryOptions({
    queryKey: ['return-product-page', page, query],
    queryFn: () => getReturnProductPageList(page, query),
  });

export function useReturnProductPage(page: number, query: string) {
  return useQuery({ ...returnProductPageQuery(page, query), placeholderData: keepPreviousData });
}
