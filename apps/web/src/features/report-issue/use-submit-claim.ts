// Submitting the report (submit-claim): one key per attempt, kept in the flow store, so a double
// click, a retry after a dropped connection or a reload sends the same key and the server never
// creates two claims; once submitted, the claim's page. The review step and the late package's
// review both submit with it.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ClaimContext } from '../../lib/claim-context';
import { attemptFor } from '../../lib/request-id';
import { useCallFailure } from '../../lib/use-call-failure';
import { submitClaim } from './api/submit-claim';
import { reviewBodyOf } from './review-body';
import { useClaimFlowStore } from './stores/claim-flow-store';

export function useSubmitClaim(
  context: ClaimContext,
  /** Runs once the claim is in, before the flow is forgotten (a page that must stop drawing it). */
  onSubmitted?: () => void,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showFailure = useCallFailure(context.subPath);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  async function submit() {
    if (inFlight.current) return;
    const state = useClaimFlowStore.getState();
    const current = reviewBodyOf(state, context.email);
    if (!current) return;
    const attempt = attemptFor(state.requestId, current);
    state.update({ requestId: attempt, reviewBody: current });
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const result = await submitClaim({ ...current, requestId: attempt.key });
      if (result.ok) {
        void queryClient.invalidateQueries({ queryKey: ['claim-list'] });
        void queryClient.invalidateQueries({ queryKey: ['protected-items'] });
        onSubmitted?.();
        useClaimFlowStore.getState().clear();
        navigate(`${context.subPath}/issue-details?claimId=${encodeURIComponent(result.data.claimId)}`, {
          replace: true,
          state: { submitted: true },
        });
        return;
      }
      setError(showFailure(result));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { submit, busy, error };
}
