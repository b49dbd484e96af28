import type { ResponseOf } from '@rc/contract/call-types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callGateway } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

export type ChatProduct = ResponseOf<'v2/command-products'>['products'][number];
export type ProductPurpose = 'claim' | 'return' | 'tracking';

/** The order's items as chat cards for a flow, now (what a claim or return may still take), matching `query`. */
export async function commandProducts(purpose: ProductPurpose, query: string): Promise<ChatProduct[]> {
  const result = await callGateway('v2/command-products', { purpose, query: query || null });
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data.products;
}

/**
 * The item cards an answer offers, read again while the shopper chooses: a conversation resumed
 * later or on another device shows what may be claimed or returned now, and `query` narrows a
 * long order to the items whose names match.
 */
export function useCommandProducts(purpose: ProductPurpose, query: string, enabled: boolean) {
  return useQuery({
    queryKey: ['chat-products', purpose, query],
    queryFn: () => commandProducts(purpose, query),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
