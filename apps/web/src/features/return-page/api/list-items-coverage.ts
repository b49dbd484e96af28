import { queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

/** Every item of the order: how many units can still be returned, why not, its window. */
export async function listItemsCoverage() {
  const result = await callGateway('list-items-coverage', {});
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

export const itemsCoverageQuery = (orderId: string) =>
  queryOptions({ queryKey: ['return-items-coverage', orderId], queryFn: listItemsCoverage });

export function useItemsCoverage(orderId: string) {
  return useQuery(itemsCoverageQuery(orderId));
}
