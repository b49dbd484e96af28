import { queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway, firstAnswerData } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

/** How the return's method works, where to send it, and its label, QR code and tracking number. */
export async function getReturnMethodDetail(returnId: string) {
  const result = await callGateway('user/get-return-method-detail', { returnId });
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

export const returnMethodDetailQuery = (returnId: string) =>
  queryOptions({
    queryKey: ['return-method-detail', returnId],
    queryFn: () => getReturnMethodDetail(returnId),
  });

export function useReturnMethodDetail(returnId: string, enabled: boolean) {
  return useQuery({
    ...returnMethodDetailQuery(returnId),
    enabled,
    // The page may have come with it (decision 026): the instructions show at once, nothing moves.
    initialData: () => firstAnswerData('user/get-return-method-detail', { returnId }),
  });
}
