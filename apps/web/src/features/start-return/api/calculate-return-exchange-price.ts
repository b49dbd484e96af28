import type { RequestOf } from '@rc/contract/call-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

export type ExchangePriceRequest = RequestOf<'user/calculate-return-exchange-price'>;

/** The price difference of an exchange (the spec's payload): refunded when less, owed when more. */
export async function calculateReturnExchangePrice(body: ExchangePriceRequest) {
  const result = await callGateway('user/calculate-return-exchange-price', body);
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

export const exchangePriceQuery = (body: ExchangePriceRequest) =>
  queryOptions({
    queryKey: ['return-exchange-price', body],
    queryFn: () => calculateReturnExchangePrice(body),
  });

export function useExchangePrice(body: ExchangePriceRequest | null) {
  return useQuery({
    ...exchangePriceQuery(body ?? { exchangeOriginalItemList: [], exchangeNewItemList: [] }),
    enabled: body !== null,
  });
}
