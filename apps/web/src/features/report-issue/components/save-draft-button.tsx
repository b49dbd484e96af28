// 'Save as draft' on every step (save-claim-as-draft). The request carries one key per attempt:
// a double click or a retry after a dropped connection sends the same key with the same body, so
// the server answers the first draft instead of creating a second one.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { attemptFor } from '../../../lib/request-id';
import { useCallFailure } from '../../../lib/use-call-failure';
import { saveClaimAsDraft } from '../api/save-claim-as-draft';
import { canSaveDraft, draftBodyOf } from '../review-body';
import { useClaimFlowStore } from '../stores/claim-flow-store';
import './save-draft-button.css';

export function SaveDraftButton({ subPath, applicantEmail }: { subPath: string; applicantEmail: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const flow = useClaimFlowStore();
  const showFailure = useCallFailure(subPath);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const hintId = useId();
  const possible = canSaveDraft(flow);

  async function save() {
    if (busy) return;
    const body = draftBodyOf(useClaimFlowStore.getState(), applicantEmail);
    if (!body) return;
    const attempt = attemptFor(useClaimFlowStore.getState().draftRequestId, body);
    flow.update({ draftRequestId: attempt });
    setBusy(true);
    setNotice(null);
    try {
      const result = await saveClaimAsDraft({ ...body, requestId: attempt.key });
      if (result.ok) {
        useClaimFlowStore.getState().draftSaved(result.data);
        void queryClient.invalidateQueries({ queryKey: ['claim-list'] });
        setNotice({ tone: 'info', text: t('claims.draft.saved', { number: result.data.claimNumber }) });
      } else {
        const message = showFailure(result);
        if (message) setNotice({ tone: 'error', text: message });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="save-draft">
      <Button
        variant="secondary"
        block
        busy={busy}
        disabled={!possible}
        aria-describedby={possible ? undefined : hintId}
        onClick={() => void save()}
      >
        {t('claims.draft.save')}
      </Button>
      {possible ? null : (
        <p className="save-draft__hint" id={hintId}>
          {t('claims.draft.needsPackage')}
        </p>
      )}
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
    </div>
  );
}
