// Step 4, upload (spec 2): get-required-document says what the issue needs; photos and videos go
// through verify-attachment with a progress bar, at most maxFiles, of the types it accepts.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useRequiredDocument } from '../../../api/get-required-document';
import { EvidenceRequirements } from '../../../components/claims/evidence-requirements';
import { EvidenceUploader } from '../../../components/claims/evidence-uploader';
import { Alert } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/spinner';
import type { ClaimContext } from '../../../lib/claim-context';
import { failureOf, useCallFailure } from '../../../lib/use-call-failure';
import { useGoToStep, useOpenedWithoutReport } from '../flow-context';
import { nextStep } from '../flow-steps';
import { useClaimFlowStore } from '../stores/claim-flow-store';
import { StepFrame } from './step-frame';
import '../../../components/claims/claim-notes.css';

export function UploadStep({ context }: { context: ClaimContext }) {
  const { t } = useTranslation();
  const goTo = useGoToStep(context.subPath);
  const flow = useClaimFlowStore();
  const missing = useOpenedWithoutReport(Boolean(flow.type && flow.items.length > 0));
  const required = useRequiredDocument(flow.type);
  const showFailure = useCallFailure(context.subPath);
  const [busy, setBusy] = useState(false);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const onBusyChange = useCallback((value: boolean) => setBusy(value), []);

  useEffect(() => {
    if (required.isError) setLoadFailure(showFailure(failureOf(required.error)));
  }, [required.isError, required.error, showFailure]);

  if (!flow.type || flow.items.length === 0)
    return missing ? <Navigate to={`${context.subPath}/options`} replace /> : null;
  const type = flow.type;
  if (required.isError) return loadFailure ? <Alert tone="error">{loadFailure}</Alert> : null;
  if (required.isPending) return <LoadingState label={t('common.loading')} />;
  const rules = required.data;

  return (
    <StepFrame
      step="upload"
      type={type}
      title={t('claims.upload.title')}
      subPath={context.subPath}
      applicantEmail={context.email}
      onContinue={() => goTo(nextStep('upload', type))}
      continueDisabled={busy}
    >
      <EvidenceRequirements documents={rules.documents} attachments={flow.attachments} />
      <EvidenceUploader
        attachments={flow.attachments}
        rules={rules}
        onBusyChange={onBusyChange}
        onAdded={(attachment) =>
          flow.update({ attachments: [...useClaimFlowStore.getState().attachments, attachment] })
        }
        onRemoved={(attachmentId) =>
          flow.update({
            attachments: useClaimFlowStore
              .getState()
              .attachments.filter((attachment) => attachment.attachmentId !== attachmentId),
          })
        }
      />
      {busy ? <p className="claim-step__note">{t('claims.upload.wait')}</p> : null}
    </StepFrame>
  );
}
