import type { RequestOf } from '@rc/contract/call-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

export type PostageRequest = RequestOf<'user/calculate-order-return-postage'>;

/** The postage of a method for the chosen items: the label, what the shopper pays, what Return Assurance covers. */
export async function calculateOrderReturnPostage(body: PostageRequest) {
  const result = await callGateway('user/calculate-order-return-postage', body);
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

export const returnPostageQuery = (body: PostageRequest) =>
  queryOptions({ queryKey: ['return-postage', body], queryFn: () => calculateOrderReturnPostage(body) });

export function useReturnPostage(body: PostageRequest | null) {
  return useQuery({
    ...returnPostageQuery(body ?? { items: [], method: 'prepaid_label' }),
    enabled: body !== null,
  });
}
