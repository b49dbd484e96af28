import type { IssueType } from '@rc/domain/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callGateway } from '../lib/gateway';
import { GatewayError } from '../lib/gateway-error';

/** The evidence an issue type needs, the accepted file types and the limits. */
export async function getRequiredDocument(issueType: IssueType) {
  const result = await callGateway('get-required-document', { issueType });
  if (!result.ok) throw new GatewayError(result.code, result.message);
  return result.data;
}

export const requiredDocumentQuery = (issueType: IssueType) =>
  queryOptions({
    queryKey: ['required-document', issueType],
    queryFn: () => getRequiredDocument(issueType),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRequiredDocument(issueType: IssueType | null) {
  return useQuery({
    ...requiredDocumentQuery(issueType ?? 'damage'),
    enabled: issueType !== null,
  });
}
