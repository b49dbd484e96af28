import type { RequestOf, ResponseOf } from '@rc/contract/call-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway } from '../../../lib/gateway';
import { GatewayError } from '../../../lib/gateway-error';

export type ReturnRequestBody = RequestOf<'user/get-order-return-apply-review'>;
export type ReturnProblem = ResponseOf<'return-process-preview'>['problems'][number];

/** A refusal that names what stands in the way (100024 items not returnable, with data.problems). */
export class ReturnRefusedError extends GatewayError {
  constructor(
    code: number,
    serverMessage: string | null,
    readonly problems: ReturnProblem[],
  ) {
    super(code, serverMessage);
  }
}

/** The problems a refusal's data names, if any. */
export function problemsOf(data: Record<string, unknown> | undefined): ReturnProblem[] {
  const problems = data?.problems;
  return Array.isArray(problems) ? (problems as ReturnProblem[]) : [];
}

/** The review of a request: lines, method and quote (100024 with data.problems when it cannot be sent). */
export async function getOrderReturnApplyReview(body: ReturnRequestBody) {
  const result = await callGateway('user/get-order-return-apply-review', body);
  if (!result.ok) throw new ReturnRefusedError(result.code, result.message, problemsOf(result.data));
  return result.data;
}

export const returnReviewQuery = (body: ReturnRequestBody) =>
  queryOptions({
    queryKey: ['return-review', body],
    queryFn: () => getOrderReturnApplyReview(body),
    retry: false,
  });

export function useReturnReview(body: ReturnRequestBody | null) {
  return useQuery({ ...returnReviewQuery(body ?? { items: [] }), enabled: body !== null });
}
