import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

/** Every payment of a return (refunds, credits with their bonus, the balance paid, exchanges shipped). */
export async function getTransactionDetail(returnId: string) {
  const result = await callGateway('user/get-transaction-detail', { returnId });
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

/**
 * `version` is how far the return has come (its timeline's length): every payment is an event, so
 * when the return's page is refreshed (a live change, a payment read back) the payments follow it
 * instead of staying as they were at the first load; the list shown stays until the new one is in.
 */
export const transactionDetailQuery = (returnId: string, version: number) =>
  queryOptions({
    queryKey: ['return-transactions', returnId, version],
    queryFn: () => getTransactionDetail(returnId),
    placeholderData: keepPreviousData,
  });

export function useTransactionDetail(returnId: string, version: number) {
  return useQuery(transactionDetailQuery(returnId, version));
}
