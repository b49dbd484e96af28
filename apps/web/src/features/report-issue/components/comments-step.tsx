// Step 6, comments (spec 2): anything else the shopper wants the store to know. Optional.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { TextAreaField } from '../../../components/ui/form-fields';
import type { ClaimContext } from '../../../lib/claim-context';
import { useGoToStep, useOpenedWithoutReport } from '../flow-context';
import { useClaimFlowStore } from '../stores/claim-flow-store';
import { StepFrame } from './step-frame';

export const COMMENT_MAX = 2000;

export function CommentsStep({ context }: { context: ClaimContext }) {
  const { t } = useTranslation();
  const goTo = useGoToStep(context.subPath);
  const flow = useClaimFlowStore();
  const missing = useOpenedWithoutReport(Boolean(flow.type && flow.items.length > 0));
  const [error, setError] = useState<string | null>(null);

  if (!flow.type || flow.items.length === 0)
    return missing ? <Navigate to={`${context.subPath}/options`} replace /> : null;

  function onContinue() {
    if (useClaimFlowStore.getState().comments.trim().length > COMMENT_MAX) {
      setError(t('claims.validation.tooLong', { max: COMMENT_MAX }));
      return;
    }
    goTo('payment');
  }

  return (
    <StepFrame
      step="comments"
      type={flow.type}
      title={t('claims.comments.title')}
      subPath={context.subPath}
      applicantEmail={context.email}
      onContinue={onContinue}
    >
      <TextAreaField
        label={t('claims.comments.label')}
        hint={t('claims.comments.hint', { used: flow.comments.length, max: COMMENT_MAX })}
        rows={6}
        maxLength={COMMENT_MAX}
        value={flow.comments}
        error={error}
        onChange={(event) => flow.update({ comments: event.currentTarget.value })}
      />
    </StepFrame>
  );
}
