import type { ResponseOf } from '@rc/contract/call-types';
import { useQuery } from '@tanstack/react-query';
import { callGateway, firstAnswerData } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

export type OrderList = ResponseOf<'user/query-order-list'>;
export type HubOrder = OrderList['orders'][number];

/** How many orders a page of the hub asks for (the server's most is 20). */
export const HUB_PAGE_SIZE = 10;

async function queryOrderList(page: number): Promise<OrderList> {
  // The first page asks with the server's defaults, as the page's first answer was made (decision 026).
  const result = await callGateway(
    'user/query-order-list',
    page === 1 ? {} : { page, pageSize: HUB_PAGE_SIZE },
  );
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

/** The hub's orders, one page (the signed-in order first on page 1); the first page may come with the page. */
export function useOrderList(orderId: string, page: number) {
  return useQuery({
    queryKey: ['order-list', orderId, page],
    queryFn: () => queryOrderList(page),
    initialData: page === 1 ? () => firstAnswerData('user/query-order-list', {}) : undefined,
  });
}
