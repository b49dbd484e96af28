import type { RequestOf } from '@rc/contract/call-types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

export type ReturnPreviewRequest = RequestOf<'return-process-preview'>;

/** The quote as the shopper chooses and the methods this request may use (never refused for being incomplete). */
export async function returnProcessPreview(body: ReturnPreviewRequest) {
  const result = await callGateway('return-process-preview', body);
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

export const returnPreviewQuery = (body: ReturnPreviewRequest) =>
  queryOptions({ queryKey: ['return-preview', body], queryFn: () => returnProcessPreview(body) });

export function useReturnPreview(body: ReturnPreviewRequest | null) {
  return useQuery({
    ...returnPreviewQuery(body ?? { items: [] }),
    enabled: body !== null,
    // Changing the method keeps the last quote on screen until the new one is in.
    placeholderData: keepPreviousData,
  });
}
