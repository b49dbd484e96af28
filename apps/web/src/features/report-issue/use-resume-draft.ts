import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { type ClaimDetail, claimDetailQuery } from '../../api/get-claim-detail';
import { resumeStep } from './flow-steps';
import { useClaimFlowStore } from './stores/claim-flow-store';

/**
 * Resumes a draft: the flow is filled from get-claim-detail and the shopper continues where the
 * draft needs them. Answers the failure when the draft cannot be loaded.
 */
export function useResumeDraft(subPath: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const open = useCallback(
    (draft: ClaimDetail) => {
      useClaimFlowStore.getState().resume(draft);
      navigate(`${subPath}/${resumeStep(draft)}`);
    },
    [navigate, subPath],
  );
  const openById = useCallback(
    async (claimId: string): Promise<unknown> => {
      try {
        open(await queryClient.fetchQuery({ ...claimDetailQuery(claimId), staleTime: 0 }));
        return null;
      } catch (error) {
        return error;
      }
    },
    [open, queryClient],
  );
  return { open, openById };
}
