// Appealing a refusal (issue 15): once, until the store's window ends, with a note and new
// evidence. A retry of the same appeal (a lost answer) reuses its request id, so it counts once.
import { formatDateTime } from '@rc/domain/format';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimDetail } from '../../../api/get-claim-detail';
import { useRequiredDocument } from '../../../api/get-required-document';
import type { Attachment } from '../../../api/verify-attachment';
import { EvidenceUploader } from '../../../components/claims/evidence-uploader';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-fields';
import { LoadingState } from '../../../components/ui/spinner';
import type { ClaimContext } from '../../../lib/claim-context';
import { type Attempt, attemptFor } from '../../../lib/request-id';
import { useCallFailure } from '../../../lib/use-call-failure';
import { appealClaim } from '../api/appeal-claim';

export function AppealPanel({
  detail,
  context,
  onSent,
}: {
  detail: ClaimDetail;
  context: ClaimContext;
  onSent: (detail: ClaimDetail) => void;
}) {
  const { t, i18n } = useTranslation();
  const showFailure = useCallFailure(context.subPath);
  const required = useRequiredDocument(detail.issueType);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const onBusyChange = useCallback((value: boolean) => setUploading(value), []);

  if (required.isPending) return <LoadingState label={t('common.loading')} />;
  if (!required.data) return <Alert tone="error">{t('errors.generic')}</Alert>;
  const rules = {
    ...required.data,
    maxFiles: Math.max(0, required.data.maxFiles - detail.attachments.length),
  };

  async function send() {
    const text = note.trim();
    if (!text) {
      setNoteError(t('claims.actions.appealNoteRequired'));
      return;
    }
    const body = {
      claimId: detail.claimId,
      note: text,
      attachments: attachments.map((attachment) => attachment.attachmentId),
    };
    attempt.current = attemptFor(attempt.current, body);
    setBusy(true);
    setError(null);
    const result = await appealClaim({ ...body, requestId: attempt.current.key });
    setBusy(false);
    if (result.ok) onSent(result.data);
    else setError(showFailure(result));
  }

  return (
    <div className="claim-panel">
      {detail.appeal.until ? (
        <p>
          {t('claims.actions.appealIntro', {
            date: formatDateTime(detail.appeal.until, i18n.resolvedLanguage ?? i18n.language),
          })}
        </p>
      ) : null}
      <TextAreaField
        label={t('claims.actions.appealNote')}
        rows={4}
        maxLength={2000}
        value={note}
        error={noteError}
        onChange={(event) => {
          setNoteError(null);
          setNote(event.currentTarget.value);
        }}
      />
      <EvidenceUploader
        attachments={attachments}
        rules={rules}
        onBusyChange={onBusyChange}
        onAdded={(attachment) => setAttachments((current) => [...current, attachment])}
        onRemoved={(id) => setAttachments((current) => current.filter((entry) => entry.attachmentId !== id))}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button block busy={busy} disabled={uploading} onClick={() => void send()}>
        {t('claims.actions.sendAppeal')}
      </Button>
    </div>
  );
}
