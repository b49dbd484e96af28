import { queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

/** Every payment of a return (refunds, credits with their bonus, the balance paid, exchanges shipped). */
export async function getTransactionDetail(returnId: string) {
  const result = await callGateway('user/get-transaction-detail', { returnId });
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

export const transactionDetailQuery = (returnId: string) =>
  queryOptions({
    queryKey: ['return-transactions', returnId],
    queryFn: () => getTransactionDetail(returnId),
  });

export function useTransactionDetail(returnId: string) {
  return useQuery(transactionDetailQuery(returnId));
}
